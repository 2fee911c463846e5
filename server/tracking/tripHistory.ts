import { and, asc, count, desc, eq, gte, lte, max, min, type SQL, sql } from 'drizzle-orm';
import type { TimelineEntry, TrackPoint } from '../../src/domain/schemas/tracking';
import type { Queryable } from '../db/database';
import { orderEvents } from '../db/schema/orders';
import { positions, tollCrossings } from '../db/schema/tracking';
import { ewayBillEvents, trackingAlerts } from '../db/schema/trackingState';

/**
 * The most fixes one answer carries: every fix of a range that holds fewer, else an even sample in time of
 * the whole range (the first fix of each of this many equal slices, and the last fix). Slices of a week are
 * two minutes long, so the stops a replay marks (15 minutes and more) keep several fixes each; toll crossings
 * come whole from their own list. The player asks for short ranges in full as it plays.
 */
export const MAX_TRACK_POINTS = 5_000;

export interface Range {
  from?: Date | undefined;
  to?: Date | undefined;
}

const within = (column: Parameters<typeof gte>[0], range: Range): SQL[] => [
  ...(range.from ? [gte(column, range.from)] : []),
  ...(range.to ? [lte(column, range.to)] : []),
];

const fixColumns = {
  at: positions.recordedAt,
  latitude: positions.latitude,
  longitude: positions.longitude,
  speedKmh: positions.speedKph,
  heading: positions.heading,
  source: positions.source,
};

/**
 * Fixes of an order in time order (the order id is already checked against the user's industry): all of
 * them, or, past `maxPoints` (a replay's MAX_TRACK_POINTS; a trip summary asks for every one), an even sample
 * in time from the range's first fix to its last. Fixes judged implausible are left out: a replay draws where
 * the truck went, not where a faulty receiver put it, and a summary counts only the road it drove.
 */
export async function trackOf(
  db: Queryable,
  orderId: number,
  range: Range,
  { source, maxPoints = MAX_TRACK_POINTS }: { source?: 'sim'; maxPoints?: number } = {},
): Promise<{ points: TrackPoint[]; simplified: boolean }> {
  const where = and(
    eq(positions.orderId, orderId),
    eq(positions.implausible, false),
    ...(source ? [eq(positions.source, source)] : []),
    ...within(positions.recordedAt, range),
  );
  const [extent] = await db
    .select({ fixes: count(), first: min(positions.recordedAt), last: max(positions.recordedAt) })
    .from(positions)
    .where(where);
  const { fixes = 0, first, last } = extent ?? {};
  if (!first || !last) return { points: [], simplified: false };
  // Positions are partitioned by month on recorded_at: bounding the reads by the trip's own first and last
  // fix lets PostgreSQL skip every other month (the extent above reads each month's order index once).
  const inTrip = and(where, ...within(positions.recordedAt, { from: first, to: last }));
  const all = () => db.select(fixColumns).from(positions).where(inTrip).orderBy(asc(positions.recordedAt));
  if (fixes <= maxPoints) return { points: (await all()).map(asPoint), simplified: false };

  const sliceMs = Math.ceil((last.getTime() - first.getTime()) / (maxPoints - 1));
  // Written out, not bound: DISTINCT ON must match ORDER BY's first expression, and two bindings of the same
  // values are two different expressions to PostgreSQL. Both are our own numbers, never a caller's text.
  const slice = sql.raw(
    `floor(extract(epoch from "positions"."recorded_at" - '${first.toISOString()}'::timestamptz) * 1000 / ${sliceMs})`,
  );
  const [sample, end] = await Promise.all([
    db
      .selectDistinctOn([slice], fixColumns)
      .from(positions)
      .where(inTrip)
      .orderBy(slice, asc(positions.recordedAt)),
    db.select(fixColumns).from(positions).where(inTrip).orderBy(desc(positions.recordedAt)).limit(1),
  ]);
  const lastFix = end[0];
  const endsAtLast = !lastFix || sample.at(-1)?.at.getTime() === lastFix.at.getTime();
  return { points: (endsAtLast ? sample : [...sample, lastFix]).map(asPoint), simplified: true };
}

const asPoint = (row: Omit<TrackPoint, 'at'> & { at: Date }): TrackPoint => ({
  ...row,
  at: row.at.toISOString(),
});

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
