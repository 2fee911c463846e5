import { inArray, sql } from 'drizzle-orm';
import type { PositionSource } from '../../src/domain/statuses';
import type { Queryable } from '../db/database';
import { positions } from '../db/schema/tracking';
import { trackingLatest } from '../db/schema/trackingState';
import { type AlertChange, logAlertChanges } from './alertLog';
import type { AlertThresholds } from './alertThresholds';
import { deriveAlerts } from './deriveAlerts';
import { deriveMotion, type PriorMotion } from './deriveMotion';
import { latestRowChanges } from './latestChanges';
import type { OrderContext } from './orderContext';
import { nextSeq } from './sequence';
import type { TrackingChange } from './trackingBus';
import type { LatestRow } from './vehicleState';

export interface FixIn {
  eventId: string;
  orderId: number | null;
  vehicleNumber: string;
  source: PositionSource;
  at: Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  heading: number | null;
}

export interface WriteResult {
  accepted: number;
  duplicates: number;
  changes: TrackingChange[];
}

/**
 * Stores a batch of fixes and moves each tracked order's latest state forward, inside the caller's
 * transaction: one multi-row insert for the fixes (duplicates skipped by the unique key), one locked read of
 * the latest rows, one multi-row upsert of the new ones, one insert for raised alerts. A fix older than the
 * order's latest is kept for replay but does not move the latest state back in time.
 */
export async function writeFixes(
  tx: Queryable,
  industryId: number,
  fixes: readonly FixIn[],
  contexts: ReadonlyMap<number, OrderContext>,
  thresholds: AlertThresholds,
  now: Date,
): Promise<WriteResult> {
  if (fixes.length === 0) return { accepted: 0, duplicates: 0, changes: [] };
  const key = (f: { source: string; eventId: string }) => `${f.source}\u0000${f.eventId}`;
  // A feed that repeats an event inside one batch gets it counted as a duplicate, like a repeat across batches.
  const unique = [...new Map(fixes.map((f) => [key(f), f])).values()];
  const inserted = await tx
    .insert(positions)
    .values(
      unique.map((f) => ({
        industryId,
        orderId: f.orderId,
        vehicleNumber: f.vehicleNumber,
        source: f.source,
        sourceEventId: f.eventId,
        recordedAt: f.at,
        latitude: f.latitude,
        longitude: f.longitude,
        speedKph: f.speedKmh,
        heading: f.heading,
      })),
    )
    .onConflictDoNothing()
    .returning({ eventId: positions.sourceEventId, source: positions.source });
  const fresh = new Set(inserted.map(key));
  const accepted = unique.filter((f) => fresh.has(key(f)));

  const byOrder = new Map<number, FixIn[]>();
  for (const f of accepted) {
    if (f.orderId === null || !contexts.get(f.orderId)?.tracked) continue;
    const list = byOrder.get(f.orderId) ?? [];
    list.push(f);
    byOrder.set(f.orderId, list);
  }
  const base = { accepted: accepted.length, duplicates: fixes.length - accepted.length };
  if (byOrder.size === 0) return { ...base, changes: [] };

  const priorRows = await tx
    .select()
    .from(trackingLatest)
    .where(inArray(trackingLatest.orderId, [...byOrder.keys()]))
    .for('update');
  const prior = new Map(priorRows.map((r) => [r.orderId, r]));

  const next: Omit<LatestRow, 'seq' | 'updatedAt'>[] = [];
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
    let row: Omit<LatestRow, 'seq' | 'updatedAt'> | null = null;
    for (const fix of list.sort((a, b) => a.at.getTime() - b.at.getTime())) {
      if (motion && fix.at <= motion.lastFixAt) continue;
      const m = deriveMotion(context.plan, fix, motion);
      motion = {
        lastFixAt: fix.at,
        latitude: fix.latitude,
        longitude: fix.longitude,
        stoppedSince: m.stoppedSince,
      };
      const alerts = deriveAlerts(
        { ...m, lastFixAt: fix.at, ewaybillValidUntil: context.ewaybill?.validUntil ?? null },
        now,
        thresholds,
      );
      row = {
        orderId,
        industryId,
        lastFixAt: fix.at,
        latitude: fix.latitude,
        longitude: fix.longitude,
        speedKmh: m.speedKmh,
        heading: fix.heading,
        source: fix.source,
        placeName: m.placeName,
        stoppedSince: m.stoppedSince,
        progress: m.progress,
        distanceLeftKm: m.distanceLeftKm,
        offRouteKm: m.offRouteKm,
        etaAt: m.etaAt,
        delayMinutes: m.delayMinutes,
        lastTollPlaza: before?.lastTollPlaza ?? null,
        lastTollAt: before?.lastTollAt ?? null,
        alerts,
      };
    }
    if (row) next.push(row);
  }
  if (next.length === 0) return { ...base, changes: [] };

  const seq = await nextSeq(tx, industryId);
  const written = await tx
    .insert(trackingLatest)
    .values(next.map((r) => ({ ...r, seq, updatedAt: now })))
    .onConflictDoUpdate({ target: trackingLatest.orderId, set: excludedColumns() })
    .returning();

  const alertChanges: AlertChange[] = [];
  const changes: TrackingChange[] = [];
  for (const row of written) {
    const alertsBefore = prior.get(row.orderId)?.alerts ?? [];
    const announced = latestRowChanges(industryId, contexts.get(row.orderId)!, row, alertsBefore, seq, now);
    alertChanges.push(announced.alertChange);
    changes.push(...announced.changes);
  }
  await logAlertChanges(tx, industryId, alertChanges);
  return { ...base, changes };
}

/** `SET col = excluded.col` for every column an upsert of the latest state replaces. */
function excludedColumns() {
  const cols = [
    'seq',
    'last_fix_at',
    'latitude',
    'longitude',
    'speed_kmh',
    'heading',
    'source',
    'place_name',
    'stopped_since',
    'progress',
    'distance_left_km',
    'off_route_km',
    'eta_at',
    'delay_minutes',
    'alerts',
    'updated_at',
  ] as const;
  return Object.fromEntries(cols.map((c) => [camel(c), sql.raw(`excluded.${c}`)]));
}

const camel = (snake: string) => snake.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
