import { and, asc, count, desc, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderDetail, OrderListQuery, OrderRow } from '../../src/domain/schemas/orders';
import type { OrderSource } from '../../src/domain/statuses';
import { type OrderEvent, orderLifecycle } from '../../src/machines/orderMachine';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import { containersOfOrder } from '../containers/orderContainers';
import type { Database } from '../db/database';
import { likePattern } from '../db/likePattern';
import { users } from '../db/schema/access';
import { products } from '../db/schema/catalogue';
import { cities } from '../db/schema/geo';
import { orderEvents, orders } from '../db/schema/orders';
import { clients, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { transporters } from '../db/schema/transporters';
import { dayRange } from '../requests/requestQueries';
import { type OrderRecord, orderContextOf } from './orderRecord';
import { podFilesOf } from './podFiles';

const SORTS = {
  createdAt: orders.createdAt,
  pickupAt: orders.pickupAt,
  gateInAt: orders.gateInAt,
  gateOutAt: orders.gateOutAt,
  number: orders.number,
} as const;

/** The "active" tab: every order still on its way. */
const FINISHED = ['delivered', 'invoiced', 'closed', 'rejected', 'cancelled'] as const;

const origin = alias(cities, 'origin');
const destination = alias(cities, 'destination');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const rowColumns = {
  order: orders,
  plantName: plants.name,
  transporterName: transporters.name,
  clientName: clients.name,
  vendorName: vendors.name,
  origin: origin.name,
  destination: destination.name,
};

type Joined = { order: OrderRecord } & Record<
  'plantName' | 'transporterName' | 'origin' | 'destination',
  string
> &
  Record<'clientName' | 'vendorName', string | null>;

const joined = (db: Database) =>
  db
    .select(rowColumns)
    .from(orders)
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(transporters, eq(transporters.id, orders.transporterId))
    .innerJoin(origin, eq(origin.id, orders.originCityId))
    .innerJoin(destination, eq(destination.id, orders.destinationCityId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(vendors, eq(vendors.id, orders.vendorId));

const toRow = ({ order: o, ...j }: Joined): OrderRow => ({
  id: o.id,
  number: o.number,
  direction: o.direction,
  source: o.source,
  status: o.status,
  plant: { id: o.plantId, name: j.plantName },
  transporter: { id: o.transporterId, name: j.transporterName },
  party:
    o.clientId !== null
      ? { id: o.clientId, name: j.clientName ?? '' }
      : o.vendorId !== null
        ? { id: o.vendorId, name: j.vendorName ?? '' }
        : null,
  origin: j.origin,
  destination: j.destination,
  vehicleNumber: o.vehicleNumber,
  trackingMethod: o.trackingMethod,
  freightPaise: o.freightPaise,
  pickupAt: o.pickupAt.toISOString(),
  gateInAt: iso(o.gateInAt),
  gateOutAt: iso(o.gateOutAt),
  deliveredAt: iso(o.deliveredAt),
  rejectedAt: iso(o.rejectedAt),
  cancelledAt: iso(o.cancelledAt),
  reason: o.reason,
  createdAt: o.createdAt.toISOString(),
});

export async function listOrders(
  db: Database,
  user: SignedInUser,
  query: Omit<OrderListQuery, 'sort'> & { sort: keyof typeof SORTS },
  source?: OrderSource,
) {
  const scope = plantScope(user, orders.plantId);
  const conditions: SQL[] = [
    eq(orders.industryId, industryOf(user)),
    eq(orders.direction, query.direction),
    ...(scope ? [scope] : []),
    ...(source ? [eq(orders.source, source)] : []),
    ...dayRange(orders.pickupAt, query.pickupFrom, query.pickupTo),
    ...dayRange(orders.gateInAt, query.gateInFrom, query.gateInTo),
    ...dayRange(orders.gateOutAt, query.gateOutFrom, query.gateOutTo),
    ...dayRange(orders.rejectedAt, query.rejectedFrom, query.rejectedTo),
    ...dayRange(orders.createdAt, query.from, query.to),
  ];
  if (query.tab === 'active') conditions.push(notInArray(orders.status, [...FINISHED]));
  else if (query.tab !== 'all') conditions.push(eq(orders.status, query.tab));
  if (query.plant) conditions.push(eq(orders.plantId, query.plant));
  if (query.search) {
    const p = likePattern(query.search);
    conditions.push(
      or(
        ilike(orders.number, p),
        ilike(orders.vehicleNumber, p),
        ilike(transporters.name, p),
        ilike(clients.name, p),
        ilike(vendors.name, p),
      )!,
    );
  }
  const where = and(...conditions);
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(direction(SORTS[query.sort]), direction(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(transporters, eq(transporters.id, orders.transporterId))
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .leftJoin(vendors, eq(vendors.id, orders.vendorId))
      .where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Representative events: which buttons the order's screen shows now. */
const probes = (o: OrderRecord): OrderEvent[] => [
  { type: 'vehicle.assign', vehicleNumber: o.vehicleNumber ?? 'MP19AB1234' },
  { type: 'gate.arrive' },
  { type: 'gate.in', vehicleNumber: o.vehicleNumber ?? '' },
  { type: 'cargo.start' },
  { type: 'gate.out', vehicleNumber: o.vehicleNumber ?? '' },
  { type: 'trip.start' },
  { type: 'delivery.confirm' },
  { type: 'invoice.record' },
  { type: 'order.close' },
  { type: 'order.reject', reason: 'probe' },
  { type: 'order.cancel', reason: 'probe' },
];

export async function orderDetail(db: Database, order: OrderRecord): Promise<OrderDetail> {
  const [[head], timeline] = await Promise.all([
    joined(db).where(eq(orders.id, order.id)),
    db
      .select({ status: orderEvents.status, at: orderEvents.at, note: orderEvents.note, by: users.name })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.byUserId))
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ]);
  const [product] = order.productId
    ? await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(eq(products.id, order.productId))
    : [];
  return {
    ...toRow(head!),
    requestId: order.requestId,
    bidId: order.bidId,
    product: product ?? null,
    originCityId: order.originCityId,
    destinationCityId: order.destinationCityId,
    driverName: order.driverName,
    driverPhone: order.driverPhone,
    ewayBillNo: order.ewayBillNo,
    weightKg: order.weightKg,
    timeline: timeline.map((t) => ({ status: t.status, at: t.at.toISOString(), note: t.note, by: t.by })),
    podFiles: await podFilesOf(db, order),
    containers: await containersOfOrder(db, order.id),
    actions: orderLifecycle.allowedEvents(order.status, orderContextOf(order), probes(order)),
  };
}
