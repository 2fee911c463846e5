import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { OpenedDatabase } from '../server/db/database';
import { openPglite } from '../server/db/open';
import { orders } from '../server/db/schema/orders';
import { industries } from '../server/db/schema/tenancy';
import { DEMO_INDUSTRY_NAME } from '../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../server/db/seed/demoIngestKey';
import { seedDemo } from '../server/db/seed/seedDemo';
import { ensureMovingOrders, MOVING_STATUSES } from '../server/sim/demoOrders';
import { loadSimFleet, type SimVehicle } from '../server/sim/simFleet';
import { positionOf } from '../server/sim/truckMotion';
import type { GpsFixIn, IngestReply } from '../src/domain/schemas/ingest';
import type { Direction } from '../src/domain/statuses';
import { startAppProcess } from '../test/support/appProcess';
import { type BenchDatabaseKind, openBenchDatabase } from './benchDatabase';

/**
 * A server on a fresh seeded database (PGlite, or a throwaway PostgreSQL database) whose demo industry has
 * `vehicles` moving orders in one direction, with the trucks that drive them. The simulator is off: the
 * benchmark is the feed, through the ingest API.
 */
export interface FleetServer {
  baseUrl: string;
  fleet: SimVehicle[];
  close(): Promise<void>;
}

export interface FleetServerOptions {
  vehicles: number;
  direction: Direction;
  /** PGlite in a data folder of the server's own (the default), or a database of its own on PostgreSQL. */
  database?: BenchDatabaseKind;
  /** Ports tried in turn, so parallel runs on a shared machine stay out of each other's way. */
  ports?: readonly number[];
}

/** Moves a truck half a kilometre on along its route and reports it there. */
export function nextFix(
  vehicle: SimVehicle,
  fields: { eventId: string; recordedAt: string; speedKmh: number },
): GpsFixIn {
  const truck = vehicle.truck;
  truck.km = Math.min(truck.route.km, truck.km + 0.5);
  const { point, heading } = positionOf(truck);
  return {
    ...fields,
    vehicleNumber: vehicle.vehicleNumber,
    orderId: truck.orderId,
    latitude: point.latitude,
    longitude: point.longitude,
    heading,
  };
}

/** Posts fixes as a device gateway would; answers how many the API accepted. */
export async function postGps(baseUrl: string, events: readonly GpsFixIn[]): Promise<number> {
  const response = await fetch(`${baseUrl}/api/ingest/gps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY },
    body: JSON.stringify({ events }),
  });
  if (!response.ok) return 0;
  return ((await response.json()) as IngestReply).accepted;
}

/** Gives every truck its first fix, so the board and the map open on a fleet with positions. */
export async function primeFleet(baseUrl: string, fleet: readonly SimVehicle[], chunk = 2_000) {
  const recordedAt = new Date(Date.now() - 60_000).toISOString();
  for (let i = 0; i < fleet.length; i += chunk) {
    const fixes = fleet
      .slice(i, i + chunk)
      .map((v) => nextFix(v, { eventId: `prime-${v.truck.orderId}`, recordedAt, speedKmh: 30 }));
    await postGps(baseUrl, fixes);
  }
}

/** The first of `ports` nobody listens on; other benchmarks and test servers share this machine. */
async function firstFreePort(ports: readonly number[]): Promise<number> {
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port among ${ports[0]}–${ports.at(-1)}`);
}

type Db = OpenedDatabase['db'];

const movingIds = async (db: Db, industryId: number, direction: Direction) =>
  new Set(
    (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.industryId, industryId),
            eq(orders.direction, direction),
            inArray(orders.status, [...MOVING_STATUSES]),
          ),
        )
    ).map((row) => row.id),
  );

/**
 * Seeds `database` with the demo industry and `vehicles` moving orders in `direction` (nothing to do when it
 * already has them), and returns the trucks that drive them.
 */
async function seedFleet(
  database: OpenedDatabase,
  vehicles: number,
  direction: Direction,
): Promise<SimVehicle[]> {
  await database.migrate();
  await seedDemo(database.db, new Date());
  const [industry] = await database.db
    .select()
    .from(industries)
    .where(eq(industries.name, DEMO_INDUSTRY_NAME));
  const industryId = industry!.id;
  // About 60 % of the simulator's orders are outbound: top up until this direction has enough.
  let total = vehicles;
  let ids = new Set<number>();
  const now = new Date();
  for (;;) {
    await ensureMovingOrders(database.db, industryId, total, now);
    ids = await movingIds(database.db, industryId, direction);
    if (ids.size >= vehicles) break;
    total += Math.ceil((vehicles - ids.size) / 0.35);
  }
  return (await loadSimFleet(database.db, industryId, now, total))
    .filter((v) => ids.has(v.truck.orderId))
    .slice(0, vehicles);
}

/** seedFleet on a PGlite data folder, closed again after, ready for a server to open. */
export async function prepareFleetData(
  dataDir: string | undefined,
  vehicles: number,
  direction: Direction,
): Promise<SimVehicle[]> {
  const database = await openPglite(dataDir);
  try {
    return await seedFleet(database, vehicles, direction);
  } finally {
    await database.close();
  }
}

/** Seeding tens of thousands of orders takes minutes: each size is prepared once and copied for every run. */
const TEMPLATES = '.tmp/bench-fleets';

async function fleetTemplate(vehicles: number, direction: Direction): Promise<string> {
  const template = join(TEMPLATES, `${direction}-${vehicles}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const building = `${template}.building`;
  rmSync(building, { recursive: true, force: true });
  await prepareFleetData(building, vehicles, direction);
  renameSync(building, template);
  return template;
}

/**
 * Starts the server much as `npm start` does (bench/fleetServerMain.ts), in a process of its own (PGlite works
 * synchronously on its event loop, which must not hold up the benchmark's clock or the browser's driver), on a
 * freshly prepared folder or PostgreSQL database.
 */
export async function startFleetServer(options: FleetServerOptions): Promise<FleetServer> {
  if (options.database === 'postgres') return startPostgresFleetServer(options);
  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-bench-fleet-'));
  cpSync(await fleetTemplate(options.vehicles, options.direction), dataDir, { recursive: true });
  const fleet = await prepareFleetData(dataDir, options.vehicles, options.direction);
  const port = await firstFreePort(options.ports ?? [0]);
  const app = await startAppProcess({
    entry: 'bench/fleetServerMain.ts',
    dataDir,
    port,
    env: { LOG_LEVEL: 'warn' },
  });
  return {
    baseUrl: app.baseUrl,
    fleet,
    close: async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL counterpart of fleetTemplate: a seeded database, dumped once per size and restored per run. */
async function postgresFleetDump(vehicles: number, direction: Direction): Promise<string> {
  const dump = join(TEMPLATES, `postgres-${direction}-${vehicles}.dump`);
  if (existsSync(dump)) return dump;
  mkdirSync(TEMPLATES, { recursive: true });
  const { database, serverEnv, dispose } = await openBenchDatabase('postgres');
  try {
    await seedFleet(database, vehicles, direction);
    execFileSync('pg_dump', ['--format', 'custom', '--file', `${dump}.building`, serverEnv.DATABASE_URL!]);
    renameSync(`${dump}.building`, dump);
    return dump;
  } finally {
    await dispose();
  }
}

/** The same on a database of its own on PostgreSQL, restored from the size's dump and dropped after the run. */
async function startPostgresFleetServer(options: FleetServerOptions): Promise<FleetServer> {
  const restore = await postgresFleetDump(options.vehicles, options.direction);
  const { database, serverEnv, dispose } = await openBenchDatabase('postgres', { restore });
  try {
    const fleet = await seedFleet(database, options.vehicles, options.direction);
    const port = await firstFreePort(options.ports ?? [0]);
    const app = await startAppProcess({
      entry: 'bench/fleetServerMain.ts',
      dataDir: ':memory:',
      port,
      env: { LOG_LEVEL: 'warn', ...serverEnv },
    });
    return {
      baseUrl: app.baseUrl,
      fleet,
      close: async () => {
        await app.stop();
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
