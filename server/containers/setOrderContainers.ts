import type { OrderContainer } from '../../src/domain/schemas/containers';
import type { SignedInUser } from '../auth/signedInUser';
import type { Database } from '../db/database';
import { requireOrderPermission } from '../orders/orderPermissions';
import { findOrder } from '../orders/orderRecord';
import { containersOfOrder, replaceOrderContainers } from './orderContainers';

/**
 * The containers an order carries, set as a whole from its page. The order is locked first, so two saves of
 * its list do not interleave, and its permission is the one its own edits take: an offline order's list is
 * part of entering it (`offline-add`), an awarded order's is the order's (`order`).
 */
export const setOrderContainers = (
  db: Database,
  user: SignedInUser,
  orderId: number,
  numbers: readonly string[],
  now: Date,
): Promise<OrderContainer[]> =>
  db.transaction(async (tx) => {
    const order = await findOrder(tx, user, orderId, { lock: true });
    requireOrderPermission(user, order.direction, order.source === 'offline' ? 'offline-add' : 'order');
    await replaceOrderContainers(tx, order.industryId, order.id, numbers, now);
    return containersOfOrder(tx, order.id);
  });
