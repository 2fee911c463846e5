import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { industries } from '../server/db/schema/tenancy';
import { DEMO_INDUSTRY_NAME, DEMO_PASSWORD, demoAccount } from '../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../server/db/seed/demoIngestKey';
import { seedDemo } from '../server/db/seed/seedDemo';
import { ensureMovingOrders } from '../server/sim/demoOrders';
import { loadSimFleet } from '../server/sim/simFleet';
import { resultRows } from '../server/tracking/batchSql';
import { type AppProcess, startAppProcess } from '../test/support/appProcess';
import { type BenchDatabaseKind, openBenchDatabase } from './benchDatabase';
import type { FeedMessage, FeedOptions } from './ingestFeed';
import { startCpuMeter } from './processCpu';
import { type Figure, median, percentile } from './report';

/**
 * Ingest and ingest → socket latency at several fleet sizes, on PGlite and/or PostgreSQL, with one server
 * node and, on PostgreSQL with Redis, two side by side. Each node is a process of its own
 * (bench/fleetServerMain.ts, as `npm start` runs); a feed in a worker thread of the bench (bench/ingestFeed.ts)
 * plays the outside world:
 * - sustained: every vehicle reports once per REPORT_EVERY_S over BENCH_CONNECTIONS feed connections spread
 *   over the nodes, handed over every 100 ms, for BENCH_SECONDS; figures are the events per second the API
 *   accepted and, for every fix, the time from the feed handing it over to a signed-in board socket
 *   receiving it (p50, p99), with BENCH_WATCHERS sockets on every node, each of which should get the whole
 *   fleet;
 * - max: requests of 2,000 fixes back to back, MAX_IN_FLIGHT per node, for the most events per second.
 * The servers' CPU time (from /proc) per event gives the events per second one core takes; PostgreSQL's
 * backends are counted apart.
 *
 * BENCH_FLEETS (default 1000,10000,50000), BENCH_DATABASE (pglite, postgres or both, comma-separated;
 * default pglite), BENCH_NODES (default 1,2; two nodes need PostgreSQL and Redis), BENCH_SECONDS (default 30),
 * BENCH_REPORT_EVERY_S (default 5), BENCH_CONNECTIONS (feed connections, default 4), BENCH_WATCHERS (sockets
 * per node, default 2), BENCH_RUNS (default 1; figures are the medians of the runs), BENCH_CPU_PROF (a folder:
 * the servers write V8 CPU profiles there), BENCH_NODE_ARGS (node flags of the servers).
 */
export const title = 'Tracking ingest and fan-out';

const FLEETS = (process.env.BENCH_FLEETS ?? '1000,10000,50000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASE ?? 'pglite').split(',') as BenchDatabaseKind[];
const NODES = (process.env.BENCH_NODES ?? '1,2').split(',').map(Number);
const SUSTAINED_S = Number(process.env.BENCH_SECONDS ?? 30);
/** 10,000 vehicles reporting every 5 s is the 2,000 events/s the product is sized for. */
const REPORT_EVERY_S = Number(process.env.BENCH_REPORT_EVERY_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 2);
const MAX_S = 10;
/** Runs per fleet size, database and node count; figures are their medians. */
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const MAX_IN_FLIGHT = 4;
const CPU_PROF = process.env.BENCH_CPU_PROF;
/** Node flags for the server processes, e.g. `--max-semi-space-size=64`, space separated. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const FEED_MODULE = new URL('./ingestFeed.ts', import.meta.url).href;

const LABEL: Record<BenchDatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of DATABASES)
    for (const size of FLEETS)
      for (const nodes of NODES) {
        // PGlite is one process's own database: several nodes need PostgreSQL.
        if (nodes > 1 && kind !== 'postgres') continue;
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(kind, size, nodes));
        figures.push(...figuresOf(kind, size, nodes, runs));
      }
  return figures;
}

/** CPU seconds of the server processes and of PostgreSQL's backends during a phase. */
interface PhaseCpu {
  server: number;
  database: number;
}

/** What one run measured. */
interface Run {
  /** Events per second the feed handed over, and the API accepted, in the sustained phase. */
  handedRate: number;
  acceptedRate: number;
  accepted: number;
  delivered: number;
  /** The fewest of the sustained phase's accepted fixes one socket received, as a share. */
  leastReceived: number;
  sockets: number;
  p50: number;
  p99: number;
  sustainedSeconds: number;
  maxAccepted: number;
  maxSeconds: number;
  cpu: Record<'sustained' | 'max', PhaseCpu>;
}

async function measure(kind: BenchDatabaseKind, size: number, nodes: number): Promise<Run> {
  const bench = await openBenchDatabase(kind, { onDisk: true });
  const servers: AppProcess[] = [];
  const stream = nodes > 1 ? `freightdesk-bench-ingest-${randomBytes(4).toString('hex')}` : null;
  try {
    const { database } = bench;
    await seedDemo(database.db, new Date());
    const [industry] = await database.db
      .select()
      .from(industries)
      .where(eq(industries.name, DEMO_INDUSTRY_NAME));
    const now = new Date();
    await ensureMovingOrders(database.db, industry!.id, size, now);
    const fleet = await loadSimFleet(database.db, industry!.id, now, size);
    // A PGlite folder opens in one process at a time: the server's, from here on.
    if (kind === 'pglite') await database.close();
    if (CPU_PROF) mkdirSync(CPU_PROF, { recursive: true });
    for (let n = 0; n < nodes; n++)
      servers.push(
        await startAppProcess({
          entry: 'bench/fleetServerMain.ts',
          dataDir: bench.serverEnv.DATA_DIR!,
          readyPath: '/health',
          env: {
            ...bench.serverEnv,
            LOG_LEVEL: 'warn',
            ...(stream ? { REDIS_URL, BENCH_REDIS_STREAM: stream } : {}),
          },
          nodeArgs: [...NODE_ARGS, ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [])],
        }),
      );
    const baseUrls = servers.map((s) => s.baseUrl);
    const login = await fetch(`${baseUrls[0]}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: demoAccount('owner').email, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    console.log(`  ${LABEL[kind]}, ${size} vehicles, ${nodes} node(s): seeded, feeding…`);

    // PostgreSQL's work for the servers is done in the backends of their connections to this database.
    const backends = async () =>
      kind === 'postgres'
        ? resultRows<{ pid: number }>(
            await database.db.execute(
              sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
            ),
          ).map((r) => r.pid)
        : [];
    const serverPids = servers.map((s) => s.pid);
    const cpu: Partial<Record<'sustained' | 'max', PhaseCpu>> = {};
    let meters: { server: ReturnType<typeof startCpuMeter>; database: ReturnType<typeof startCpuMeter> };
    let phaseWork = Promise.resolve();

    const feed: FeedOptions = {
      baseUrls,
      apiKey: DEMO_INGEST_KEY,
      token,
      connections: CONNECTIONS,
      watchersPerNode: WATCHERS,
      vehicles: fleet.map((v) => ({ truck: v.truck, vehicleNumber: v.vehicleNumber })),
      reportEverySeconds: REPORT_EVERY_S,
      sustainedSeconds: SUSTAINED_S,
      maxSeconds: MAX_S,
      maxInFlight: MAX_IN_FLIGHT * nodes,
    };
    const result = await new Promise<Extract<FeedMessage, { type: 'done' }>>((resolve, reject) => {
      // A worker does not inherit the tsx loader of this thread: it registers tsx, then loads the feed.
      const entry = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(FEED_MODULE)}, ${JSON.stringify(import.meta.url)}))`;
      const worker = new Worker(entry, { eval: true, workerData: feed });
      worker.on('message', (message: FeedMessage) => {
        if (message.type === 'done') return void phaseWork.then(() => resolve(message));
        const { phase, state } = message;
        phaseWork = phaseWork.then(async () => {
          if (state === 'start')
            meters = { server: startCpuMeter(serverPids), database: startCpuMeter(await backends()) };
          else
            cpu[phase] = { server: meters.server.read(), database: meters.database.read(await backends()) };
        });
      });
      worker.once('error', reject);
    });

    const { sustained, max } = result;
    const latency = (p: number) => percentile(sustained.latencies, p);
    return {
      handedRate: sustained.handedOver / sustained.seconds,
      acceptedRate: sustained.accepted / sustained.seconds,
      accepted: sustained.accepted,
      delivered: sustained.latencies.length,
      leastReceived: Math.min(...sustained.receivedPerSocket) / Math.max(1, sustained.accepted),
      sockets: sustained.receivedPerSocket.length,
      p50: latency(0.5),
      p99: latency(0.99),
      sustainedSeconds: sustained.seconds,
      maxAccepted: max.accepted,
      maxSeconds: max.seconds,
      cpu: { sustained: cpu.sustained!, max: cpu.max! },
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await bench.dispose();
    if (stream) {
      const redis = new Redis(REDIS_URL);
      const counters = await redis.keys(`${stream}:limits:*`);
      await redis.del(stream, ...counters);
      redis.disconnect();
    }
  }
}

function figuresOf(kind: BenchDatabaseKind, size: number, nodes: number, runs: readonly Run[]): Figure[] {
  const where = `${size.toLocaleString('en-IN')} vehicles, ${LABEL[kind]}, ${nodes === 1 ? 'one node' : `${nodes} nodes on Redis`}`;
  const mid = (pick: (r: Run) => number) => Math.round(median(runs.map(pick)));
  /** The runs' own values, when there are several. */
  const each = (pick: (r: Run) => number) =>
    runs.length > 1 ? `${runs.length} runs: ${runs.map((r) => Math.round(pick(r))).join(', ')}` : '';
  const also = (text: string) => (text ? `; ${text}` : '');
  const askedRate = Math.round(size / REPORT_EVERY_S);
  const handedRate = mid((r) => r.handedRate);
  const cores = (r: Run, phase: 'sustained' | 'max', of: keyof PhaseCpu) =>
    r.cpu[phase][of] / (phase === 'sustained' ? r.sustainedSeconds : r.maxSeconds);
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  const maxRate = (r: Run) => r.maxAccepted / r.maxSeconds;
  const perServerCore = (r: Run) => r.maxAccepted / Math.max(0.01, r.cpu.max.server);
  const perCore = (r: Run) => r.maxAccepted / Math.max(0.01, r.cpu.max.server + r.cpu.max.database);
  const databaseNote = kind === 'postgres' ? '' : ' (PGlite works inside the server process)';
  return [
    {
      name: `sustained ingest, ${where}`,
      value: mid((r) => r.acceptedRate),
      unit: 'events/s',
      note:
        `offered ${askedRate}/s (a fix per vehicle every ${REPORT_EVERY_S} s) over ${CONNECTIONS} feed connections for ${SUSTAINED_S} s` +
        (handedRate < askedRate * 0.98 ? `, of which the feed managed ${handedRate}/s` : '') +
        `; server CPU ${percent(median(runs.map((r) => cores(r, 'sustained', 'server'))))} of a core` +
        (kind === 'postgres'
          ? `, PostgreSQL ${percent(median(runs.map((r) => cores(r, 'sustained', 'database'))))}`
          : '') +
        also(each((r) => r.acceptedRate)),
    },
    {
      name: `ingest → socket p50, ${where}`,
      value: mid((r) => r.p50),
      unit: 'ms',
      note: `${mid((r) => r.delivered)} deliveries to ${runs[0]!.sockets} sockets${also(each((r) => r.p50))}`,
    },
    {
      name: `ingest → socket p99, ${where}`,
      value: mid((r) => r.p99),
      unit: 'ms',
      note: each((r) => r.p99),
    },
    {
      name: `least of the fleet one socket received, ${where}`,
      value: Math.round(median(runs.map((r) => r.leastReceived)) * 1000) / 10,
      unit: '%',
      note: `of ${mid((r) => r.accepted)} accepted fixes, the socket (of ${runs[0]!.sockets}, ${WATCHERS} per node) that saw the fewest`,
    },
    {
      name: `max ingest, ${where}`,
      value: mid(maxRate),
      unit: 'events/s',
      note:
        `requests of ${Math.min(2_000, size)}, ${MAX_IN_FLIGHT * nodes} in flight, ${MAX_S} s; server CPU ` +
        `${median(runs.map((r) => cores(r, 'max', 'server'))).toFixed(2)} cores` +
        (kind === 'postgres'
          ? `, PostgreSQL ${median(runs.map((r) => cores(r, 'max', 'database'))).toFixed(2)}`
          : '') +
        also(each(maxRate)),
    },
    {
      name: `max ingest per server core, ${where}`,
      value: mid(perServerCore),
      unit: 'events/s',
      note: `events accepted per CPU second of the server processes${databaseNote}${also(each(perServerCore))}`,
    },
    ...(kind === 'postgres'
      ? [
          {
            name: `max ingest per core with PostgreSQL, ${where}`,
            value: mid(perCore),
            unit: 'events/s',
            note: `per CPU second of the servers and their PostgreSQL backends together${also(each(perCore))}`,
          },
        ]
      : []),
  ];
}
