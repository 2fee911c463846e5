import { orderLifecycle } from '../../src/machines/orderMachine';
import type { Queryable } from '../db/database';
import type { Outbox } from '../events/outbox';
import { findOrderOfIndustry, orderContextOf } from '../orders/orderRecord';
import { transitionOrder } from '../orders/orderTransition';

/**
 * Marks arrived at the gate, through the order lifecycle as the order's page does, each order whose truck was
 * seen inside its plant's geofence at `seen` (its first fix inside; never later than `now`), with the timeline
 * saying the geofence saw it. Gate-in stays a person's act, with the weights. The orders are locked in id
 * order and asked again: one marked by hand since the context was read is left as it is. Answers the orders
 * now at the gate.
 */
export async function arriveAtGates(
  tx: Queryable,
  outbox: Outbox,
  industryId: number,
  seen: ReadonlyMap<number, Date>,
  now: Date,
): Promise<Set<number>> {
  const arrived = new Set<number>();
  for (const orderId of [...seen.keys()].sort((a, b) => a - b)) {
    const order = await findOrderOfIndustry(tx, industryId, orderId, { lock: true });
    if (!orderLifecycle.can(order.status, orderContextOf(order), { type: 'gate.arrive' })) continue;
    const at = new Date(Math.min(seen.get(orderId)!.getTime(), now.getTime()));
    await transitionOrder(
      tx,
      outbox,
      order,
      { type: 'gate.arrive' },
      { at, byUserId: null, detectedBy: 'geofence' },
    );
    arrived.add(orderId);
  }
  return arrived;
}
