import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { tollCrossings } from '../db/schema/tracking';
import { trackingLatest } from '../db/schema/trackingState';
import type { TrackingChange } from '../events/domainEvents';
import { firstOfEach } from './firstOfEach';
import type { OrderContext } from './orderContext';
import type { WriteResult } from './positionWriter';
import { nextSeq } from './sequence';
import { toVehicleState } from './vehicleState';

export interface TollIn {
  eventId: string;
  orderId: number | null;
  vehicleNumber: string;
  plazaName: string;
  plazaCode: string;
  latitude: number;
  longitude: number;
  laneDirection: string;
  at: Date;
}

/**
 * Stores FASTag crossings (the national feed forgets them after 72 h) and moves each order's "last toll"
 * forward; an older crossing arriving late is kept and announced but does not replace a newer one.
 */
export async function writeTolls(
  tx: Queryable,
  industryId: number,
  tolls: readonly TollIn[],
  contexts: ReadonlyMap<number, OrderContext>,
  now: Date,
): Promise<WriteResult> {
  if (tolls.length === 0) return { accepted: 0, duplicates: 0, changes: [] };
  const unique = [...firstOfEach(tolls, (t) => t.eventId).values()];
  const inserted = await tx
    .insert(tollCrossings)
    .values(
      unique.map((t) => ({
        industryId,
        orderId: t.orderId,
        vehicleNumber: t.vehicleNumber,
        sourceEventId: t.eventId,
        plazaName: t.plazaName,
        plazaCode: t.plazaCode,
        latitude: t.latitude,
        longitude: t.longitude,
        laneDirection: t.laneDirection,
        readAt: t.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ eventId: tollCrossings.sourceEventId });
  const fresh = new Set(inserted.map((r) => r.eventId));
  const accepted = unique.filter((t) => fresh.has(t.eventId));
  const base = { accepted: accepted.length, duplicates: tolls.length - accepted.length };
  const tracked = accepted.filter((t) => t.orderId !== null && contexts.get(t.orderId)?.tracked);
  if (tracked.length === 0) return { ...base, changes: [] };

  const latestPerOrder = new Map<number, TollIn>();
  for (const t of tracked) {
    const known = latestPerOrder.get(t.orderId!);
    if (!known || known.at < t.at) latestPerOrder.set(t.orderId!, t);
  }
  const seq = await nextSeq(tx, industryId);
  const written = await tx
    .insert(trackingLatest)
    .values(
      [...latestPerOrder.values()].map((t) => ({
        orderId: t.orderId!,
        industryId,
        seq,
        lastTollPlaza: t.plazaName,
        lastTollAt: t.at,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: trackingLatest.orderId,
      set: {
        seq,
        lastTollPlaza: sql.raw('excluded.last_toll_plaza'),
        lastTollAt: sql.raw('excluded.last_toll_at'),
        updatedAt: now,
      },
      setWhere: sql`${trackingLatest.lastTollAt} is null or ${trackingLatest.lastTollAt} < excluded.last_toll_at`,
    })
    .returning();

  const changes: TrackingChange[] = written.map((row) => ({
    type: 'vehicle',
    industryId,
    state: toVehicleState(contexts.get(row.orderId)!, row),
  }));
  for (const t of tracked) {
    changes.push({
      type: 'toll',
      industryId,
      plantId: contexts.get(t.orderId!)!.plantId,
      direction: contexts.get(t.orderId!)!.direction,
      event: {
        seq,
        orderId: t.orderId!,
        vehicleNumber: t.vehicleNumber,
        plazaName: t.plazaName,
        plazaCode: t.plazaCode,
        latitude: t.latitude,
        longitude: t.longitude,
        laneDirection: t.laneDirection,
        at: t.at.toISOString(),
      },
    });
  }
  return { ...base, changes };
}
