import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { TimelineEntry, TrackPoint } from '../../src/domain/schemas/tracking';
import type { Queryable } from '../db/database';
import { orderEvents } from '../db/schema/orders';
import { positions, tollCrossings } from '../db/schema/tracking';
import { ewayBillEvents, trackingAlerts } from '../db/schema/trackingState';

/** Replay is capped so one request stays a few MB; a week of 10-second GPS fixes is ~60 000 points. */
export const MAX_TRACK_POINTS = 20_000;

export interface Range {
  from?: Date | undefined;
  to?: Date | undefined;
}

const within = (column: Parameters<typeof gte>[0], range: Range): SQL[] => [
  ...(range.from ? [gte(column, range.from)] : []),
  ...(range.to ? [lte(column, range.to)] : []),
];

/** Fixes of an order in time order (the order id is already checked against the user's industry). */
export async function trackOf(
  db: Queryable,
  orderId: number,
  range: Range,
  source?: 'sim',
): Promise<{ points: TrackPoint[]; truncated: boolean }> {
  const rows = await db
    .select({
      at: positions.recordedAt,
      latitude: positions.latitude,
      longitude: positions.longitude,
      speedKmh: positions.speedKph,
      heading: positions.heading,
      source: positions.source,
    })
    .from(positions)
    .where(
      and(
        eq(positions.orderId, orderId),
        ...(source ? [eq(positions.source, source)] : []),
        ...within(positions.recordedAt, range),
      ),
    )
    .orderBy(asc(positions.recordedAt))
    .limit(MAX_TRACK_POINTS + 1);
  return {
    points: rows.slice(0, MAX_TRACK_POINTS).map((r) => ({ ...r, at: r.at.toISOString() })),
    truncated: rows.length > MAX_TRACK_POINTS,
  };
}

export async function tollsOf(db: Queryable, orderId: number, range: Range = {}) {
  const rows = await db
    .select({
      plazaName: tollCrossings.plazaName,
      plazaCode: tollCrossings.plazaCode,
      latitude: tollCrossings.latitude,
      longitude: tollCrossings.longitude,
      laneDirection: tollCrossings.laneDirection,
      at: tollCrossings.readAt,
    })
    .from(tollCrossings)
    .where(and(eq(tollCrossings.orderId, orderId), ...within(tollCrossings.readAt, range)))
    .orderBy(asc(tollCrossings.readAt));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** The order's timeline: status changes, toll crossings, e-way bill events and alerts, oldest first. */
export async function timelineOf(db: Queryable, orderId: number): Promise<TimelineEntry[]> {
  const [statuses, tolls, bills, alerts] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)),
    tollsOf(db, orderId),
    db.select().from(ewayBillEvents).where(eq(ewayBillEvents.orderId, orderId)),
    db.select().from(trackingAlerts).where(eq(trackingAlerts.orderId, orderId)),
  ]);
  const entries: TimelineEntry[] = [
    ...statuses.map((s) => ({ at: s.at.toISOString(), kind: 'status' as const, status: s.status })),
    ...tolls.map((t) => ({ at: t.at, kind: 'toll' as const, plazaName: t.plazaName })),
    ...bills.map((b) => ({
      at: b.at.toISOString(),
      kind: 'ewaybill' as const,
      number: b.number,
      change: b.kind,
      validUntil: b.validUntil.toISOString(),
    })),
    ...alerts.flatMap((a) => [
      { at: a.raisedAt.toISOString(), kind: 'alert' as const, alert: a.kind },
      ...(a.clearedAt
        ? [{ at: a.clearedAt.toISOString(), kind: 'alert_cleared' as const, alert: a.kind }]
        : []),
    ]),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
