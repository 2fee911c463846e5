import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { trackingLatest } from '../db/schema/trackingState';
import { transporters } from '../db/schema/transporters';
import type { DashboardTileDefinition } from './tileDefinition';
import { wallTime } from './tileDefinition';
import { plantConditions, type TileScope } from './tileScope';

const COLUMNS: InsightColumn[] = [
  { key: 'status', kind: 'text', labels: 'domain.status' },
  { key: 'inbound', kind: 'count' },
  { key: 'outbound', kind: 'count' },
  { key: 'trucks', kind: 'count' },
];

const LIST_COLUMNS: InsightColumn[] = [
  { key: 'status', kind: 'text', labels: 'domain.status' },
  { key: 'order', kind: 'text' },
  { key: 'direction', kind: 'text', labels: 'domain.directions' },
  { key: 'plant', kind: 'text' },
  { key: 'transporter', kind: 'text' },
  { key: 'vehicle', kind: 'text' },
  { key: 'eta', kind: 'text' },
  { key: 'delayMinutes', kind: 'minutes' },
];

/** A truck is running from its vehicle being assigned until delivery: the statuses the tracking boards show. */
const running = (scope: TileScope): SQL =>
  and(
    eq(orders.industryId, scope.industryId),
    inArray(orders.status, [...TRACKED_STATUSES]),
    ...plantConditions(scope, orders.plantId),
    ...(scope.transporter ? [eq(orders.transporterId, scope.transporter)] : []),
  )!;

/** Lists read in the order a trip goes through its statuses. */
const lifecycleOrder = sql`array_position(${`{${TRACKED_STATUSES.join(',')}}`}::text[], ${orders.status})`;

async function runningList(db: Queryable, scope: TileScope) {
  const rows = await db
    .select({
      status: orders.status,
      order: orders.number,
      direction: orders.direction,
      plant: plants.name,
      transporter: transporters.name,
      vehicle: orders.vehicleNumber,
      eta: trackingLatest.etaAt,
      delayMinutes: trackingLatest.delayMinutes,
    })
    .from(orders)
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(transporters, eq(transporters.id, orders.transporterId))
    .leftJoin(trackingLatest, eq(trackingLatest.orderId, orders.id))
    .where(running(scope))
    .orderBy(lifecycleOrder, asc(orders.pickupAt), asc(orders.id));
  return rows.map((r) => ({ ...r, eta: wallTime(r.eta), delayMinutes: r.delayMinutes ?? null }));
}

/**
 * Running trucks now, by status and direction: live, so the date range does not apply; the plant and the
 * transporter do. Every status of a trip is a row, in the order a trip goes through them, zero or not.
 */
export const trucksByStatus: DashboardTileDefinition = {
  id: 'trucks-by-status',
  money: false,
  summaryRows: 'all',
  async compute(db, scope, full) {
    const [groups, list] = await Promise.all([
      db
        .select({ status: orders.status, direction: orders.direction, n: count() })
        .from(orders)
        .where(running(scope))
        .groupBy(orders.status, orders.direction),
      full ? runningList(db, scope) : undefined,
    ]);
    const rows = TRACKED_STATUSES.map((status) => {
      const of = (direction: string) =>
        groups.find((g) => g.status === status && g.direction === direction)?.n ?? 0;
      return {
        status,
        inbound: of('inbound'),
        outbound: of('outbound'),
        trucks: of('inbound') + of('outbound'),
      };
    });
    return {
      table: { columns: COLUMNS, rows },
      chart: { type: 'bar', x: 'status', series: ['inbound', 'outbound'] },
      figure: rows.reduce((sum, r) => sum + r.trucks, 0),
      figureKind: 'count',
      ...(list ? { list: { columns: LIST_COLUMNS, rows: list } } : {}),
    };
  },
};
