import {
  DeviceFixIn,
  DriverAppFixIn,
  EVENT_TIME_FIELD,
  EwayBillEventIn,
  GpsFixIn,
  type IngestReply,
  type IngestSource,
  type RejectedEvent,
  SimFixIn,
  TollReadIn,
} from '../../src/domain/schemas/ingest';
import { HttpError } from '../errors/httpError';
import type { AppMetrics } from '../operations/metrics';
import { type EwayIn, writeEwayBills } from './ewayBillWriter';
import { createIngestWriteQueue, type IngestWrite } from './ingestWriteQueue';
import type { OrderContext } from './orderContext';
import { type FixIn, writeFixes } from './positionWriter';
import { consentedOrdersByMobile, trackedOrdersByVehicle } from './resolveOrders';
import { type TollIn, writeTolls } from './tollWriter';
import type { TrackingServices } from './trackingServices';
import { type Checked, rejectOne, validateItems } from './validateItems';

/** What one batch came to: 200 when every event was taken, 207 when some were refused (the rest are stored). */
export interface IngestOutcome {
  status: 200 | 207;
  reply: IngestReply;
}

/**
 * The one way tracking events enter: the ingest routes, the adapters of real feed formats and the pollers of
 * pull-style APIs all hand their events, in the canonical shapes of `src/domain/schemas/ingest.ts`, to
 * `ingest`. Each event is validated alone; a batch whose every event is bad is a 400 (HttpError). The
 * writes go through the industry's write queue (ingestWriteQueue.ts): a transaction through the outbox, shared
 * with the fixes of concurrent requests, so what changed reaches sockets only after commit.
 * `feed` names where the batch came from in the metrics; it is the source itself for the canonical routes.
 * An adapter of a real format passes null and counts its whole request under its own name (`countedBatch`),
 * since it refuses some fixes (ones it cannot read) before the pipeline sees them. The adapters of device
 * formats hand their fixes in as `device` (DeviceFixIn): GPS fixes that carry their device's id and, only
 * when the device has one, a vehicle. The driver link hands its phone's fixes in as `driverApp`, each naming
 * the order of the link's token.
 */
export type IngestPipeline = (
  industryId: number,
  source: PipelineSource,
  events: readonly unknown[],
  feed?: string | null,
) => Promise<IngestOutcome>;
export type PipelineSource = IngestSource | 'device' | 'driverApp';

/**
 * The order a reading joins: the one it names, or the trip its vehicle is on, unless the reading is older
 * than that trip (a device's backlog sent late, a crossing of the truck's earlier trip): then it is kept
 * against the vehicle alone, never drawn into a trip it was not part of.
 */
function joinedOrder(
  orderId: number | null | undefined,
  at: Date,
  contexts: ReadonlyMap<number, OrderContext>,
): number | null {
  if (orderId === null || orderId === undefined) return null;
  const trip = contexts.get(orderId);
  return trip && at < trip.tripStart ? null : orderId;
}

interface Stage {
  rejected: RejectedEvent[];
  work: IngestWrite;
}

export function createIngestPipeline(
  services: TrackingServices,
  /** How far ahead of the server clock an event's own time may be (feeds' clocks drift). */
  maxFutureSkewMs: number,
  /** Where each batch's outcome is counted (`freightdesk_ingest_*`). */
  metrics?: Pick<AppMetrics, 'ingestBatch'>,
): IngestPipeline {
  const { db, contexts, settings, events: bus, clock } = services;
  const store = createIngestWriteQueue(db, bus, clock);

  /** A feed's events are dated no later than the clock allows. */
  const timeBound = <S extends IngestSource>(source: S) => ({
    field: EVENT_TIME_FIELD[source],
    notAfter: clock.now().getTime() + maxFutureSkewMs,
  });

  /** GPS fixes, of the canonical route (`GpsFixIn`) or of a device format's adapter (`DeviceFixIn`). */
  async function gpsStage(
    industryId: number,
    { good, rejected }: { good: Checked<GpsFixIn | DeviceFixIn>[]; rejected: RejectedEvent[] },
  ): Promise<Stage> {
    // One pass, no array per fix: a GPS batch is thousands of fixes, most naming their order.
    const named: number[] = [];
    const unnamed: string[] = [];
    for (const { item } of good)
      if ('orderId' in item && item.orderId !== undefined) named.push(item.orderId);
      else if (item.vehicleNumber !== undefined) unnamed.push(item.vehicleNumber);
    const byVehicle = await trackedOrdersByVehicle(db, industryId, unnamed);
    const known = await contexts.load(industryId, [...named, ...byVehicle.values()]);
    const fixes: FixIn[] = [];
    for (const { index, item } of good) {
      const orderId = 'orderId' in item ? item.orderId : undefined;
      if (orderId !== undefined && !known.has(orderId)) {
        rejected.push(rejectOne(index, item.eventId, 'orderId', 'No such order'));
        continue;
      }
      const at = new Date(item.recordedAt);
      const vehicleNumber = item.vehicleNumber ?? null;
      fixes.push({
        eventId: item.eventId,
        orderId: joinedOrder(
          orderId ?? (vehicleNumber === null ? null : byVehicle.get(vehicleNumber)),
          at,
          known,
        ),
        vehicleNumber,
        ...('deviceId' in item ? { deviceId: item.deviceId } : {}),
        source: 'gps',
        at,
        latitude: item.latitude,
        longitude: item.longitude,
        speedKmh: item.speedKmh ?? null,
        heading: item.heading ?? null,
        ignition: item.ignition,
        odometerKm: item.odometerKm,
      });
    }
    return { rejected, work: { fixes, contexts: known, thresholds: await settings.of(industryId) } };
  }

  const stages: Record<PipelineSource, (industryId: number, events: readonly unknown[]) => Promise<Stage>> = {
    gps: (industryId, events) => gpsStage(industryId, validateItems(GpsFixIn, events, timeBound('gps'))),
    device: (industryId, events) =>
      gpsStage(industryId, validateItems(DeviceFixIn, events, timeBound('gps'))),

    async driverApp(industryId, events) {
      const { good, rejected } = validateItems(DriverAppFixIn, events, timeBound('gps'));
      const known = await contexts.load(
        industryId,
        good.map((g) => g.item.orderId),
      );
      const fixes: FixIn[] = [];
      for (const { index, item } of good) {
        const context = known.get(item.orderId);
        if (!context) {
          rejected.push(rejectOne(index, item.eventId, 'orderId', 'No such order'));
          continue;
        }
        const at = new Date(item.recordedAt);
        fixes.push({
          eventId: item.eventId,
          orderId: joinedOrder(item.orderId, at, known),
          vehicleNumber: context.vehicleNumber,
          source: 'driverApp',
          at,
          latitude: item.latitude,
          longitude: item.longitude,
          speedKmh: item.speedKmh ?? null,
          heading: item.heading ?? null,
        });
      }
      return { rejected, work: { fixes, contexts: known, thresholds: await settings.of(industryId) } };
    },

    async sim(industryId, events) {
      const { good, rejected } = validateItems(SimFixIn, events, timeBound('sim'));
      const byMobile = await consentedOrdersByMobile(
        db,
        industryId,
        good.map((g) => g.item.mobile),
      );
      const known = await contexts.load(industryId, [...byMobile.values()]);
      const fixes: FixIn[] = [];
      for (const { index, item } of good) {
        const orderId = byMobile.get(item.mobile);
        const context = orderId === undefined ? undefined : known.get(orderId);
        if (!context) {
          rejected.push(
            rejectOne(index, item.eventId, 'mobile', 'This number has no granted tracking consent'),
          );
          continue;
        }
        if (item.orderId !== undefined && item.orderId !== context.orderId) {
          rejected.push(
            rejectOne(index, item.eventId, 'orderId', 'The consent of this number is for another order'),
          );
          continue;
        }
        fixes.push({
          eventId: item.eventId,
          orderId: context.orderId,
          vehicleNumber: context.vehicleNumber || item.mobile,
          source: 'sim',
          at: new Date(item.recordedAt),
          latitude: item.latitude,
          longitude: item.longitude,
          speedKmh: null,
          heading: null,
        });
      }
      return { rejected, work: { fixes, contexts: known, thresholds: await settings.of(industryId) } };
    },

    async fastag(industryId, events) {
      const { good, rejected } = validateItems(TollReadIn, events, timeBound('fastag'));
      const byVehicle = await trackedOrdersByVehicle(
        db,
        industryId,
        good.map((g) => g.item.vehicleNumber),
      );
      const known = await contexts.load(industryId, [
        ...good.flatMap((g) => (g.item.orderId ? [g.item.orderId] : [])),
        ...byVehicle.values(),
      ]);
      const tolls: TollIn[] = [];
      for (const { index, item } of good) {
        if (item.orderId !== undefined && !known.has(item.orderId)) {
          rejected.push(rejectOne(index, item.eventId, 'orderId', 'No such order'));
          continue;
        }
        tolls.push({
          eventId: item.eventId,
          vehicleNumber: item.vehicleNumber,
          plazaName: item.plazaName,
          plazaCode: item.plazaCode,
          latitude: item.latitude,
          longitude: item.longitude,
          laneDirection: item.laneDirection,
          orderId: joinedOrder(
            item.orderId ?? byVehicle.get(item.vehicleNumber),
            new Date(item.readAt),
            known,
          ),
          at: new Date(item.readAt),
        });
      }
      // For FASTag-tracked orders a crossing is also the position fix (the only one there is).
      const fixes: FixIn[] = tolls
        .filter((t) => t.orderId !== null && known.get(t.orderId)?.trackingMethod === 'fastag')
        .map((t) => ({
          eventId: t.eventId,
          orderId: t.orderId,
          vehicleNumber: t.vehicleNumber,
          source: 'fastag' as const,
          at: t.at,
          latitude: t.latitude,
          longitude: t.longitude,
          speedKmh: null,
          heading: null,
        }));
      const thresholds = await settings.of(industryId);
      return {
        rejected,
        work: {
          write: async (tx, outbox) => {
            const now = clock.now();
            const toll = await writeTolls(tx, industryId, tolls, known, now);
            const asFixes = await writeFixes(tx, outbox, industryId, fixes, known, thresholds, now);
            return { ...toll, changes: [...toll.changes, ...asFixes.changes] };
          },
        },
      };
    },

    async ewaybill(industryId, events) {
      const { good, rejected } = validateItems(EwayBillEventIn, events, timeBound('ewaybill'));
      const byVehicle = await trackedOrdersByVehicle(
        db,
        industryId,
        good.flatMap((g) =>
          g.item.orderId === undefined && g.item.vehicleNumber ? [g.item.vehicleNumber] : [],
        ),
      );
      const known = await contexts.load(industryId, [
        ...good.flatMap((g) => (g.item.orderId ? [g.item.orderId] : [])),
        ...byVehicle.values(),
      ]);
      const bills: EwayIn[] = [];
      for (const { index, item } of good) {
        if (item.orderId !== undefined && !known.has(item.orderId)) {
          rejected.push(rejectOne(index, item.eventId, 'orderId', 'No such order'));
          continue;
        }
        bills.push({
          eventId: item.eventId,
          orderId:
            item.orderId ?? (item.vehicleNumber ? byVehicle.get(item.vehicleNumber) : undefined) ?? null,
          number: item.ewaybillNumber,
          kind: item.kind,
          validUntil: new Date(item.validUntil),
          vehicleNumber: item.vehicleNumber ?? null,
          distanceKm: item.distanceKm ?? null,
          at: new Date(item.at),
        });
      }
      const thresholds = await settings.of(industryId);
      return {
        rejected,
        work: {
          write: (tx) => writeEwayBills(tx, industryId, bills, known, contexts, thresholds, clock.now()),
        },
      };
    },
  };

  async function run(industryId: number, source: PipelineSource, events: readonly unknown[]) {
    const { rejected, work } = await stages[source](industryId, events);
    if (rejected.length === events.length) throw noValidEvent(rejected);
    const written = await store(industryId, work);
    rejected.sort((a, b) => a.index - b.index);
    return {
      status: rejected.length > 0 ? 207 : 200,
      reply: { accepted: written.accepted, duplicates: written.duplicates, rejected },
    } satisfies IngestOutcome;
  }

  return (industryId, source, events, feed = source) =>
    feed === null
      ? run(industryId, source, events)
      : countedBatch(metrics, feed, events.length, () => run(industryId, source, events));
}

/**
 * Runs one feed request of `size` events and counts what it came to under `feed` (`freightdesk_ingest_*`):
 * its status and its events by outcome. A 400 refused every event; any other failure stored nothing we can
 * count.
 */
export async function countedBatch(
  metrics: Pick<AppMetrics, 'ingestBatch'> | undefined,
  feed: string,
  size: number,
  run: () => Promise<IngestOutcome>,
): Promise<IngestOutcome> {
  try {
    const outcome = await run();
    metrics?.ingestBatch(feed, String(outcome.status), {
      accepted: outcome.reply.accepted,
      duplicate: outcome.reply.duplicates,
      rejected: outcome.reply.rejected.length,
    });
    return outcome;
  } catch (error) {
    const status = error instanceof HttpError ? error.statusCode : 500;
    const refused = status === 400 ? size : 0;
    metrics?.ingestBatch(feed, String(status), { accepted: 0, duplicate: 0, rejected: refused });
    throw error;
  }
}

/** The 400 of a batch whose every event is bad, naming each event's fields (`events.<index>.<field>`). */
export function noValidEvent(rejected: readonly RejectedEvent[]): HttpError {
  const fields: Record<string, string> = {};
  for (const r of rejected)
    for (const [f, m] of Object.entries(r.fields)) fields[`events.${r.index}.${f}`] = m;
  return new HttpError(400, 'validation', 'No event in the batch is valid', fields);
}
