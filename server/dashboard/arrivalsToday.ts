import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { trackingLatest } from '../db/schema/trackingState';
import { transporters } from '../db/schema/transporters';
import { type DashboardTileDefinition, num, TOP_ROWS, wallTime } from './tileDefinition';
import { plantConditions, type TileScope } from './tileScope';

const COLUMNS: InsightColumn[] = [
  { key: 'plant', kind: 'text' },
  { key: 'inbound', kind: 'count' },
  { key: 'outbound', kind: 'count' },
  { key: 'trucks', kind: 'count' },
];

const LIST_COLUMNS: InsightColumn[] = [
  { key: 'expectedAt', kind: 'text' },
  { key: 'plant', kind: 'text' },
  { key: 'direction', kind: 'text', labels: 'domain.directions' },
  { key: 'order', kind: 'text' },
  { key: 'vehicle', kind: 'text' },
  { key: 'transporter', kind: 'text' },
  { key: 'status', kind: 'text', labels: 'domain.status' },
];

/**
 * When a truck is expected at its plant. Inbound: the live ETA of its trip (tracking_latest) when there is
 * one, else its promised arrival (`due_at`, orders/orderPromise.ts), else its pickup; outbound: the pickup time
 * it reports for loading at.
 */
const expectedAt = sql<Date>`case when ${orders.direction} = 'inbound'
  then coalesce(${trackingLatest.etaAt}, ${orders.dueAt}, ${orders.pickupAt}) else ${orders.pickupAt} end`;

/** Not yet through the gate: coming (or, inbound, on its way), or waiting at the gate. */
const NOT_IN = {
  inbound: ['vehicle_assigned', 'in_transit', 'at_gate'],
  outbound: ['vehicle_assigned', 'at_gate'],
} as const;

/** Trucks of the user's plants expected today (Indian day) and not through the gate yet. */
const expectedToday = (scope: TileScope): SQL =>
  and(
    eq(orders.industryId, scope.industryId),
    or(
      and(eq(orders.direction, 'inbound'), inArray(orders.status, [...NOT_IN.inbound])),
      and(eq(orders.direction, 'outbound'), inArray(orders.status, [...NOT_IN.outbound])),
    ),
    ...plantConditions(scope, orders.plantId),
    ...(scope.transporter ? [eq(orders.transporterId, scope.transporter)] : []),
    gte(expectedAt, scope.todayAt),
    lt(expectedAt, scope.todayEndAt),
  )!;

async function arrivalsList(db: Queryable, scope: TileScope) {
  const rows = await db
    .select({
      expectedAt,
      plant: plants.name,
      direction: orders.direction,
      order: orders.number,
      vehicle: orders.vehicleNumber,
      transporter: transporters.name,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(transporters, eq(transporters.id, orders.transporterId))
    .leftJoin(trackingLatest, eq(trackingLatest.orderId, orders.id))
    .where(expectedToday(scope))
    .orderBy(asc(expectedAt), asc(plants.name), asc(orders.id));
  return rows.map((r) => ({ ...r, expectedAt: wallTime(r.expectedAt) }));
}

/**
 * Trucks expected at each plant today (India's day), busiest plant first; the date range does not apply,
 * the plant and the transporter do. The full view lists the trucks by the time they are expected.
 */
export const arrivalsToday: DashboardTileDefinition = {
  id: 'arrivals-today',
  money: false,
  summaryRows: TOP_ROWS,
  async compute(db, scope, full) {
    const inbound = sql<number>`count(*) filter (where ${orders.direction} = 'inbound')`;
    const outbound = sql<number>`count(*) filter (where ${orders.direction} = 'outbound')`;
    const [groups, list] = await Promise.all([
      db
        .select({ plant: plants.name, inbound, outbound })
        .from(orders)
        .innerJoin(plants, eq(plants.id, orders.plantId))
        .leftJoin(trackingLatest, eq(trackingLatest.orderId, orders.id))
        .where(expectedToday(scope))
        .groupBy(plants.id, plants.name)
        .orderBy(sql`count(*) desc`, asc(plants.name)),
      full ? arrivalsList(db, scope) : undefined,
    ]);
    const rows = groups.map((g) => {
      const [i, o] = [num(g.inbound), num(g.outbound)];
      return { plant: g.plant, inbound: i, outbound: o, trucks: i + o };
    });
    return {
      table: { columns: COLUMNS, rows },
      chart: { type: 'bar', x: 'plant', series: ['inbound', 'outbound'] },
      figure: rows.reduce((sum, r) => sum + r.trucks, 0),
      figureKind: 'count',
      ...(list ? { list: { columns: LIST_COLUMNS, rows: list } } : {}),
    };
  },
};
