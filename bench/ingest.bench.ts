import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { industries } from '../server/db/schema/tenancy';
import { DEMO_INDUSTRY_NAME, DEMO_PASSWORD, demoAccount } from '../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../server/db/seed/demoIngestKey';
import { seedDemo } from '../server/db/seed/seedDemo';
import { ensureMovingOrders } from '../server/sim/demoOrders';
import { loadSimFleet } from '../server/sim/simFleet';
import { type BenchDatabaseKind, openBenchDatabase } from './benchDatabase';
import type { FeedMessage, FeedOptions } from './ingestFeed';
import { type Figure, median, percentile } from './report';

/**
 * Ingest on one server process and ingest → socket latency, at several fleet sizes, on PGlite and/or
 * PostgreSQL. A feed in a worker thread (bench/ingestFeed.ts) plays the outside world:
 * - sustained: every vehicle reports once per REPORT_EVERY_S, handed to the API in batches every 100 ms,
 *   for BENCH_SECONDS; figures are the events per second the API accepted and, for every fix, the time from
 *   the feed handing it over to a signed-in board socket receiving it (p50, p99);
 * - max: batches of 2,000 back to back, MAX_IN_FLIGHT at a time, for the most events per second.
 * The server's event-loop use during each phase says whether the process itself was the limit.
 *
 * BENCH_FLEETS (default 1000,10000,50000), BENCH_DATABASE (pglite, postgres or both, comma-separated;
 * default pglite), BENCH_SECONDS (default 30), BENCH_REPORT_EVERY_S (default 5), BENCH_RUNS (default 1;
 * figures are the medians of the runs), BENCH_PORT (default any free port).
 */
export const title = 'Tracking ingest and fan-out';

const FLEETS = (process.env.BENCH_FLEETS ?? '1000,10000,50000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASE ?? 'pglite').split(',') as BenchDatabaseKind[];
const SUSTAINED_S = Number(process.env.BENCH_SECONDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 0);
/** 10,000 vehicles reporting every 5 s is the 2,000 events/s the product is sized for. */
const REPORT_EVERY_S = Number(process.env.BENCH_REPORT_EVERY_S ?? 5);
const MAX_S = 10;
/** Runs per fleet size and database; figures are their medians. */
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const MAX_IN_FLIGHT = 4;

const FEED_MODULE = new URL('./ingestFeed.ts', import.meta.url).href;

const LABEL: Record<BenchDatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of DATABASES)
    for (const size of FLEETS) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(kind, size));
      figures.push(...figuresOf(kind, size, runs));
    }
  return figures;
}

/** What one run measured. */
interface Run {
  /** Events per second the feed handed over, and the API accepted, in the sustained phase. */
  handedRate: number;
  acceptedRate: number;
  accepted: number;
  delivered: number;
  p50: number;
  p99: number;
  maxRate: number;
  /** Share of the server's event loop in use, per phase. */
  sustainedBusy: number;
  maxBusy: number;
}

async function measure(kind: BenchDatabaseKind, size: number): Promise<Run> {
  const { database, dispose } = await openBenchDatabase(kind);
  await seedDemo(database.db);
  const [industry] = await database.db
    .select()
    .from(industries)
    .where(eq(industries.name, DEMO_INDUSTRY_NAME));
  const now = new Date();
  await ensureMovingOrders(database.db, industry!.id, size, now);
  const fleet = await loadSimFleet(database.db, industry!.id, now, size);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const { app } = await buildApp({ config, database, logger: false, distDir: '/nonexistent' });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: demoAccount('owner').email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  console.log(`  ${LABEL[kind]}, ${size} vehicles: seeded, feeding…`);

  const feed: FeedOptions = {
    baseUrl,
    apiKey: DEMO_INGEST_KEY,
    token,
    vehicles: fleet.map((v) => ({ truck: v.truck, vehicleNumber: v.vehicleNumber })),
    reportEverySeconds: REPORT_EVERY_S,
    sustainedSeconds: SUSTAINED_S,
    maxSeconds: MAX_S,
    maxInFlight: MAX_IN_FLIGHT,
  };
  const busy: Record<string, number> = {};
  let phaseStart = performance.eventLoopUtilization();
  const result = await new Promise<Extract<FeedMessage, { type: 'done' }>>((resolve, reject) => {
    // A worker does not inherit the tsx loader of this thread: it registers tsx, then loads the feed.
    const entry = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(FEED_MODULE)}, ${JSON.stringify(import.meta.url)}))`;
    const worker = new Worker(entry, { eval: true, workerData: feed });
    worker.on('message', (message: FeedMessage) => {
      if (message.type === 'done') return resolve(message);
      if (message.state === 'start') phaseStart = performance.eventLoopUtilization();
      else busy[message.phase] = performance.eventLoopUtilization(phaseStart).utilization;
    });
    worker.once('error', reject);
  });
  await app.close();
  await dispose();

  const { sustained, max } = result;
  const latency = (p: number) => percentile(sustained.latencies, p);
  return {
    handedRate: sustained.handedOver / sustained.seconds,
    acceptedRate: sustained.accepted / sustained.seconds,
    accepted: sustained.accepted,
    delivered: sustained.latencies.length,
    p50: latency(0.5),
    p99: latency(0.99),
    maxRate: max.accepted / max.seconds,
    sustainedBusy: busy.sustained ?? 0,
    maxBusy: busy.max ?? 0,
  };
}

function figuresOf(kind: BenchDatabaseKind, size: number, runs: readonly Run[]): Figure[] {
  const where = `${size.toLocaleString('en-IN')} vehicles, ${LABEL[kind]}`;
  const mid = (pick: (r: Run) => number) => Math.round(median(runs.map(pick)));
  /** The runs' own values, when there are several. */
  const each = (pick: (r: Run) => number) =>
    runs.length > 1 ? `${runs.length} runs: ${runs.map((r) => Math.round(pick(r))).join(', ')}` : '';
  const also = (text: string) => (text ? `; ${text}` : '');
  const askedRate = Math.round(size / REPORT_EVERY_S);
  const handedRate = mid((r) => r.handedRate);
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  return [
    {
      name: `sustained ingest, ${where}`,
      value: mid((r) => r.acceptedRate),
      unit: 'events/s',
      note:
        `offered ${askedRate}/s (a fix per vehicle every ${REPORT_EVERY_S} s) for ${SUSTAINED_S} s` +
        (handedRate < askedRate * 0.98 ? `, of which the feed managed ${handedRate}/s` : '') +
        `; server event loop ${percent(median(runs.map((r) => r.sustainedBusy)))} busy${also(each((r) => r.acceptedRate))}`,
    },
    {
      name: `ingest → socket p50, ${where}`,
      value: mid((r) => r.p50),
      unit: 'ms',
      note: `${mid((r) => r.delivered)} of ${mid((r) => r.accepted)} accepted fixes seen on the socket${also(each((r) => r.p50))}`,
    },
    {
      name: `ingest → socket p99, ${where}`,
      value: mid((r) => r.p99),
      unit: 'ms',
      note: each((r) => r.p99),
    },
    {
      name: `max ingest, ${where}`,
      value: mid((r) => r.maxRate),
      unit: 'events/s',
      note:
        `requests of ${Math.min(2_000, size)}, ${MAX_IN_FLIGHT} in flight, ${MAX_S} s; server event loop ` +
        `${percent(median(runs.map((r) => r.maxBusy)))} busy${also(each((r) => r.maxRate))}`,
    },
  ];
}
