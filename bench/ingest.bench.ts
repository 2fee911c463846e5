import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connectSocket } from 'socket.io-client';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/open';
import { industries } from '../server/db/schema/tenancy';
import { DEMO_INDUSTRY_NAME, DEMO_PASSWORD, demoAccount } from '../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../server/db/seed/demoIngestKey';
import { seedDemo } from '../server/db/seed/seedDemo';
import { ensureMovingOrders } from '../server/sim/demoOrders';
import { loadSimFleet } from '../server/sim/simFleet';
import { positionOf } from '../server/sim/truckMotion';
import type { PositionBatch } from '../src/domain/schemas/tracking';
import { TRACKING_EVENTS } from '../src/domain/trackingEvents';
import type { Figure } from './report';

/**
 * Ingest throughput on one process (embedded PGlite) and ingest → socket latency, at several fleet sizes.
 * Each round posts one GPS fix per vehicle (in requests of 2,000, as the simulator does) and waits for
 * every vehicle to come back over a signed-in board socket; latency runs from a fix's POST to its arrival.
 */
export const title = 'Tracking ingest and fan-out';

const SIZES = (process.env.BENCH_FLEETS ?? '1000,10000').split(',').map(Number);
const ROUNDS = 5;
const CHUNK = 2_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const size of SIZES) figures.push(...(await measure(size)));
  return figures;
}

async function measure(size: number): Promise<Figure[]> {
  const database = await openPglite(undefined);
  await database.migrate();
  await seedDemo(database.db);
  const [industry] = await database.db
    .select()
    .from(industries)
    .where(eq(industries.name, DEMO_INDUSTRY_NAME));
  await ensureMovingOrders(database.db, industry!.id, size, new Date());
  const fleet = await loadSimFleet(database.db, industry!.id, size);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const { app } = await buildApp({ config, database, logger: false, distDir: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: demoAccount('owner').email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const socket = connectSocket(baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let waiting = 0;
  let roundDone: () => void = () => {};
  socket.on(TRACKING_EVENTS.positionBatch, (batch: PositionBatch) => {
    const now = performance.now();
    for (const v of batch.vehicles) {
      const key = `${v.orderId}@${v.lastFix?.at}`;
      const t = sentAt.get(key);
      if (t === undefined) continue;
      sentAt.delete(key);
      latencies.push(now - t);
      if (--waiting === 0) roundDone();
    }
  });

  let events = 0;
  let ingestMs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const at = new Date(Date.now() + round * 1000).toISOString();
    const fixes = fleet.map((v) => {
      v.truck.km = Math.min(v.truck.route.km, v.truck.km + 0.5);
      const { point, heading } = positionOf(v.truck);
      return {
        eventId: `bench-${round}-${v.truck.orderId}`,
        vehicleNumber: v.vehicleNumber,
        orderId: v.truck.orderId,
        recordedAt: at,
        latitude: point.latitude,
        longitude: point.longitude,
        speedKmh: 45,
        heading,
      };
    });
    waiting = fixes.length;
    const arrived = new Promise<void>((resolve) => {
      roundDone = resolve;
    });
    const started = performance.now();
    for (let i = 0; i < fixes.length; i += CHUNK) {
      const chunk = fixes.slice(i, i + CHUNK);
      const postedAt = performance.now();
      for (const f of chunk) sentAt.set(`${f.orderId}@${at}`, postedAt);
      const response = await fetch(`${baseUrl}/api/ingest/gps`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY },
        body: JSON.stringify({ events: chunk }),
      });
      const reply = (await response.json()) as { accepted: number };
      events += reply.accepted;
    }
    ingestMs += performance.now() - started;
    await Promise.race([arrived, new Promise((r) => setTimeout(r, 30_000))]);
  }
  socket.close();
  await app.close();
  await database.close();
  latencies.sort((a, b) => a - b);
  const note = `${size.toLocaleString('en-IN')} vehicles, ${ROUNDS} rounds, requests of ${CHUNK}, PGlite`;
  return [
    {
      name: `ingest, ${size} vehicles`,
      value: Math.round((events / ingestMs) * 1000),
      unit: 'events/s',
      note,
    },
    {
      name: `ingest → socket latency p50, ${size} vehicles`,
      value: Math.round(percentile(latencies, 0.5)),
      unit: 'ms',
      note: `${latencies.length} deliveries`,
    },
    {
      name: `ingest → socket latency p99, ${size} vehicles`,
      value: Math.round(percentile(latencies, 0.99)),
      unit: 'ms',
      note: `${latencies.length} deliveries`,
    },
  ];
}
