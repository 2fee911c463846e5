import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/database';
import { orders } from '../server/db/schema/orders';
import { seedDemo } from '../server/db/seed/seedDemo';
import { Outbox } from '../server/events/outbox';
import { DEFAULT_ALERT_THRESHOLDS } from '../server/tracking/alertThresholds';
import { resultRows } from '../server/tracking/batchSql';
import {
  downsampleMonth,
  type MonthPartition,
  monthPartitions,
  upkeepPositions,
} from '../server/tracking/positionPartitions';
import { type FixIn, writeFixes } from '../server/tracking/positionWriter';
import { type BenchDatabaseKind, openBenchDatabase } from './benchDatabase';
import { signInOwner, timedTrack } from './httpTiming';
import { type Figure, median } from './report';

/**
 * A year of positions for a fleet, in monthly partitions. A raw year (5,000 trucks, a fix every 10 s, 10 h
 * on the road a day) is about 6.6 billion rows, more than a benchmark can write: every month gets a sample of
 * BENCH_SAMPLE_HOURS fleet-hours at the density retention leaves it (every 10 s in the months within
 * POSITIONS_RAW_DAYS' default of 90 days, one per minute before), and full months (10 h a day) are
 * extrapolated from the sample's bytes per row, labelled as such. The oldest month is written raw and
 * downsampled by the upkeep's own step, timed; the first 10 minutes of the current month's sample go through
 * the ingest writer (writeFixes, batches of 2,000), the rest of the year through insert…select. Replay asks the real endpoint for a
 * 2-day trip in the oldest month and one in the newest.
 *
 * BENCH_DATABASE (postgres or pglite; default postgres), BENCH_TRUCKS (default 5,000), BENCH_SAMPLE_HOURS
 * (default 0.5).
 */
export const title = 'A year of positions (`npm run bench positions`)';

const KIND = (process.env.BENCH_DATABASE ?? 'postgres') as BenchDatabaseKind;
const TRUCKS = Number(process.env.BENCH_TRUCKS ?? 5_000);
const SAMPLE_HOURS = Number(process.env.BENCH_SAMPLE_HOURS ?? 0.5);
/** The first minutes of the current month's sample go through the ingest writer, the rest as the others. */
const WRITER_MINUTES = 10;
const RAW_DAYS = 90;
const RAW_EVERY_S = 10;
const KEPT_EVERY_S = 60;
const HOURS_A_DAY = 10;
const MONTHS = 12;
const TRIP_HOURS = 48;
const WRITER_BATCH = 2_000;
const RUNS = 9;
/** Rows per insert…select, so no statement holds the whole month. */
const ROWS_PER_STATEMENT = 300_000;
const DAY = 86_400_000;

const monthStart = (at: Date, plus = 0) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + plus, 1));
const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const gib = (bytes: number) => Math.round((bytes / 2 ** 30) * 100) / 100;

/** Where a month's sample sits: the 2nd of the month from 03:30 UTC (09:00 in India), or before now. */
function sampleStart(month: Date, now: Date): Date {
  const start = new Date(month.getTime() + DAY + 3.5 * 3_600_000);
  const latest = new Date(now.getTime() - (SAMPLE_HOURS + 1) * 3_600_000);
  const at = start < latest ? start : latest;
  if (at < month) throw new Error('the current month is too young for a sample: run it after the 2nd');
  return at;
}

/** The fleet's fixes for `steps` times from `start`, every `everyS`, one statement per chunk of times. */
async function insertSelect(db: Database, industryId: number, start: Date, steps: number, everyS: number) {
  const perStatement = Math.max(1, Math.floor(ROWS_PER_STATEMENT / TRUCKS));
  for (let first = 0; first < steps; first += perStatement) {
    const last = Math.min(steps, first + perStatement) - 1;
    // Time-major, as a fleet reports: every truck at one moment, then the next moment.
    await db.execute(sql`
      insert into positions (industry_id, vehicle_number, source, source_event_id, recorded_at, latitude,
                             longitude, speed_kph, heading)
      select ${industryId}::int, 'BT' || lpad(t::text, 5, '0'), 'gps', 'bench-' || t || '-' || k || '-' || ${everyS}::int,
             ${start.toISOString()}::timestamptz + make_interval(secs => k * ${everyS}::int + t % ${everyS}::int),
             10 + (t % 100) * 0.2 + k * 0.0004, 70 + (t / 100) * 0.2 + k * 0.0004, 30 + k % 40, 45
      from generate_series(${first}::int, ${last}::int) as k cross join generate_series(0, ${TRUCKS - 1}::int) as t`);
  }
}

/** The same fleet's fixes through the ingest writer, as feeds post them: batches of 2,000. */
async function insertThroughWriter(db: Database, industryId: number, start: Date, steps: number) {
  let batch: FixIn[] = [];
  const flush = async () => {
    const fixes = batch;
    batch = [];
    await db.transaction((tx) =>
      writeFixes(tx, new Outbox(), industryId, fixes, new Map(), DEFAULT_ALERT_THRESHOLDS, new Date()),
    );
  };
  for (let k = 0; k < steps; k += 1)
    for (let t = 0; t < TRUCKS; t += 1) {
      batch.push({
        eventId: `writer-${t}-${k}`,
        orderId: null,
        vehicleNumber: `BT${String(t).padStart(5, '0')}`,
        source: 'gps',
        at: new Date(start.getTime() + (k * RAW_EVERY_S + (t % RAW_EVERY_S)) * 1000),
        latitude: 10 + (t % 100) * 0.2 + k * 0.0004,
        longitude: 70 + Math.floor(t / 100) * 0.2 + k * 0.0004,
        speedKmh: 30 + (k % 40),
        heading: 45,
      });
      if (batch.length === WRITER_BATCH) await flush();
    }
  if (batch.length > 0) await flush();
}

/** A 2-day trip of an order, a fix every 10 s. */
async function insertTrip(db: Database, order: TripOrder, start: Date) {
  await db.execute(sql`
    insert into positions (industry_id, order_id, vehicle_number, source, source_event_id, recorded_at,
                           latitude, longitude, speed_kph, heading)
    select ${order.industryId}::int, ${order.id}::int, ${order.vehicleNumber}, 'gps', 'trip-' || i,
           ${start.toISOString()}::timestamptz + make_interval(secs => i * ${RAW_EVERY_S}::int),
           19 + i * 0.00008, 73 + i * 0.00009, 40 + i % 30, 45
    from generate_series(0, ${(TRIP_HOURS * 3_600) / RAW_EVERY_S - 1}::int) as i`);
}

type TripOrder = { id: number; industryId: number; vehicleNumber: string };

interface PartitionSize {
  name: string;
  rows: number;
  tableBytes: number;
  indexBytes: number;
}

async function partitionSizes(db: Database): Promise<PartitionSize[]> {
  return resultRows<PartitionSize>(
    await db.execute(sql`
      select c.relname as name, c.reltuples::bigint::int as rows,
             pg_table_size(c.oid)::bigint::float8 as "tableBytes",
             pg_indexes_size(c.oid)::bigint::float8 as "indexBytes"
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'positions'::regclass
      order by c.relname`),
  );
}

export async function run(): Promise<Figure[]> {
  const { database, dispose } = await openBenchDatabase(KIND);
  const { db } = database;
  try {
    await seedDemo(db, new Date());
    const now = new Date();
    const trips = (await db
      .select({ id: orders.id, industryId: orders.industryId, vehicleNumber: orders.vehicleNumber })
      .from(orders)
      .where(and(eq(orders.trackingMethod, 'gps'), eq(orders.status, 'in_transit')))
      .orderBy(orders.id)
      .limit(2)) as TripOrder[];
    if (trips.length < 2) throw new Error('the demo seed has fewer than two GPS orders on the road');
    const industryId = trips[0]!.industryId;
    for (const trip of trips) await db.execute(sql`delete from positions where order_id = ${trip.id}`);

    // The year's months get their partitions as the server makes them: a fix lands in the default partition
    // and the upkeep creates its month and moves it there.
    const months = Array.from({ length: MONTHS }, (_, i) => monthStart(now, i - MONTHS + 1));
    for (const month of months)
      await db.execute(sql`
        insert into positions (industry_id, vehicle_number, source, source_event_id, recorded_at, latitude, longitude)
        values (${industryId}, 'BT-MARK', 'gps', ${`mark-${month.toISOString()}`}, ${month.toISOString()}, 19, 73)`);
    await upkeepPositions(db, { rawDays: 36_500, keepDays: undefined }, now);

    const raw = (month: Date) => now.getTime() - monthStart(month, 1).getTime() <= RAW_DAYS * DAY;
    const oldest = months[0]!;
    const current = months.at(-1)!;
    let selectRows = 0;
    let selectMs = 0;
    let writerRows = 0;
    let writerMs = 0;
    const sampled = new Map<string, { everyS: number; fullMonthRows: number }>();
    for (const month of months) {
      const everyS = raw(month) || month === oldest ? RAW_EVERY_S : KEPT_EVERY_S;
      const steps = (SAMPLE_HOURS * 3_600) / everyS;
      const start = sampleStart(month, now);
      const started = performance.now();
      const writerSteps = month === current ? Math.min(steps, (WRITER_MINUTES * 60) / everyS) : 0;
      if (writerSteps > 0) {
        await insertThroughWriter(db, industryId, start, writerSteps);
        writerMs += performance.now() - started;
        writerRows += writerSteps * TRUCKS;
      }
      const selectStarted = performance.now();
      const rest = new Date(start.getTime() + writerSteps * everyS * 1000);
      await insertSelect(db, industryId, rest, steps - writerSteps, everyS);
      selectMs += performance.now() - selectStarted;
      selectRows += (steps - writerSteps) * TRUCKS;
      const days = (monthStart(month, 1).getTime() - month.getTime()) / DAY;
      const keptEvery = raw(month) ? RAW_EVERY_S : KEPT_EVERY_S;
      sampled.set(month.toISOString(), {
        everyS: keptEvery,
        fullMonthRows: (TRUCKS * days * HOURS_A_DAY * 3_600) / keptEvery,
      });
    }
    const [oldTrip, newTrip] = trips as [TripOrder, TripOrder];
    await insertTrip(db, oldTrip, new Date(oldest.getTime() + 5 * DAY));
    await insertTrip(db, newTrip, new Date(now.getTime() - (TRIP_HOURS + 2) * 3_600_000));

    // Retention's step on the oldest month, written raw: downsampled to one fix per minute.
    const partitions = await monthPartitions(db);
    const oldestPartition = partitions.find((p) => p.from.getTime() === oldest.getTime()) as MonthPartition;
    const downsampleStarted = performance.now();
    const downsampled = await downsampleMonth(db, oldestPartition.name);
    const downsampleMs = performance.now() - downsampleStarted;
    await db.execute(sql`analyze positions`);

    const sizes = await partitionSizes(db);
    const figures: Figure[] = [
      {
        name: `insert rate, insert…select of the fleet's fixes (${KIND})`,
        value: Math.round(selectRows / (selectMs / 1000)),
        unit: 'rows/s',
        note: `${selectRows.toLocaleString('en')} rows in ${Math.round(selectMs / 1000)} s, statements of ${ROWS_PER_STATEMENT.toLocaleString('en')} rows, time-major`,
      },
      {
        name: `insert rate, through the ingest writer (writeFixes, batches of ${WRITER_BATCH}) (${KIND})`,
        value: Math.round(writerRows / (writerMs / 1000)),
        unit: 'rows/s',
        note: `${writerRows.toLocaleString('en')} rows in ${Math.round(writerMs / 1000)} s, one transaction per batch`,
      },
      {
        name: `upkeep: downsampling the oldest month to one fix per minute (${KIND})`,
        value: Math.round(downsampleMs),
        unit: 'ms',
        note: `${oldestPartition.name}: ${downsampled?.before.toLocaleString('en')} → ${downsampled?.after.toLocaleString('en')} rows (sample plus a 2-day trip); truncate and refill in one transaction`,
      },
    ];

    let extrapolatedBytes = 0;
    let measuredBytes = 0;
    let measuredRows = 0;
    for (const size of sizes) {
      measuredBytes += size.tableBytes + size.indexBytes;
      measuredRows += size.rows;
      const partition = partitions.find((p) => p.name === size.name);
      const plan = partition && sampled.get(partition.from.toISOString());
      if (!partition || !plan || size.rows === 0) continue;
      const perRow = (size.tableBytes + size.indexBytes) / size.rows;
      const full = perRow * plan.fullMonthRows;
      extrapolatedBytes += full;
      figures.push({
        name: `${size.name}, ${plan.everyS === RAW_EVERY_S ? 'every 10 s' : 'one per minute'}: extrapolated to a full month`,
        value: gib(full),
        unit: 'GiB',
        note: `measured ${size.rows.toLocaleString('en')} rows: table ${mib(size.tableBytes)} MiB + indexes ${mib(size.indexBytes)} MiB (${Math.round(perRow)} B/row); a full month ${(plan.fullMonthRows / 1e6).toFixed(1)} M rows`,
      });
    }
    figures.push(
      {
        name: `whole table as measured (${KIND})`,
        value: mib(measuredBytes),
        unit: 'MiB',
        note: `${measuredRows.toLocaleString('en')} rows in ${sizes.length} partitions (with the default and the months ahead)`,
      },
      {
        name: `a year extrapolated: ${TRUCKS.toLocaleString('en')} trucks, 10 h a day, every 10 s for ${RAW_DAYS} days, one per minute before`,
        value: gib(extrapolatedBytes),
        unit: 'GiB',
        note: `sum of the months above, each from a sample of ${SAMPLE_HOURS} fleet-hours`,
      },
    );

    const { app } = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      database,
      logger: false,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const token = await signInOwner(base);
      for (const [label, trip] of [
        [`oldest month (${oldestPartition.name}, downsampled)`, oldTrip],
        ['newest month (raw)', newTrip],
      ] as const) {
        const runs: Awaited<ReturnType<typeof timedTrack>>[] = [];
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await timedTrack(`${base}/api/tracking/orders/${trip.id}/track`, token));
        figures.push({
          name: `replay of a 2-day trip in the ${label}, whole trip, median (${KIND})`,
          value: Math.round(median(runs.map((r) => r.ms))),
          unit: 'ms',
          note: `${runs[0]!.points} points, ${Math.round(runs[0]!.bytes / 1024)} KiB; ${RUNS} runs over HTTP`,
        });
      }
    } finally {
      await app.close();
    }
    return figures;
  } finally {
    await dispose();
  }
}
