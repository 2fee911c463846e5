import { parentPort, workerData } from 'node:worker_threads';
import { io as connectSocket } from 'socket.io-client';
import { createRandom } from '../server/db/seed/random';
import { postBatch } from '../server/sim/feedClient';
import { advance, positionOf, type Truck } from '../server/sim/truckMotion';
import type { GpsFixIn } from '../src/domain/schemas/ingest';
import type { PositionBatch } from '../src/domain/schemas/tracking';
import { TRACKING_EVENTS } from '../src/domain/trackingEvents';

/**
 * The outside world of the ingest benchmark, in a worker thread of its own so that building and posting
 * fixes and decoding the socket's batches do not eat into the server's event loop: a GPS feed posting to
 * the ingest API and a signed-in board socket listening to what comes back.
 */
export interface FeedOptions {
  baseUrl: string;
  apiKey: string;
  token: string;
  vehicles: { truck: Truck; vehicleNumber: string }[];
  /** Each vehicle sends one fix this often in the sustained phase. */
  reportEverySeconds: number;
  sustainedSeconds: number;
  maxSeconds: number;
  /** Requests the max-throughput phase keeps in flight. */
  maxInFlight: number;
}

export interface SustainedResult {
  /** Fixes the feed built and handed to the API; below vehicles / reportEverySeconds if it fell behind. */
  handedOver: number;
  accepted: number;
  seconds: number;
  /** Fix handed to the feed → the same fix on the board socket, in ms, ascending. */
  latencies: number[];
}

export interface MaxResult {
  accepted: number;
  seconds: number;
}

export type FeedMessage =
  | { type: 'phase'; phase: 'sustained' | 'max'; state: 'start' | 'end' }
  | { type: 'done'; sustained: SustainedResult; max: MaxResult };

/**
 * How often the feed hands what became due to the ingest API, like a gateway batching its devices. Not the
 * fan-out's 250 ms: a feed in step with the flush timer would measure where their phases happen to fall.
 */
const TICK_MS = 100;
/** Slack after a phase for the last position flush (every 250 ms) to reach the socket. */
const SETTLE_MS = 1_000;
/** Events per request in the max-throughput phase, as the simulator's feed sends them. */
const MAX_REQUEST = 2_000;

const options = workerData as FeedOptions;
const random = createRandom(31_337).next;
let fixNumber = 0;
/** When each fix still awaited on the socket was handed to the feed, by `orderId@recordedAt`. */
const handedAt = new Map<string, number>();
let latencies: number[] = [];

const send = (message: FeedMessage) => parentPort!.postMessage(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The truck's next fix: it drives on for the time since its last one, as the simulator's trucks do. */
function nextFix(v: FeedOptions['vehicles'][number], hours: number, at: Date): GpsFixIn {
  advance(v.truck, hours, random);
  const { point, heading } = positionOf(v.truck);
  fixNumber += 1;
  return {
    eventId: `bench-${fixNumber}`,
    vehicleNumber: v.vehicleNumber,
    orderId: v.truck.orderId,
    recordedAt: at.toISOString(),
    latitude: Number(point.latitude.toFixed(6)),
    longitude: Number(point.longitude.toFixed(6)),
    speedKmh: Math.round(v.truck.speedKmh * 10) / 10,
    heading: Math.round(heading),
  };
}

const post = (fixes: GpsFixIn[]) =>
  postBatch(options.baseUrl, options.apiKey, { gps: fixes, sim: [], fastag: [], ewaybill: [] });

/**
 * Every vehicle reports once per `reportEverySeconds`, spread evenly over the ticks, so the offered load is
 * vehicles / reportEverySeconds events per second. A tick that finds the previous post still running leaves
 * its fixes for the next post, as the simulator does; the feed falling behind shows as accepted < offered.
 */
async function sustained(seconds: number, measure: boolean): Promise<SustainedResult> {
  const ticksPerReport = Math.round((options.reportEverySeconds * 1000) / TICK_MS);
  const hoursPerReport = options.reportEverySeconds / 3600;
  const started = performance.now();
  let pending: GpsFixIn[] = [];
  let handedOver = 0;
  let accepted = 0;
  let sending: Promise<void> | null = null;
  const flush = () => {
    if (sending || pending.length === 0) return;
    const batch = pending;
    pending = [];
    sending = post(batch).then((n) => {
      accepted += n;
      sending = null;
      flush();
    });
  };
  for (let tick = 0; performance.now() - started < seconds * 1000; tick++) {
    const at = new Date();
    const now = performance.now();
    for (let i = tick % ticksPerReport; i < options.vehicles.length; i += ticksPerReport) {
      const fix = nextFix(options.vehicles[i]!, hoursPerReport, at);
      if (measure) handedAt.set(`${fix.orderId}@${fix.recordedAt}`, now);
      pending.push(fix);
      handedOver += 1;
    }
    flush();
    await sleep(Math.max(0, started + (tick + 1) * TICK_MS - performance.now()));
  }
  // Fixes still waiting for a post when the phase ends are dropped (never accepted); posts under way finish.
  pending = [];
  while (sending) await sending;
  const elapsed = (performance.now() - started) / 1000;
  await sleep(SETTLE_MS);
  const measured = latencies.sort((a, b) => a - b);
  latencies = [];
  handedAt.clear();
  return { handedOver, accepted, seconds: elapsed, latencies: measured };
}

/**
 * Batches of fixes posted back to back, `maxInFlight` at a time, round-robin over the fleet; a batch holds
 * each vehicle at most once (2,000, the feed's request size, or the whole fleet when smaller).
 */
async function maxThroughput(seconds: number): Promise<MaxResult> {
  const size = Math.min(MAX_REQUEST, options.vehicles.length);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  let accepted = 0;
  const poster = async () => {
    while (performance.now() < deadline) {
      const at = new Date();
      const fixes: GpsFixIn[] = [];
      for (let i = 0; i < size; i++) {
        fixes.push(nextFix(options.vehicles[next]!, 0, at));
        next = (next + 1) % options.vehicles.length;
      }
      // Not `accepted += await …`: that reads `accepted` before the wait and loses the other posters' counts.
      const answered = await post(fixes);
      accepted += answered;
    }
  };
  await Promise.all(Array.from({ length: options.maxInFlight }, poster));
  return { accepted, seconds: (performance.now() - started) / 1000 };
}

const socket = connectSocket(options.baseUrl, {
  auth: { token: options.token },
  transports: ['websocket'],
  reconnection: false,
});
socket.on(TRACKING_EVENTS.positionBatch, (batch: PositionBatch) => {
  const now = performance.now();
  for (const v of batch.vehicles) {
    const key = `${v.orderId}@${v.lastFix?.at}`;
    const t = handedAt.get(key);
    if (t === undefined) continue;
    handedAt.delete(key);
    latencies.push(now - t);
  }
});
await new Promise<void>((resolve, reject) => {
  socket.once('connect', resolve);
  socket.once('connect_error', reject);
});

// One unmeasured report from every vehicle first: the server loads each order's context and route once.
await sustained(options.reportEverySeconds, false);
send({ type: 'phase', phase: 'sustained', state: 'start' });
const sustainedResult = await sustained(options.sustainedSeconds, true);
send({ type: 'phase', phase: 'sustained', state: 'end' });
send({ type: 'phase', phase: 'max', state: 'start' });
const maxResult = await maxThroughput(options.maxSeconds);
send({ type: 'phase', phase: 'max', state: 'end' });
socket.close();
send({ type: 'done', sustained: sustainedResult, max: maxResult });
