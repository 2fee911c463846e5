import { and, eq, type SQL } from 'drizzle-orm';
import type { OrderContext } from '../../src/machines/orderMachine';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { notFound } from '../errors/httpError';

export type OrderRecord = typeof orders.$inferSelect;

/** An order of the user's industry and plants, or 404 (also for another industry's id). */
export async function findOrder(
  db: Queryable,
  user: SignedInUser,
  id: number,
  options: { lock?: boolean } = {},
): Promise<OrderRecord> {
  const scope = plantScope(user, orders.plantId);
  return findOrderWithin(
    db,
    [eq(orders.industryId, industryOf(user)), ...(scope ? [scope] : [])],
    id,
    options,
  );
}

/** An order a transporter company carries, of whichever industry, or 404 (also for another company's id). */
export const findOrderOfTransporter = (
  db: Queryable,
  transporterId: number,
  id: number,
  options: { lock?: boolean } = {},
) => findOrderWithin(db, [eq(orders.transporterId, transporterId)], id, options);

/** Any order of one industry, whoever asks: for a link the industry signed (server/documents/documentLinks.ts). */
export const findOrderOfIndustry = (
  db: Queryable,
  industryId: number,
  id: number,
  options: { lock?: boolean } = {},
) => findOrderWithin(db, [eq(orders.industryId, industryId)], id, options);

async function findOrderWithin(
  db: Queryable,
  scope: SQL[],
  id: number,
  options: { lock?: boolean } = {},
): Promise<OrderRecord> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ...scope));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('This order');
  return row;
}

export const orderContextOf = (row: OrderRecord): OrderContext => ({
  direction: row.direction,
  vehicleNumber: row.vehicleNumber,
});
