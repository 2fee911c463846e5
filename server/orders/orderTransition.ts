import { and, count, eq, notInArray } from 'drizzle-orm';
import type { DriverAction } from '../../src/domain/driverMilestones';
import type { OrderStatus, StepDetector } from '../../src/domain/statuses';
import { type OrderEvent, orderLifecycle } from '../../src/machines/orderMachine';
import { requestLifecycle } from '../../src/machines/requestMachine';
import type { Queryable } from '../db/database';
import { orderEvents, orders } from '../db/schema/orders';
import { requests } from '../db/schema/requests';
import { refused } from '../errors/httpError';
import type { Outbox } from '../events/outbox';
import { notify } from '../notifications/notify';
import { requestContextOf } from '../requests/requestRecord';
import { showStatusOnBoards } from '../tracking/boardStatus';
import { orderNews } from './orderNews';
import { promiseOrders } from './orderPromise';
import { type OrderRecord, orderContextOf } from './orderRecord';

/**
 * The column each status stamps, so lists can filter on gate-in, gate-out, rejected dates, and the reports
 * measure pickups (reporting at the gate, leaving the vendor) and trip starts by index.
 */
const STAMPS: Partial<
  Record<
    OrderStatus,
    'atGateAt' | 'gateInAt' | 'gateOutAt' | 'inTransitAt' | 'deliveredAt' | 'rejectedAt' | 'cancelledAt'
  >
> = {
  at_gate: 'atGateAt',
  in_transit: 'inTransitAt',
  gate_in: 'gateInAt',
  gate_out: 'gateOutAt',
  delivered: 'deliveredAt',
  rejected: 'rejectedAt',
  cancelled: 'cancelledAt',
};

/** The steps that start a trip (outbound leaves at gate-out, inbound leaves the vendor), so move its promise. */
const TRIP_STARTS: readonly OrderStatus[] = ['gate_out', 'in_transit'];

const DONE: readonly OrderStatus[] = ['delivered', 'invoiced', 'closed', 'rejected', 'cancelled'];

export interface TransitionOptions {
  at: Date;
  byUserId: number | null;
  /** Set when the driver did it through the driver link (server/tracking/driverLinks.ts). */
  driverAction?: DriverAction;
  /** Set when no person did it: what saw it (server/tracking/geofenceArrival.ts). */
  detectedBy?: StepDetector;
  /** Timeline note (reason, weights, POD fingerprint). */
  note?: string | null;
  /** Other columns the step sets (vehicle and driver on assignment). */
  patch?: Partial<
    Pick<OrderRecord, 'vehicleNumber' | 'driverName' | 'driverPhone' | 'trackingMethod' | 'ewayBillNo'>
  >;
}

/**
 * Moves a locked order through the order machine or answers 409 with the machine's reason; writes the
 * status, its date column, the timeline row and the notification in the caller's transaction, and puts the
 * new status on the live boards.
 */
export async function transitionOrder(
  tx: Queryable,
  outbox: Outbox,
  order: OrderRecord,
  event: OrderEvent,
  options: TransitionOptions,
): Promise<OrderRecord> {
  const decision = orderLifecycle.decide(order.status, orderContextOf(order), event);
  if (!decision.allowed) throw refused(decision);
  const status = decision.status;
  const stamp = STAMPS[status];
  const reason = 'reason' in event ? event.reason.trim() : undefined;
  const [updated] = await tx
    .update(orders)
    .set({
      ...options.patch,
      status,
      updatedAt: options.at,
      ...(stamp ? { [stamp]: options.at } : {}),
      ...(reason ? { reason } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({
    industryId: order.industryId,
    orderId: order.id,
    status,
    at: options.at,
    note: reason ?? options.note ?? null,
    byUserId: options.byUserId,
    driverAction: options.driverAction ?? null,
    detectedBy: options.detectedBy ?? null,
  });
  if (TRIP_STARTS.includes(status) && status !== order.status) await promiseOrders(tx, [order.id]);
  if (status !== order.status) {
    await notify(tx, outbox, {
      industryId: order.industryId,
      plantId: order.plantId,
      kind: 'order',
      notice: { type: 'orderStatus', number: order.number, status, vehicleNumber: updated!.vehicleNumber },
      refId: order.id,
      direction: order.direction,
      actorUserId: options.byUserId,
      at: options.at,
    });
    outbox.add(orderNews('order.status', order, status, options.at));
    await showStatusOnBoards(tx, outbox, updated!);
    if (order.requestId !== null && DONE.includes(status))
      await fulfilIfDone(tx, order.requestId, options.at);
  }
  return updated!;
}

/** An awarded request is fulfilled once none of its orders is still on the way. */
async function fulfilIfDone(tx: Queryable, requestId: number, at: Date): Promise<void> {
  const [request] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
  if (request?.status !== 'awarded') return;
  const [pending] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.requestId, requestId), notInArray(orders.status, [...DONE])));
  const decision = requestLifecycle.decide(request.status, requestContextOf(request, 0), {
    type: 'request.fulfil',
    pendingOrders: pending?.n ?? 0,
  });
  if (decision.allowed)
    await tx
      .update(requests)
      .set({ status: decision.status, updatedAt: at })
      .where(eq(requests.id, requestId));
}
