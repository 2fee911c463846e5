import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '../../src/domain/schemas/list';
import type { OrderDetail, OrderListQuery, OrderRow } from '../../src/domain/schemas/orders';
import { type Direction, ORDER_STATUSES, type OrderSource } from '../../src/domain/statuses';
import { type OrderEvent, orderLifecycle } from '../../src/machines/orderMachine';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import { containersOfOrder } from '../containers/orderContainers';
import type { Database } from '../db/database';
import { searchPattern } from '../db/likePattern';
import {
  type Alternative,
  cappedCount,
  cappedCountOfAny,
  matchingRows,
  type PageWindow,
  pageIds,
  pageOfRows,
  pageWindow,
  rowsOfPage,
} from '../db/listPage';
import { numberHolds, plateHolds, pointingAtNamed } from '../db/listSearch';
import { users } from '../db/schema/access';
import { products } from '../db/schema/catalogue';
import { cities } from '../db/schema/geo';
import { orderEvents, orders } from '../db/schema/orders';
import { clients, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { transporters } from '../db/schema/transporters';
import { dayRange } from '../requests/requestQueries';
import { orderNumberPrefix } from './orderNumbers';
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

/** The "active" tab's statuses, named rather than "not finished", so the status index answers it. */
const ACTIVE = ORDER_STATUSES.filter((status) => !(FINISHED as readonly string[]).includes(status));

/**
 * The search box: the order's number or vehicle, or the name of its transporter, client or vendor, as the
 * conditions any of which a found order meets (the list's count reads each by its own index).
 */
const searched = async (
  db: Database,
  user: SignedInUser,
  direction: Direction,
  text: string,
): Promise<Alternative[]> => {
  const industry = industryOf(user);
  const named = await pointingAtNamed(
    db,
    [
      { column: orders.transporterId, table: transporters, id: transporters.id, name: transporters.name },
      {
        column: orders.clientId,
        table: clients,
        id: clients.id,
        name: clients.name,
        scope: eq(clients.industryId, industry),
      },
      {
        column: orders.vendorId,
        table: vendors,
        id: vendors.id,
        name: vendors.name,
        scope: eq(vendors.industryId, industry),
      },
    ],
    searchPattern(text),
  );
  return [
    numberHolds(orders.number, text, orderNumberPrefix(direction), [orders.createdAt, orders.pickupAt]),
    ...[...plateHolds(orders.vehicleNumber, text), ...named].map((where) => ({ where })),
  ];
};

export async function listOrders(
  db: Database,
  user: SignedInUser,
  query: Omit<OrderListQuery, 'sort'> & { sort: keyof typeof SORTS },
  source?: OrderSource,
): Promise<Page<OrderRow>> {
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
  if (query.tab === 'active') conditions.push(inArray(orders.status, ACTIVE));
  else if (query.tab !== 'all') conditions.push(eq(orders.status, query.tab));
  if (query.plant) conditions.push(eq(orders.plantId, query.plant));
  const search = query.search ? await searched(db, user, query.direction, query.search) : undefined;
  const where = and(...conditions);
  const read = async (window: PageWindow) => {
    const page = pageIds(db, orders, orders.id, where, window, search);
    const rows = await joined(db)
      .innerJoin(page, eq(page.id, orders.id))
      .orderBy(...window.orderBy);
    return rows.map(toRow);
  };
  return pageOfRows(
    query,
    rowsOfPage(pageWindow(query, SORTS[query.sort], orders.id), read),
    search
      ? cappedCountOfAny(db, orders, orders.id, where, search)
      : cappedCount(db, matchingRows(db).from(orders).where(where)),
  );
}

/** The events the order's screen offers as buttons (an invoice is entered, never a step of its own). */
type OfferedEvent = Extract<OrderEvent, { type: OrderDetail['actions'][number] }>;

/** Representative events: which buttons the order's screen shows now. */
const probes = (o: OrderRecord): OfferedEvent[] => [
  { type: 'vehicle.assign', vehicleNumber: o.vehicleNumber ?? 'MP19AB1234' },
  { type: 'gate.arrive' },
  { type: 'gate.in', vehicleNumber: o.vehicleNumber ?? '' },
  { type: 'cargo.start' },
  { type: 'gate.out', vehicleNumber: o.vehicleNumber ?? '' },
  { type: 'trip.start' },
  { type: 'delivery.confirm' },
  { type: 'order.close' },
  { type: 'order.reject', reason: 'probe' },
  { type: 'order.cancel', reason: 'probe' },
];

export async function orderDetail(db: Database, order: OrderRecord): Promise<OrderDetail> {
  const [[head], timeline] = await Promise.all([
    joined(db).where(eq(orders.id, order.id)),
    db
      .select({
        status: orderEvents.status,
        at: orderEvents.at,
        note: orderEvents.note,
        by: users.name,
        driverAction: orderEvents.driverAction,
        detectedBy: orderEvents.detectedBy,
      })
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
  const [acceptedBy] = order.acceptedByUserId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, order.acceptedByUserId))
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
    acceptance: order.acceptedAt
      ? { at: order.acceptedAt.toISOString(), by: acceptedBy?.name ?? null }
      : null,
    timeline: timeline.map((t) => ({
      status: t.status,
      at: t.at.toISOString(),
      note: t.note,
      by: t.by,
      driverAction: t.driverAction,
      detectedBy: t.detectedBy,
    })),
    podFiles: await podFilesOf(db, order),
    containers: await containersOfOrder(db, order.id),
    actions: orderLifecycle.allowedEvents(order.status, orderContextOf(order), probes(order)),
  };
}
