import { and, desc, eq, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AssignVehicleInput } from '../../src/domain/schemas/orders';
import type { TransporterOrder, TransporterOrderDetail } from '../../src/domain/schemas/transporterOrders';
import { orderLifecycle } from '../../src/machines/orderMachine';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { cities } from '../db/schema/geo';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { industries } from '../db/schema/tenancy';
import { refused } from '../errors/httpError';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { orderNews } from './orderNews';
import { findOrderOfTransporter, type OrderRecord, orderContextOf } from './orderRecord';
import { transitionOrder } from './orderTransition';
import { podFilesOf } from './podFiles';
import { vehicleAssignment } from './vehicleAssignment';

const origin = alias(cities, 'origin');
const destination = alias(cities, 'destination');

/** Orders that are over for the transporter: nothing left to do on them in its portal. */
const OVER = ['closed', 'rejected', 'cancelled'] as const;
/** A company's portal lists its latest work, not years of it. */
const LISTED = 100;

async function ordersOf(db: Queryable, transporterId: number, id?: number): Promise<TransporterOrder[]> {
  const rows = await db
    .select({ order: orders, industry: industries.name, origin: origin.name, destination: destination.name })
    .from(orders)
    .innerJoin(industries, eq(industries.id, orders.industryId))
    .innerJoin(origin, eq(origin.id, orders.originCityId))
    .innerJoin(destination, eq(destination.id, orders.destinationCityId))
    .where(
      and(
        eq(orders.transporterId, transporterId),
        id === undefined ? notInArray(orders.status, [...OVER]) : eq(orders.id, id),
      ),
    )
    .orderBy(desc(orders.pickupAt), desc(orders.id))
    .limit(LISTED);
  return rows.map(({ order, ...more }) => toTransporterOrder(order, more));
}

const toTransporterOrder = (
  o: OrderRecord,
  more: { industry: string; origin: string; destination: string },
): TransporterOrder => ({
  id: o.id,
  number: o.number,
  industry: more.industry,
  direction: o.direction,
  source: o.source,
  status: o.status,
  acceptedAt: o.acceptedAt?.toISOString() ?? null,
  acceptable: awaitsAcceptance(o),
  originCity: more.origin,
  destinationCity: more.destination,
  pickupAt: o.pickupAt.toISOString(),
  weightKg: o.weightKg,
  freightPaise: o.freightPaise,
  vehicleNumber: o.vehicleNumber,
  driverName: o.driverName,
  driverPhone: o.driverPhone,
  trackingMethod: o.trackingMethod,
});

/** Until its truck is at the gate, an awarded order the company has not yet taken on waits for its Accept. */
const ACCEPTABLE: readonly OrderRecord['status'][] = ['created', 'vehicle_assigned'];
const awaitsAcceptance = (o: OrderRecord) =>
  o.source === 'awarded' && o.acceptedAt === null && ACCEPTABLE.includes(o.status);

/** The company's orders of every industry still in hand, latest pickup first. */
export const transporterOrders = (db: Queryable, transporterId: number): Promise<TransporterOrder[]> =>
  ordersOf(db, transporterId);

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/**
 * One order the company carries, closed or not, with its plant, its gate times (as the gate recorded them on
 * the order) and its papers; another company's order is not found.
 */
export async function transporterOrderDetail(
  db: Queryable,
  transporterId: number,
  id: number,
): Promise<TransporterOrderDetail> {
  const order = await findOrderOfTransporter(db, transporterId, id);
  const [[listed], [plant], papers] = await Promise.all([
    ordersOf(db, transporterId, id),
    db.select({ name: plants.name }).from(plants).where(eq(plants.id, order.plantId)),
    podFilesOf(db, order),
  ]);
  return {
    ...listed!,
    plant: plant?.name ?? '',
    gateInAt: isoOrNull(order.gateInAt),
    gateOutAt: isoOrNull(order.gateOutAt),
    deliveredAt: isoOrNull(order.deliveredAt),
    papers,
    deliveryConfirmable: orderLifecycle.can(order.status, orderContextOf(order), {
      type: 'delivery.confirm',
    }),
  };
}

/**
 * The transporter puts its truck and driver on an order it carries: the same `vehicle.assign` as the
 * shipper's, through the same order machine (so its number rule and the states it is allowed in), logged
 * as the transporter's own step.
 */
export async function assignVehicleAsTransporter(
  deps: { db: Database; events: EventBus; clock: Pick<Clock, 'now'> },
  actor: { userId: number; transporterId: number },
  orderId: number,
  input: AssignVehicleInput,
): Promise<TransporterOrder> {
  await withOutbox(deps.db, deps.events, async (tx, outbox) => {
    const order = await findOrderOfTransporter(tx, actor.transporterId, orderId, { lock: true });
    const { event, options } = vehicleAssignment(input);
    const at = deps.clock.now();
    await transitionOrder(tx, outbox, order, event, { ...options, at, byUserId: actor.userId });
    // Putting a truck on the award is taking it on, Accept pressed or not.
    if (awaitsAcceptance(order)) await recordAcceptance(tx, order, { at, userId: actor.userId });
  });
  const [order] = await ordersOf(deps.db, actor.transporterId, orderId);
  return order!;
}

/**
 * The company takes on an award: the shipper's order shows when and who, and its page and the company's own
 * refresh through the order's news. Pressed twice, the first acceptance stands; an order past the gate, ended
 * or entered offline has no award to accept (409).
 */
export async function acceptAward(
  deps: { db: Database; events: EventBus; clock: Pick<Clock, 'now'> },
  actor: { userId: number; transporterId: number },
  orderId: number,
): Promise<TransporterOrder> {
  await withOutbox(deps.db, deps.events, async (tx, outbox) => {
    const order = await findOrderOfTransporter(tx, actor.transporterId, orderId, { lock: true });
    if (order.acceptedAt !== null) return;
    if (!awaitsAcceptance(order))
      throw refused({ refusal: { code: 'awardNotAcceptable', status: order.status } });
    const at = deps.clock.now();
    await recordAcceptance(tx, order, { at, userId: actor.userId });
    outbox.add(orderNews('order.accepted', order, order.status, at));
  });
  const [order] = await ordersOf(deps.db, actor.transporterId, orderId);
  return order!;
}

const recordAcceptance = (tx: Queryable, order: OrderRecord, by: { at: Date; userId: number }) =>
  tx
    .update(orders)
    .set({ acceptedAt: by.at, acceptedByUserId: by.userId, updatedAt: by.at })
    .where(eq(orders.id, order.id));
