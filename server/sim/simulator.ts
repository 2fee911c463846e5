import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { canExtend, validityDays, validUntil } from '../../src/domain/ewayBill';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { industries } from '../db/schema/tenancy';
import { DEMO_INDUSTRY_NAME } from '../db/seed/demoAccounts';
import { DEMO_INGEST_KEY, ensureDemoIngestKey } from '../db/seed/demoIngestKey';
import { ewayBillGeneratedEventId } from '../db/seed/ewayBills';
import { createRandom } from '../db/seed/random';
import { ensureMovingOrders } from './demoOrders';
import { type DrivenHistory, driveHistory } from './drivenHistory';
import { emptyBatch, type FeedBatch, postBatch } from './feedClient';
import { writeDrivenHistory } from './historyWriter';
import { loadSimFleet, resumeFromLatest, type SimVehicle } from './simFleet';
import { advance, phoneFix, positionOf } from './truckMotion';

export interface SimulatorOptions {
  /** Where the ingest API answers (the server's own address). */
  baseUrl: string;
  vehicles: number;
  /** Sim seconds per real second. */
  rate: number;
  /** The server's clock, which the trucks' fixes are dated by; they move on a real timer (tickMs) all the same. */
  clock: Pick<Clock, 'now'>;
  log: FastifyBaseLogger;
  tickMs?: number;
  apiKey?: string;
}

export interface Simulator {
  readonly vehicles: number;
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;
const MINUTE = 60_000;
/** GPS devices report every 10 s of real time, phones every minute; the reports are spread over the ticks. */
const GPS_EVERY_TICKS = 10;
const SIM_EVERY_TICKS = 60;
const SIM_ACCURACY_M = 800;

/**
 * The demo fleet: trucks on the demo industry's moving orders drive their planned routes and report through
 * the ingest API. One timer for the whole fleet; each tick is O(vehicles) and its events go out as one batch
 * per source. A tick whose predecessor is still posting keeps its events for the next one.
 */
export async function startSimulator(db: Database, options: SimulatorOptions): Promise<Simulator> {
  const [industry] = await db
    .select({ id: industries.id })
    .from(industries)
    .where(eq(industries.name, DEMO_INDUSTRY_NAME));
  if (!industry || options.vehicles === 0) return { vehicles: 0, stop: async () => {} };
  const apiKey = options.apiKey ?? DEMO_INGEST_KEY;
  if (!options.apiKey) await ensureDemoIngestKey(db, industry.id);
  const startedAt = options.clock.now();
  await ensureMovingOrders(db, industry.id, options.vehicles, startedAt);
  const fleet = await loadSimFleet(db, industry.id, startedAt, options.vehicles);
  await catchUp(db, industry.id, fleet, startedAt);
  const random = createRandom(99_991).next;
  const tickMs = options.tickMs ?? 1_000;

  let pending = startingEvents(fleet, startedAt);
  let tick = 0;
  let sending: Promise<void> | null = null;
  let lastError = -MINUTE;

  const flush = () => {
    if (sending) return;
    const batch = pending;
    pending = emptyBatch();
    sending = postBatch(options.baseUrl, apiKey, batch)
      .then(() => undefined)
      .catch((err: unknown) => {
        // Log lines are throttled by the time that really passed, whatever the clock says.
        if (performance.now() - lastError > MINUTE)
          options.log.warn({ err }, 'simulator could not post to ingest');
        lastError = performance.now();
      })
      .finally(() => {
        sending = null;
      });
  };

  const timer = setInterval(() => {
    tick += 1;
    const now = options.clock.now();
    const hours = ((tickMs / 1000) * options.rate) / 3600;
    for (const v of fleet) step(v, tick, hours, now, random, pending);
    flush();
  }, tickMs);
  flush();
  // The start banner says how many trucks drive; the log keeps it for debugging only.
  options.log.debug({ vehicles: fleet.length, rate: options.rate }, 'demo fleet simulator started');

  return {
    vehicles: fleet.length,
    async stop() {
      clearInterval(timer);
      await sending;
    },
  };
}

/**
 * Puts every truck where it is now. A truck with a fix goes on from its latest state; one without (its order
 * is new, or FASTag alone tracks it) is driven from its trip's start to now and what it would have reported is
 * stored, so every trip on the road replays from its start. Tolls already stored are skipped by their ids.
 */
async function catchUp(db: Database, industryId: number, fleet: readonly SimVehicle[], now: Date) {
  const driven: { vehicle: SimVehicle; history: DrivenHistory }[] = [];
  for (const vehicle of fleet) {
    if (vehicle.latest) resumeFromLatest(vehicle, now);
    else driven.push({ vehicle, history: driveHistory(vehicle, now) });
  }
  await db.transaction((tx) => writeDrivenHistory(tx, industryId, driven, now));
}

/** E-way bills for every truck, and the faults the demo shows from its first minute. */
function startingEvents(fleet: readonly SimVehicle[], now: Date): FeedBatch {
  const batch = emptyBatch();
  for (const v of fleet) {
    const { truck } = v;
    if (v.ewaybill) {
      // A short-bill truck carries a bill made for a fraction of its trip, so it expires before arrival.
      const [generatedAt, km] =
        truck.fault === 'short_ewaybill'
          ? [new Date(now.getTime() - 20 * 3_600_000), 150]
          : [v.startedAt, Math.round(truck.route.km)];
      let until = validUntil(generatedAt, km);
      batch.ewaybill.push({
        eventId: ewayBillGeneratedEventId(truck.orderId),
        ewaybillNumber: v.ewaybill.number,
        kind: 'generated',
        validUntil: until.toISOString(),
        vehicleNumber: v.vehicleNumber,
        orderId: truck.orderId,
        at: generatedAt.toISOString(),
        distanceKm: km,
      });
      if (until < now && truck.fault !== 'short_ewaybill') {
        until = new Date(now.getTime() + validityDays(truck.route.km - truck.km) * DAY_MS);
        batch.ewaybill.push(extension(v, until, now));
      }
      v.ewaybill.validUntil = until;
    }
    // The history stood the long-stop truck for its last 75 minutes and kept the silent one quiet for 50.
    if (truck.fault === 'long_stop') truck.stopLeftH = Math.max(truck.stopLeftH, 3);
    if (truck.fault === 'signal_loss') v.silentUntil = now.getTime() + 2 * 3_600_000;
  }
  return batch;
}

function extension(v: SimVehicle, until: Date, now: Date) {
  return {
    eventId: `${v.truck.orderId}-ewb-extended-${now.getTime()}`,
    ewaybillNumber: v.ewaybill!.number,
    kind: 'extended' as const,
    validUntil: until.toISOString(),
    vehicleNumber: v.vehicleNumber,
    orderId: v.truck.orderId,
    at: now.toISOString(),
    distanceKm: Math.round(v.truck.route.km - v.truck.km),
  };
}

function step(
  v: SimVehicle,
  tick: number,
  hours: number,
  now: Date,
  random: () => number,
  batch: FeedBatch,
): void {
  const { truck } = v;
  advance(truck, hours, random);
  while (v.nextPlaza < v.plazas.length && truck.km >= v.plazas[v.nextPlaza]!.atKm) {
    const { plaza } = v.plazas[v.nextPlaza]!;
    v.nextPlaza += 1;
    batch.fastag.push({
      eventId: `${truck.orderId}-toll-${plaza.code}`,
      vehicleNumber: v.vehicleNumber,
      orderId: truck.orderId,
      plazaName: plaza.name,
      plazaCode: plaza.code,
      latitude: plaza.latitude,
      longitude: plaza.longitude,
      laneDirection: 'forward',
      readAt: now.toISOString(),
    });
  }
  if (
    v.ewaybill &&
    truck.km < truck.route.km &&
    truck.fault !== 'short_ewaybill' &&
    canExtend(v.ewaybill.validUntil, now)
  ) {
    v.ewaybill.validUntil = new Date(
      v.ewaybill.validUntil.getTime() + validityDays(truck.route.km - truck.km) * DAY_MS,
    );
    batch.ewaybill.push(extension(v, v.ewaybill.validUntil, now));
  }
  if (now.getTime() < v.silentUntil) return;
  const phase = (tick + truck.orderId) % SIM_EVERY_TICKS;
  if (v.method === 'gps' && phase % GPS_EVERY_TICKS === 0) report(v, batch, now, truck.speedKmh);
  else if (v.method === 'sim' && phase === 0) report(v, batch, now, truck.speedKmh);
}

/** One position report in the truck's own feed (GPS device or the driver's phone). */
function report(v: SimVehicle, batch: FeedBatch, at: Date, speedKmh: number): void {
  const { point, heading } = positionOf(v.truck);
  const eventId = `${v.truck.orderId}-${v.method}-${at.getTime()}`;
  if (v.method === 'sim' && v.mobile) {
    batch.sim.push({
      eventId,
      mobile: v.mobile,
      orderId: v.truck.orderId,
      recordedAt: at.toISOString(),
      ...phoneFix(point, v.truck.orderId),
      accuracyM: SIM_ACCURACY_M,
    });
  } else if (v.method === 'gps') {
    batch.gps.push({
      eventId,
      vehicleNumber: v.vehicleNumber,
      orderId: v.truck.orderId,
      recordedAt: at.toISOString(),
      latitude: Number(point.latitude.toFixed(6)),
      longitude: Number(point.longitude.toFixed(6)),
      speedKmh: Math.round(speedKmh * 10) / 10,
      heading: Math.round(heading),
    });
  }
}
