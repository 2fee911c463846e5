import type { Queryable } from '../db/database';
import { Outbox } from '../events/outbox';
import { DEFAULT_ALERT_THRESHOLDS } from '../tracking/alertThresholds';
import { OrderContextCache } from '../tracking/orderContext';
import { type FixIn, writeFixes } from '../tracking/positionWriter';
import { type TollIn, writeTolls } from '../tracking/tollWriter';
import type { DrivenHistory } from './drivenHistory';
import type { SimVehicle } from './simFleet';

/** Fixes per write: one JSON parameter each, a few hundred kilobytes. */
const FIXES_PER_WRITE = 5_000;

/**
 * Stores trucks' driven histories through the ingest writers, inside the caller's transaction, so positions,
 * toll crossings and each order's latest state (progress, ETA, alerts) are what the feeds would have left.
 * Event ids are the simulator's own, so a history written twice, or a toll the live fleet already reported,
 * is stored once. Nothing is announced: whoever looks next reads it from the database.
 */
export async function writeDrivenHistory(
  db: Queryable,
  industryId: number,
  driven: readonly { vehicle: SimVehicle; history: DrivenHistory }[],
  now: Date,
): Promise<void> {
  if (driven.length === 0) return;
  const contexts = await new OrderContextCache(db, { now: () => now }).load(
    industryId,
    driven.map((d) => d.vehicle.truck.orderId),
  );
  const tolls: TollIn[] = driven.flatMap(({ vehicle, history }) =>
    history.tolls.map(({ at, plaza }) => ({
      eventId: `${vehicle.truck.orderId}-toll-${plaza.code}`,
      orderId: vehicle.truck.orderId,
      vehicleNumber: vehicle.vehicleNumber,
      plazaName: plaza.name,
      plazaCode: plaza.code,
      latitude: plaza.latitude,
      longitude: plaza.longitude,
      laneDirection: 'forward',
      at,
    })),
  );
  await writeTolls(db, industryId, tolls, contexts, now);

  // A truck the history brings to its plant's gate is marked arrived there, told to no one, as the rest.
  const unannounced = new Outbox();
  let batch: FixIn[] = [];
  for (const { vehicle, history } of driven) {
    const source = vehicle.method === 'sim' ? 'sim' : 'gps';
    for (const fix of history.fixes)
      batch.push({
        eventId: `${vehicle.truck.orderId}-${source}-${fix.at.getTime()}`,
        orderId: vehicle.truck.orderId,
        vehicleNumber: vehicle.vehicleNumber,
        source,
        at: fix.at,
        latitude: fix.latitude,
        longitude: fix.longitude,
        // Phones report no speed; the writer infers it from consecutive fixes, as for the live feed.
        speedKmh: source === 'sim' ? null : fix.speedKmh,
        heading: source === 'sim' ? null : fix.heading,
      });
    if (batch.length >= FIXES_PER_WRITE) {
      await writeFixes(db, unannounced, industryId, batch, contexts, DEFAULT_ALERT_THRESHOLDS, now);
      batch = [];
    }
  }
  await writeFixes(db, unannounced, industryId, batch, contexts, DEFAULT_ALERT_THRESHOLDS, now);
}
