import type { SimVehicle } from '../server/sim/simFleet';
import { nextFix, postGps } from './fleetFixture';

/**
 * A GPS feed at a steady rate: every tick posts the fixes that are due (round-robin over the fleet) as one
 * ingest request. A server that falls behind is not flooded: while `maxInFlight` requests wait, the feed
 * skips ticks, and the rate it reaches is reported beside the one asked for.
 *
 * Each fix carries a speed that identifies it (the truck's fix count, cycled through SPEEDS), so a screen that
 * shows "47 km/h" for a truck can be matched to the post time of the fix that said 47.
 */
export interface PacedFeed {
  /** When the fix of this truck with this speed was posted, in epoch ms; undefined if never. */
  postedAt(orderId: number, speedKmh: number): number | undefined;
  stop(): Promise<FeedStats>;
}

export interface FeedStats {
  posted: number;
  accepted: number;
  seconds: number;
  /** Ticks skipped because the server still had `maxInFlight` requests to answer. */
  skippedTicks: number;
}

export interface PacedFeedOptions {
  baseUrl: string;
  fleet: readonly SimVehicle[];
  eventsPerSecond: number;
  tickMs?: number;
  maxInFlight?: number;
  /** The largest request; the simulator posts requests of up to 2,000 as well. */
  maxBatch?: number;
}

/** 30–89 km/h: plausible on a highway, and 60 fixes before a truck repeats one. */
const SPEEDS = 60;
const speedOf = (fixNumber: number) => 30 + (fixNumber % SPEEDS);

/** Epoch milliseconds with sub-millisecond precision, comparable with the page's timeOrigin + now(). */
export const epochNow = () => performance.timeOrigin + performance.now();

export function startPacedFeed(options: PacedFeedOptions): PacedFeed {
  const { baseUrl, fleet, eventsPerSecond } = options;
  const tickMs = options.tickMs ?? 100;
  const maxInFlight = options.maxInFlight ?? 3;
  const maxBatch = options.maxBatch ?? 2_000;
  const fixCount = new Map<number, number>();
  const posted = new Map<string, number>();
  const started = epochNow();
  let next = 0;
  let sent = 0;
  let accepted = 0;
  let skippedTicks = 0;
  const inFlight = new Set<Promise<void>>();

  const tick = () => {
    const due = Math.min(maxBatch, Math.floor(((epochNow() - started) / 1000) * eventsPerSecond) - sent);
    if (due <= 0) return;
    if (inFlight.size >= maxInFlight) {
      skippedTicks += 1;
      return;
    }
    const recordedAt = new Date().toISOString();
    const postTime = epochNow();
    const fixes = Array.from({ length: due }, () => {
      const vehicle = fleet[next]!;
      next = (next + 1) % fleet.length;
      const orderId = vehicle.truck.orderId;
      const count = (fixCount.get(orderId) ?? 0) + 1;
      fixCount.set(orderId, count);
      const speedKmh = speedOf(count);
      posted.set(`${orderId}:${speedKmh}`, postTime);
      return nextFix(vehicle, { eventId: `feed-${orderId}-${count}`, recordedAt, speedKmh });
    });
    sent += fixes.length;
    const request = postGps(baseUrl, fixes).then(
      (n) => {
        accepted += n;
      },
      () => {},
    );
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  };
  const timer = setInterval(tick, tickMs);

  return {
    postedAt: (orderId, speedKmh) => posted.get(`${orderId}:${speedKmh}`),
    stop: async () => {
      clearInterval(timer);
      const seconds = (epochNow() - started) / 1000;
      await Promise.all(inFlight);
      return { posted: sent, accepted, seconds, skippedTicks };
    },
  };
}
