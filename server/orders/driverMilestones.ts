import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  DRIVER_MILESTONES,
  type DriverMilestone,
  MILESTONE_EFFECTS,
  type MilestoneEffect,
} from '../../src/domain/driverMilestones';
import type { DriverTrip } from '../../src/domain/schemas/driverLink';
import { orderLifecycle } from '../../src/machines/orderMachine';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { orderEvents } from '../db/schema/orders';
import { conflict } from '../errors/httpError';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { driverLinkOrder } from '../tracking/driverLinks';
import type { OrderContextCache } from '../tracking/orderContext';
import type { LiveShareLink } from '../tracking/shareLinks';
import { type OrderRecord, orderContextOf } from './orderRecord';
import { transitionOrder } from './orderTransition';

/** When the driver last marked each milestone of the order. */
async function milestonesDone(db: Queryable, orderId: number): Promise<Map<DriverMilestone, Date>> {
  const rows = await db
    .select({ action: orderEvents.driverAction, at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), isNotNull(orderEvents.driverAction)))
    .orderBy(desc(orderEvents.at));
  const done = new Map<DriverMilestone, Date>();
  for (const { action, at } of rows)
    if (action && action !== 'proofOfDelivery' && !done.has(action)) done.set(action, at);
  return done;
}

/** Whether the order may take the milestone now: the order machine decides its events, the table the rest. */
function allows(order: OrderRecord, effect: MilestoneEffect, done: boolean): boolean {
  if ('event' in effect)
    return orderLifecycle.can(order.status, orderContextOf(order), { type: effect.event });
  return !done && effect.while.includes(order.status);
}

/** The trip as its driver's page shows it: where to go next and which buttons work now. */
export async function driverTripOf(
  db: Queryable,
  contexts: OrderContextCache,
  link: LiveShareLink,
  order: OrderRecord,
): Promise<DriverTrip> {
  const [context, done] = await Promise.all([
    contexts.load(order.industryId, [order.id]).then((found) => found.get(order.id)),
    milestonesDone(db, order.id),
  ]);
  if (!context) throw conflict('This order has no route yet');
  const effects = MILESTONE_EFFECTS[order.direction];
  const leftPickup =
    order.direction === 'outbound' ? order.status === 'in_transit' : order.status !== 'vehicle_assigned';
  return {
    orderNumber: order.number,
    direction: order.direction,
    status: order.status,
    vehicleNumber: order.vehicleNumber,
    driverName: order.driverName,
    origin: context.origin,
    destination: context.destination,
    nextStop: leftPickup ? 'destination' : 'pickup',
    milestones: DRIVER_MILESTONES.map((milestone) => ({
      milestone,
      available: allows(order, effects[milestone], done.has(milestone)),
      doneAt: done.get(milestone)?.toISOString() ?? null,
    })),
    podAccepted: orderLifecycle.can(order.status, orderContextOf(order), { type: 'delivery.confirm' }),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * Records a milestone the driver marked, as the driver's: through the order machine where the lifecycle has
 * its step (409 with the machine's reason when not now), else as a timeline entry while the order is where
 * the milestone belongs, once.
 */
export async function markDriverMilestone(
  deps: { db: Database; events: EventBus; clock: Pick<Clock, 'now'> },
  token: string,
  milestone: DriverMilestone,
): Promise<void> {
  const at = deps.clock.now();
  await withOutbox(deps.db, deps.events, async (tx, outbox) => {
    const { order } = await driverLinkOrder(tx, token, at, { lock: true });
    const effect = MILESTONE_EFFECTS[order.direction][milestone];
    if ('event' in effect) {
      await transitionOrder(
        tx,
        outbox,
        order,
        { type: effect.event },
        { at, byUserId: null, driverAction: milestone },
      );
      return;
    }
    const done = (await milestonesDone(tx, order.id)).has(milestone);
    if (!allows(order, effect, done)) throw conflict(`The order cannot take "${milestone}" now`);
    await tx.insert(orderEvents).values({
      industryId: order.industryId,
      orderId: order.id,
      status: order.status,
      at,
      byUserId: null,
      driverAction: milestone,
    });
  });
}
