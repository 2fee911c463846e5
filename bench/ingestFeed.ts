import { parentPort, workerData } from 'node:worker_threads';
import { io as connectSocket } from 'socket.io-client';
import { createRandom } from '../server/db/seed/random';
import { postBatch } from '../server/sim/feedClient';
import { advance, positionOf, type Truck } from '../server/sim/truckMotion';
import type { GpsFixIn } from '../src/domain/schemas/ingest';
import type { VehicleColumns } from '../src/domain/schemas/tracking';
import { TRACKING_EVENTS } from '../src/domain/trackingEvents';
import { decodeVehicleColumns } from '../src/domain/vehicleColumns';

/**
 * The outside world of the ingest benchmark, in a worker thread of the bench process (the servers run in
 * processes of their own): a GPS gateway posting to the ingest API over several connections, spread over the
 * server nodes, and signed-in board sockets on every node listening to what comes back.
 */
export interface FeedOptions {
  /** The server nodes: feed connections and watching sockets are spread over them in turn. */
  baseUrls: string[];
  apiKey: string;
  token: string;
  /** Feed connections of the sustained phase, each posting one request at a time for its share of the fleet. */
  connections: number;
  /** Board sockets per node; each should receive the whole fleet. */
  watchersPerNode: number;
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
  /** Fix handed to the feed → the same fix on a board socket, in ms, ascending, over every socket. */
  latencies: number[];
  /** How many of the phase's fixes each socket received, in socket order. */
  receivedPerSocket: number[];
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
/** When each fix of the measured phase was handed to the feed, by fixKey. */
const handedAt = new Map<string, number>();
/** A truck's fix by its time in whole seconds, the precision the board's wire keeps (a truck reports less often). */
const fixKey = (orderId: number | undefined, at: string | undefined) =>
  `${orderId}@${at === undefined ? '' : Math.floor(Date.parse(at) / 1000)}`;
let latencies: number[] = [];
/** Per socket, the fixes of the measured phase it has received. */
let seen: Set<string>[] = [];

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

const post = (baseUrl: string, fixes: GpsFixIn[]) =>
  postBatch(baseUrl, options.apiKey, { gps: fixes, sim: [], fastag: [], ewaybill: [] });

/**
 * One feed connection: a request at a time, and what became due meanwhile goes in the next one, as the
 * simulator does.
 */
function feedConnection(baseUrl: string) {
  let pending: GpsFixIn[] = [];
  let sending: Promise<void> | null = null;
  let accepted = 0;
  const flush = () => {
    if (sending || pending.length === 0) return;
    const batch = pending;
    pending = [];
    sending = post(baseUrl, batch).then((n) => {
      accepted += n;
      sending = null;
      flush();
    });
  };
  return {
    add(fix: GpsFixIn) {
      pending.push(fix);
    },
    flush,
    /** Drops what still waits for a post and lets the posts under way finish. */
    async end() {
      pending = [];
      while (sending) await sending;
      return accepted;
    },
  };
}

/**
 * Every vehicle reports once per `reportEverySeconds`, spread evenly over the ticks, so the offered load is
 * vehicles / reportEverySeconds events per second; vehicle i always goes through connection i mod
 * `connections`, so a vehicle's fixes arrive in order. A connection falling behind shows as accepted < offered.
 */
async function sustained(seconds: number, measure: boolean): Promise<SustainedResult> {
  const ticksPerReport = Math.round((options.reportEverySeconds * 1000) / TICK_MS);
  const hoursPerReport = options.reportEverySeconds / 3600;
  const connections = Array.from({ length: options.connections }, (_, c) =>
    feedConnection(options.baseUrls[c % options.baseUrls.length]!),
  );
  const started = performance.now();
  let handedOver = 0;
  for (let tick = 0; performance.now() - started < seconds * 1000; tick++) {
    const at = new Date();
    const now = performance.now();
    for (let i = tick % ticksPerReport; i < options.vehicles.length; i += ticksPerReport) {
      const fix = nextFix(options.vehicles[i]!, hoursPerReport, at);
      if (measure) handedAt.set(fixKey(fix.orderId, fix.recordedAt), now);
      connections[i % connections.length]!.add(fix);
      handedOver += 1;
    }
    for (const c of connections) c.flush();
    await sleep(Math.max(0, started + (tick + 1) * TICK_MS - performance.now()));
  }
  // Fixes still waiting for a post when the phase ends are dropped (never accepted); posts under way finish.
  const accepted = (await Promise.all(connections.map((c) => c.end()))).reduce((a, b) => a + b, 0);
  const elapsed = (performance.now() - started) / 1000;
  await sleep(SETTLE_MS);
  const measured = latencies.sort((a, b) => a - b);
  const receivedPerSocket = seen.map((s) => s.size);
  latencies = [];
  seen = seen.map(() => new Set());
  handedAt.clear();
  return { handedOver, accepted, seconds: elapsed, latencies: measured, receivedPerSocket };
}

/**
 * Batches of fixes posted back to back, `maxInFlight` at a time spread over the nodes, round-robin over the
 * fleet; a batch holds each vehicle at most once (2,000, the feed's request size, or the whole fleet when
 * smaller).
 */
async function maxThroughput(seconds: number): Promise<MaxResult> {
  const size = Math.min(MAX_REQUEST, options.vehicles.length);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  let accepted = 0;
  const poster = async (baseUrl: string) => {
    while (performance.now() < deadline) {
      const at = new Date();
      const fixes: GpsFixIn[] = [];
      for (let i = 0; i < size; i++) {
        fixes.push(nextFix(options.vehicles[next]!, 0, at));
        next = (next + 1) % options.vehicles.length;
      }
      // Not `accepted += await …`: that reads `accepted` before the wait and loses the other posters' counts.
      const answered = await post(baseUrl, fixes);
      accepted += answered;
    }
  };
  await Promise.all(
    Array.from({ length: options.maxInFlight }, (_, i) =>
      poster(options.baseUrls[i % options.baseUrls.length]!),
    ),
  );
  return { accepted, seconds: (performance.now() - started) / 1000 };
}

/** A board socket: every fix of the measured phase it receives counts once, with its latency. */
async function watch(baseUrl: string) {
  const socket = connectSocket(baseUrl, {
    auth: { token: options.token },
    transports: ['websocket'],
    reconnection: false,
  });
  const index = seen.push(new Set()) - 1;
  socket.on(TRACKING_EVENTS.positionBatch, (wire: VehicleColumns) => {
    const now = performance.now();
    const mine = seen[index]!;
    for (const v of decodeVehicleColumns(wire).vehicles) {
      const key = fixKey(v.orderId, v.lastFix?.at);
      const t = handedAt.get(key);
      if (t === undefined || mine.has(key)) continue;
      mine.add(key);
      latencies.push(now - t);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const sockets = await Promise.all(
  options.baseUrls.flatMap((url) => Array.from({ length: options.watchersPerNode }, () => watch(url))),
);

// One unmeasured report from every vehicle first: the server loads each order's context and route once.
await sustained(options.reportEverySeconds, false);
send({ type: 'phase', phase: 'sustained', state: 'start' });
const sustainedResult = await sustained(options.sustainedSeconds, true);
send({ type: 'phase', phase: 'sustained', state: 'end' });
send({ type: 'phase', phase: 'max', state: 'start' });
const maxResult = await maxThroughput(options.maxSeconds);
send({ type: 'phase', phase: 'max', state: 'end' });
for (const socket of sockets) socket.close();
send({ type: 'done', sustained: sustainedResult, max: maxResult });
