import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { OrderContainer } from '../../src/domain/schemas/containers';
import type { Queryable } from '../db/database';
import { containers } from '../db/schema/containers';

/** The containers an order carries, as its page lists them. */
export const containersOfOrder = (db: Queryable, orderId: number): Promise<OrderContainer[]> =>
  db
    .select({ id: containers.id, number: containers.number, status: containers.status })
    .from(containers)
    .where(eq(containers.orderId, orderId))
    .orderBy(asc(containers.number));

/**
 * Makes the order carry exactly `numbers` (normalised ISO 6346): new ones are added, the ones left out are
 * removed with their milestones, the ones kept keep theirs. Runs inside the caller's transaction.
 */
export async function replaceOrderContainers(
  tx: Queryable,
  industryId: number,
  orderId: number,
  numbers: readonly string[],
): Promise<void> {
  await tx
    .delete(containers)
    .where(
      and(
        eq(containers.orderId, orderId),
        ...(numbers.length > 0 ? [notInArray(containers.number, [...numbers])] : []),
      ),
    );
  if (numbers.length === 0) return;
  await tx
    .insert(containers)
    .values(numbers.map((number) => ({ industryId, orderId, number })))
    .onConflictDoNothing();
}
