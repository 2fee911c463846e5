import { eq } from 'drizzle-orm';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import type { Queryable } from '../db/database';
import { trackingLatest } from '../db/schema/trackingState';
import type { Outbox } from '../events/outbox';
import type { OrderRecord } from '../orders/orderRecord';
import { waitsAtPlant } from './atPlant';
import { loadOrderContexts } from './orderContext';
import { nextSeq } from './sequence';
import { toVehicleState } from './vehicleState';

const ON_BOARDS: readonly string[] = TRACKED_STATUSES;

/**
 * An order's new status reaches the live boards the way a fix does: the vehicle's whole state under a new
 * sequence number, a `vehicle` change of the outbox (a `position.batch` once committed), so gate-in, gate-out
 * or the trip's start shows at once rather than at the truck's next fix. The context is read afresh in the
 * caller's transaction; the latest row is read, not locked (a fix's writer locks it before the order, this
 * path the order before the sequence: neither waits for the other's first lock).
 */
export async function showStatusOnBoards(tx: Queryable, outbox: Outbox, order: OrderRecord): Promise<void> {
  if (!order.vehicleNumber || !ON_BOARDS.includes(order.status)) return;
  const [context] = await loadOrderContexts(tx, order.industryId, [order.id]);
  if (!context) return;
  const [row] = await tx.select().from(trackingLatest).where(eq(trackingLatest.orderId, order.id));
  const seq = await nextSeq(tx, order.industryId);
  const state = { ...toVehicleState(context, row), seq };
  const waiting =
    row?.latitude != null &&
    row.longitude != null &&
    waitsAtPlant(context, { latitude: row.latitude, longitude: row.longitude });
  outbox.add({
    type: 'vehicle',
    industryId: order.industryId,
    state: waiting ? { ...state, etaAt: null, delayMinutes: 0 } : state,
  });
}
