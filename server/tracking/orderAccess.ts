import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Permission } from '../../src/domain/permissions';
import type { Direction } from '../../src/domain/statuses';
import { USER_TYPE } from '../../src/domain/userTypes';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { forbidden, notFound } from '../errors/httpError';

/** Tracking follows the order lists: whoever may list a direction's orders may track them. */
export const TRACKING_PERMISSION: Record<Direction, Permission> = {
  inbound: 'list-inbound-order',
  outbound: 'list-outbound-order',
};

export const mayTrack = (user: SignedInUser, direction: Direction): boolean =>
  user.permissions.includes(TRACKING_PERMISSION[direction]);

/** Conditions that keep a query inside the user's industry and, for a plant user, their plants. */
export function visibleOrders(user: SignedInUser): SQL[] {
  const scope = plantScope(user, orders.plantId);
  return [eq(orders.industryId, industryOf(user)), ...(scope ? [scope] : [])];
}

export interface VisibleOrder {
  id: number;
  industryId: number;
  direction: Direction;
  plantId: number;
}

/**
 * The order if the user may track it. Another industry's order, or another plant's for a plant user, is
 * "not found" (its existence is not confirmed); one the user sees but lacks the permission for is 403. A
 * transporter company tracks the orders it carries, of whichever industry, and no other (its users hold no
 * shipper permission: carrying the order is the right).
 */
export async function trackableOrder(
  db: Queryable,
  user: SignedInUser,
  orderId: number,
): Promise<VisibleOrder> {
  const carrier = user.userType === USER_TYPE.transporter;
  const scope = carrier
    ? [user.transporterId === null ? sql`false` : eq(orders.transporterId, user.transporterId)]
    : visibleOrders(user);
  const [order] = await db
    .select({
      id: orders.id,
      industryId: orders.industryId,
      direction: orders.direction,
      plantId: orders.plantId,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), ...scope));
  if (!order) throw notFound('This order');
  if (!carrier && !mayTrack(user, order.direction))
    throw forbidden(`You need the "${TRACKING_PERMISSION[order.direction]}" permission to track this order`);
  return order;
}
