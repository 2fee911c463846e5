import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import { ALERT_KINDS } from '../../src/domain/schemas/tracking';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { trackingAlerts } from '../db/schema/trackingState';
import { transporters } from '../db/schema/transporters';
import { type DashboardTileDefinition, wallTime } from './tileDefinition';
import { plantConditions, type TileScope } from './tileScope';

const COLUMNS: InsightColumn[] = [
  { key: 'alertKind', kind: 'text', labels: 'domain.alerts' },
  { key: 'alerts', kind: 'count' },
  { key: 'openAlerts', kind: 'count' },
];

const LIST_COLUMNS: InsightColumn[] = [
  { key: 'raisedAt', kind: 'text' },
  { key: 'alertKind', kind: 'text', labels: 'domain.alerts' },
  { key: 'order', kind: 'text' },
  { key: 'vehicle', kind: 'text' },
  { key: 'plant', kind: 'text' },
  { key: 'transporter', kind: 'text' },
  { key: 'clearedAt', kind: 'text' },
];

/** Alerts raised today (India's day) on the trips of the user's plants. */
const raisedToday = (scope: TileScope): SQL =>
  and(
    eq(trackingAlerts.industryId, scope.industryId),
    gte(trackingAlerts.raisedAt, scope.todayAt),
    lt(trackingAlerts.raisedAt, scope.todayEndAt),
    ...plantConditions(scope, orders.plantId),
    ...(scope.transporter ? [eq(orders.transporterId, scope.transporter)] : []),
  )!;

async function alertList(db: Queryable, scope: TileScope) {
  const rows = await db
    .select({
      raisedAt: trackingAlerts.raisedAt,
      alertKind: trackingAlerts.kind,
      order: orders.number,
      vehicle: orders.vehicleNumber,
      plant: plants.name,
      transporter: transporters.name,
      clearedAt: trackingAlerts.clearedAt,
    })
    .from(trackingAlerts)
    .innerJoin(orders, eq(orders.id, trackingAlerts.orderId))
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(transporters, eq(transporters.id, orders.transporterId))
    .where(raisedToday(scope))
    .orderBy(desc(trackingAlerts.raisedAt), desc(trackingAlerts.id));
  return rows.map((r) => ({ ...r, raisedAt: wallTime(r.raisedAt), clearedAt: wallTime(r.clearedAt) }));
}

/**
 * Tracking alerts raised today by kind, the commonest first (every kind is a row, so the chart keeps its
 * slices), with how many are still open. The date range does not apply. The full view lists each alert,
 * newest first, with its order and truck.
 */
export const alertsToday: DashboardTileDefinition = {
  id: 'alerts-today',
  money: false,
  summaryRows: 'all',
  async compute(db, scope, full) {
    const [groups, list] = await Promise.all([
      db
        .select({
          kind: trackingAlerts.kind,
          open: sql`count(*) filter (where ${trackingAlerts.clearedAt} is null)`.mapWith(Number),
          n: count(),
        })
        .from(trackingAlerts)
        .innerJoin(orders, eq(orders.id, trackingAlerts.orderId))
        .where(raisedToday(scope))
        .groupBy(trackingAlerts.kind),
      full ? alertList(db, scope) : undefined,
    ]);
    const rows = ALERT_KINDS.map((kind) => {
      const group = groups.find((g) => g.kind === kind);
      return { alertKind: kind, alerts: group?.n ?? 0, openAlerts: group?.open ?? 0 };
    }).sort(
      (a, b) => b.alerts - a.alerts || ALERT_KINDS.indexOf(a.alertKind) - ALERT_KINDS.indexOf(b.alertKind),
    );
    return {
      table: { columns: COLUMNS, rows },
      chart: { type: 'pie', x: 'alertKind', series: ['alerts'] },
      figure: rows.reduce((sum, r) => sum + r.alerts, 0),
      figureKind: 'count',
      ...(list ? { list: { columns: LIST_COLUMNS, rows: list } } : {}),
    };
  },
};
