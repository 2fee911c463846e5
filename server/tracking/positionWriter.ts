import { sql } from 'drizzle-orm';
import { isImplausibleFix } from '../../src/domain/fixPlausibility';
import type { PositionSource } from '../../src/domain/statuses';
import type { Queryable } from '../db/database';
import { positions } from '../db/schema/tracking';
import { trackingLatest } from '../db/schema/trackingState';
import type { TrackingChange } from '../events/domainEvents';
import type { Outbox } from '../events/outbox';
import { type AlertChange, logAlertChanges } from './alertLog';
import type { AlertThresholds } from './alertThresholds';
import { atOwnPlant, awaitsArrival, waitsAtPlant } from './atPlant';
import { anyOfIds, arrayParam, resultRows } from './batchSql';
import { deriveAlerts } from './deriveAlerts';
import { deriveMotion, type Motion, type PriorMotion } from './deriveMotion';
import { firstOfEach } from './firstOfEach';
import { arriveAtGates } from './geofenceArrival';
import { flagImplausible } from './implausibleFixes';
import { latestRowChanges } from './latestChanges';
import type { OrderContext } from './orderContext';
import { nextSeq } from './sequence';
import type { LatestRow } from './vehicleState';

export interface FixIn {
  eventId: string;
  orderId: number | null;
  /** Null for a fix of a device on no truck: it is kept against `deviceId` alone. */
  vehicleNumber: string | null;
  /** What the device calls itself, for a fix of a device format (OsmAnd, Traccar). */
  deviceId?: string;
  source: PositionSource;
  at: Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  heading: number | null;
  /** The vehicle's own readings beside the fix, when its unit reports them (Traccar forwarding). */
  ignition?: boolean;
  odometerKm?: number;
}

export interface WriteResult {
  accepted: number;
  duplicates: number;
  changes: TrackingChange[];
}

/** A fix's identity: its feed's own event id within the feed (the unique key of `positions`, less the time). */
const fixKey = (f: { source: string; eventId: string }) => `${f.source}\u0000${f.eventId}`;

/**
 * What writeFixes did, and which fixes were new, so a caller of several batches can split it: the very objects
 * it was given, the first of each fixKey, so a repeat (another object) is never among them.
 */
export interface FixWriteResult extends WriteResult {
  fresh: ReadonlySet<FixIn>;
}

/**
 * Stores a batch of fixes and moves each tracked order's latest state forward, inside the caller's
 * transaction: one insert for the fixes (duplicates skipped by the unique key), one locked read of the
 * latest rows, one upsert of the new ones, one insert for raised alerts. A fix older than the order's latest
 * is kept for replay but does not move the latest state back in time. A newer fix that cannot be true after
 * the last one believed (fixPlausibility.ts) is kept flagged and skipped: the state, its alerts and the next
 * fix's judgement all go on from the last believed fix. A truck seen inside its plant's geofence before it
 * reached the gate is marked arrived there through the order lifecycle (geofenceArrival.ts), events in `outbox`;
 * standing at its plant before the trip it has no ETA (atPlant.ts).
 *
 * The two batch statements take their rows as one parameter per column (`unnest`) rather than a multi-row
 * VALUES list: a batch of 2,000 fixes would otherwise be 20,000 bound parameters, and building and binding
 * those cost more than the insert itself.
 */
export async function writeFixes(
  tx: Queryable,
  outbox: Outbox,
  industryId: number,
  fixes: readonly FixIn[],
  contexts: ReadonlyMap<number, OrderContext>,
  thresholds: AlertThresholds,
  now: Date,
): Promise<FixWriteResult> {
  if (fixes.length === 0) return { accepted: 0, duplicates: 0, changes: [], fresh: new Set() };
  // Each fix's key is built once: at thousands of fixes a batch, the strings are a good part of the garbage.
  const byKey = firstOfEach(fixes, fixKey);
  const stored = new Set((await insertPositions(tx, industryId, [...byKey.values()])).map(fixKey));
  const accepted: FixIn[] = [];
  for (const [key, fix] of byKey) if (stored.has(key)) accepted.push(fix);
  const fresh = new Set(accepted);

  const byOrder = new Map<number, FixIn[]>();
  for (const f of accepted) {
    if (f.orderId === null || !contexts.get(f.orderId)?.tracked) continue;
    const list = byOrder.get(f.orderId) ?? [];
    list.push(f);
    byOrder.set(f.orderId, list);
  }
  const base = { accepted: accepted.length, duplicates: fixes.length - accepted.length, fresh };
  if (byOrder.size === 0) return { ...base, changes: [] };

  const prior = await lockLatest(tx, [...byOrder.keys()]);
  const last: { orderId: number; fix: FixIn; motion: Motion }[] = [];
  const implausible: FixIn[] = [];
  /** Orders awaiting their truck at the gate, and when its first fix inside the plant's geofence was taken. */
  const seenAtPlant = new Map<number, Date>();
  for (const [orderId, list] of byOrder) {
    const context = contexts.get(orderId)!;
    const before = prior.get(orderId);
    let motion: PriorMotion | null =
      before?.lastFixAt && before.latitude !== null && before.longitude !== null
        ? {
            lastFixAt: before.lastFixAt,
            latitude: before.latitude,
            longitude: before.longitude,
            stoppedSince: before.stoppedSince,
          }
        : null;
    // Every newer fix carries the standstill on; only the last one makes the row.
    let lastFix: FixIn | null = null;
    let lastMotion: Motion | null = null;
    let firstAtPlant: Date | null = null;
    for (const fix of list.sort((a, b) => a.at.getTime() - b.at.getTime())) {
      if (motion && fix.at <= motion.lastFixAt) continue;
      if (motion && isImplausibleFix({ ...motion, at: motion.lastFixAt }, fix)) {
        implausible.push(fix);
        continue;
      }
      const m = deriveMotion(context.plan, fix, motion);
      motion = {
        lastFixAt: fix.at,
        latitude: fix.latitude,
        longitude: fix.longitude,
        stoppedSince: m.stoppedSince,
      };
      lastFix = fix;
      lastMotion = m;
      if (firstAtPlant === null && atOwnPlant(context, fix)) firstAtPlant = fix.at;
    }
    if (firstAtPlant && awaitsArrival(context)) seenAtPlant.set(orderId, firstAtPlant);
    if (lastFix && lastMotion) last.push({ orderId, fix: lastFix, motion: lastMotion });
  }
  await flagImplausible(tx, industryId, implausible);
  if (last.length === 0) return { ...base, changes: [] };

  // The geofence tells the story: a truck seen at its plant is marked arrived, and its state says so.
  const arrived = seenAtPlant.size > 0 ? await arriveAtGates(tx, outbox, industryId, seenAtPlant, now) : null;
  const atGate = new Map<number, OrderContext>();
  for (const orderId of arrived ?? []) atGate.set(orderId, { ...contexts.get(orderId)!, status: 'at_gate' });
  const contextOf = (orderId: number) => atGate.get(orderId) ?? contexts.get(orderId)!;
  // Each new row is built whole here; its `seq` is set once the sequence number is drawn below.
  const next = last.map(({ orderId, fix, motion }) =>
    latestRow(industryId, orderId, contextOf(orderId), fix, motion, prior.get(orderId), thresholds, now),
  );

  const seq = await nextSeq(tx, industryId);
  const moved = await upsertLatest(tx, industryId, next, seq, now);
  const written = next.filter((r) => moved.has(r.orderId));
  for (const row of written) row.seq = seq;

  const alertChanges: AlertChange[] = [];
  const changes: TrackingChange[] = [];
  for (const row of written) {
    const alertsBefore = prior.get(row.orderId)?.alerts ?? [];
    const announced = latestRowChanges(industryId, contextOf(row.orderId), row, alertsBefore, seq, now);
    alertChanges.push(announced.alertChange);
    changes.push(...announced.changes);
  }
  await logAlertChanges(tx, industryId, alertChanges);
  return { ...base, changes };
}

/**
 * An order's new latest row after its last fix. The `real` columns keep single precision: the state sent to
 * sockets is rounded as the stored one.
 */
function latestRow(
  industryId: number,
  orderId: number,
  context: OrderContext,
  fix: FixIn,
  m: Motion,
  before: LockedLatest | undefined,
  thresholds: AlertThresholds,
  now: Date,
): LatestRow {
  // Standing at its plant before the trip, a truck is not on its way yet: no ETA to promise, no delay.
  const waiting = waitsAtPlant(context, fix);
  const etaAt = waiting ? null : m.etaAt;
  const delayMinutes = waiting ? 0 : m.delayMinutes;
  const alerts = deriveAlerts(
    {
      lastFixAt: fix.at,
      stoppedSince: m.stoppedSince,
      offRouteKm: m.offRouteKm,
      etaAt,
      delayMinutes,
      progress: m.progress,
      ewaybillValidUntil: context.ewaybill?.validUntil ?? null,
    },
    now,
    thresholds,
  );
  return {
    orderId,
    industryId,
    lastFixAt: fix.at,
    latitude: fix.latitude,
    longitude: fix.longitude,
    speedKmh: single(m.speedKmh),
    heading: single(fix.heading),
    source: fix.source,
    placeName: m.placeName,
    stoppedSince: m.stoppedSince,
    progress: Math.fround(m.progress),
    distanceLeftKm: Math.fround(m.distanceLeftKm),
    offRouteKm: Math.fround(m.offRouteKm),
    etaAt,
    delayMinutes,
    lastTollPlaza: before?.lastTollPlaza ?? null,
    lastTollAt: before?.lastTollAt ?? null,
    alerts,
    seq: 0,
    updatedAt: now,
  };
}

/**
 * Inserts the fixes not stored before; answers the ones it inserted. The columns travel as one typed array
 * each (`unnest`): PostgreSQL reads an array of floats or timestamps more cheaply than it takes apart a JSON
 * document row by row. No conflict target: the unique key is whatever the table's is (it includes the time
 * where `positions` is partitioned by it).
 */
async function insertPositions(
  tx: Queryable,
  industryId: number,
  fixes: readonly FixIn[],
): Promise<{ source: string; eventId: string }[]> {
  const column = (pick: (f: FixIn) => string | number | boolean | Date | null | undefined) =>
    arrayParam(fixes.map(pick));
  const result = await tx.execute(sql`
    insert into ${positions} (industry_id, order_id, vehicle_number, device_id, source, source_event_id,
      recorded_at, latitude, longitude, speed_kph, heading, ignition, odometer_km)
    select ${industryId}::int, f.*
    from unnest(${column((f) => f.orderId)}::int[], ${column((f) => f.vehicleNumber)}::text[],
      ${column((f) => f.deviceId)}::text[], ${column((f) => f.source)}::text[], ${column((f) => f.eventId)}::text[],
      ${column((f) => f.at)}::timestamptz[], ${column((f) => f.latitude)}::float8[],
      ${column((f) => f.longitude)}::float8[], ${column((f) => f.speedKmh)}::real[],
      ${column((f) => f.heading)}::real[], ${column((f) => f.ignition)}::boolean[],
      ${column((f) => f.odometerKm)}::float8[]) as f
    on conflict do nothing
    returning source, source_event_id as "eventId"`);
  return resultRows(result);
}

/** What writeFixes reads of an order's latest row before it moves it on. */
interface LockedLatest extends Pick<LatestRow, 'latitude' | 'longitude' | 'lastTollPlaza' | 'alerts'> {
  lastFixAt: Date | null;
  stoppedSince: Date | null;
  lastTollAt: Date | null;
}

/**
 * The orders' latest rows, locked in id order so that concurrent batches of one fleet cannot deadlock. Read
 * raw, the instants as epoch milliseconds: thousands of rows a batch went through drizzle's mapping of each
 * field and its parsing of timestamp text, a good part of the read's CPU.
 */
async function lockLatest(tx: Queryable, orderIds: readonly number[]): Promise<Map<number, LockedLatest>> {
  const result = await tx.execute(sql`
    select order_id as "orderId", ${epochMs('last_fix_at')} as "lastFixAt", latitude, longitude,
      ${epochMs('stopped_since')} as "stoppedSince", last_toll_plaza as "lastTollPlaza",
      ${epochMs('last_toll_at')} as "lastTollAt", alerts
    from ${trackingLatest}
    where ${anyOfIds(trackingLatest.orderId, orderIds)}
    order by order_id
    for update`);
  const locked = new Map<number, LockedLatest>();
  for (const r of resultRows<RawLatest>(result))
    locked.set(r.orderId, {
      lastFixAt: instantOf(r.lastFixAt),
      latitude: r.latitude,
      longitude: r.longitude,
      stoppedSince: instantOf(r.stoppedSince),
      lastTollPlaza: r.lastTollPlaza,
      lastTollAt: instantOf(r.lastTollAt),
      alerts: r.alerts,
    });
  return locked;
}

interface RawLatest {
  orderId: number;
  lastFixAt: number | null;
  latitude: number | null;
  longitude: number | null;
  stoppedSince: number | null;
  lastTollPlaza: string | null;
  lastTollAt: number | null;
  alerts: string[];
}

/** A `timestamptz` column as epoch milliseconds (float8, which both drivers answer as a number). */
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const instantOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Writes the new latest rows and answers the orders it moved. The toll columns are left alone on update (the
 * toll writer owns them), and a new row has no toll yet. A row is only moved forward in time: the locked read
 * cannot lock a row that does not exist yet, so two batches may both create an order's first row, and the
 * later one to commit must not put an older fix over a newer one. Nothing else is read back: the rows
 * written are the ones in hand.
 */
async function upsertLatest(
  tx: Queryable,
  industryId: number,
  rows: readonly LatestRow[],
  seq: number,
  now: Date,
): Promise<Set<number>> {
  const column = (pick: (r: LatestRow) => string | number | Date | null) => arrayParam(rows.map(pick));
  const result = await tx.execute(sql`
    insert into ${trackingLatest} (order_id, industry_id, seq, updated_at, last_fix_at, latitude, longitude,
      speed_kmh, heading, source, place_name, stopped_since, progress, distance_left_km, off_route_km, eta_at,
      delay_minutes, alerts)
    select r.order_id, ${industryId}::int, ${seq}::bigint, ${now.toISOString()}::timestamptz, r.last_fix_at,
      r.latitude, r.longitude, r.speed_kmh, r.heading, r.source, r.place_name, r.stopped_since, r.progress,
      r.distance_left_km, r.off_route_km, r.eta_at, r.delay_minutes, r.alerts::text[]
    from unnest(${column((r) => r.orderId)}::int[], ${column((r) => r.lastFixAt)}::timestamptz[],
      ${column((r) => r.latitude)}::float8[], ${column((r) => r.longitude)}::float8[],
      ${column((r) => r.speedKmh)}::real[], ${column((r) => r.heading)}::real[], ${column((r) => r.source)}::text[],
      ${column((r) => r.placeName)}::text[], ${column((r) => r.stoppedSince)}::timestamptz[],
      ${column((r) => r.progress)}::real[], ${column((r) => r.distanceLeftKm)}::real[],
      ${column((r) => r.offRouteKm)}::real[], ${column((r) => r.etaAt)}::timestamptz[],
      ${column((r) => r.delayMinutes)}::int[], ${column((r) => arrayParam(r.alerts))}::text[])
      as r(order_id, last_fix_at, latitude, longitude, speed_kmh, heading, source, place_name, stopped_since,
        progress, distance_left_km, off_route_km, eta_at, delay_minutes, alerts)
    on conflict (order_id) do update set seq = excluded.seq, updated_at = excluded.updated_at,
      last_fix_at = excluded.last_fix_at, latitude = excluded.latitude, longitude = excluded.longitude,
      speed_kmh = excluded.speed_kmh, heading = excluded.heading, source = excluded.source,
      place_name = excluded.place_name, stopped_since = excluded.stopped_since, progress = excluded.progress,
      distance_left_km = excluded.distance_left_km, off_route_km = excluded.off_route_km,
      eta_at = excluded.eta_at, delay_minutes = excluded.delay_minutes, alerts = excluded.alerts
    where ${trackingLatest.lastFixAt} is null or ${trackingLatest.lastFixAt} < excluded.last_fix_at
    returning order_id as "orderId"`);
  return new Set(resultRows<{ orderId: number }>(result).map((r) => r.orderId));
}

const single = (n: number | null) => (n === null ? null : Math.fround(n));
