import { and, eq } from 'drizzle-orm';
import { type DeviceEvent, decideDeviceEvent } from '../../src/domain/deviceLifecycle';
import type { DeviceStatus } from '../../src/domain/statuses';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import type { Refusal } from '../../src/machines/refusal';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { devices } from '../db/schema/tracking';
import { refused } from '../errors/httpError';
import { mine } from './deviceStore';

const TRACKED: readonly string[] = TRACKED_STATUSES;

/** What each event writes beside the status. */
type Change = Partial<Pick<typeof devices.$inferInsert, 'vehicleNumber' | 'orderId'>>;

const refuse = (refusal: Refusal) => refused({ refusal });

/**
 * Moves a device one step of its lifecycle (src/domain/deviceLifecycle.ts) under a row lock, or refuses with
 * 409. Issuing fits it to a truck; sending it back detaches it from the order it tracked, which must be off
 * the road (a device pulled from a moving truck would leave the trip untracked, so the plant sends it back
 * once the trip ends); receiving clears the truck it came from. False when the device is not the user's.
 */
export async function moveDevice(
  tx: Queryable,
  user: SignedInUser,
  id: number,
  event: DeviceEvent,
  now: Date,
  issueTo?: { vehicleNumber: string },
): Promise<boolean> {
  const [device] = await tx
    .select({ status: devices.status, orderId: devices.orderId })
    .from(devices)
    .where(mine(user, id))
    .for('update');
  if (!device) return false;
  const decision = decideDeviceEvent(device.status as DeviceStatus, event);
  if (!decision.ok) throw refuse(decision.refusal);

  let change: Change = {};
  if (event === 'issue') change = { vehicleNumber: issueTo?.vehicleNumber ?? null };
  if (event === 'sendBack') {
    if (device.orderId !== null) {
      const [order] = await tx
        .select({ number: orders.number, status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, device.orderId), eq(orders.industryId, user.industryId ?? -1)));
      if (order && TRACKED.includes(order.status))
        throw refuse({ code: 'deviceOnTrip', order: order.number });
    }
    change = { orderId: null };
  }
  if (event === 'receive') change = { vehicleNumber: null, orderId: null };

  await tx
    .update(devices)
    .set({ status: decision.to, ...change, updatedAt: now })
    .where(mine(user, id));
  return true;
}
