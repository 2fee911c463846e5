import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, Sweep } from '../clock';
import type { Database, Queryable } from '../db/database';
import { startPeriodicSweep } from '../periodicSweep';
import { resultRows } from './batchSql';

/**
 * Upkeep of the monthly partitions of `positions` (migration 0024 partitions it by UTC month on recorded_at):
 * months are created ahead, fixes that landed in the default partition (a month without a partition) move
 * into their month, and retention applies: a month that ended more than `rawDays` ago is downsampled to the
 * first fix of each minute per vehicle, order and source (plus each order's last fix there, so a replay ends
 * where the trip did), and, when `keepDays` is set, a month that ended longer ago than that is dropped.
 *
 * Each step is a transaction of its own that first takes a transaction advisory lock and skips the step when
 * another server node holds it; inside the lock the step checks again whether it is still to do, so two
 * nodes never do one step twice.
 */

export interface PositionRetention {
  /** Days a month's raw fixes are kept after the month ends; then it is downsampled. */
  rawDays: number;
  /** Days a month is kept after it ends; undefined keeps every month. */
  keepDays: number | undefined;
}

export interface UpkeepResult {
  created: string[];
  /** Fixes moved out of the default partition into their month's partition. */
  moved: number;
  downsampled: { partition: string; before: number; after: number }[];
  dropped: string[];
}

/** Months created ahead of the current one, so a month never starts without its partition. */
export const MONTHS_AHEAD = 2;
const UPKEEP_MS = 3_600_000;
const UPKEEP_LOCK = 7_400_001;
/** The comment a downsampled month carries, so it is not downsampled again. */
const DOWNSAMPLED = 'downsampled to one fix per minute';
const DEFAULT_PARTITION = 'positions_default';

const monthStart = (at: Date, plusMonths = 0) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + plusMonths, 1));

/** positions_YYYY_MM, the name of a month's partition. */
export const partitionName = (month: Date) =>
  `positions_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

export interface MonthPartition {
  name: string;
  from: Date;
  to: Date;
  downsampled: boolean;
}

/** The month partitions of positions, oldest first (the default partition is not among them). */
export async function monthPartitions(db: Queryable): Promise<MonthPartition[]> {
  const rows = resultRows<{ name: string; note: string | null }>(
    await db.execute(sql`
      select c.relname as name, obj_description(c.oid, 'pg_class') as note
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'positions'::regclass`),
  );
  return rows
    .flatMap(({ name, note }) => {
      const match = /^positions_(\d{4})_(\d{2})$/.exec(name);
      if (!match) return [];
      const from = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
      return [{ name, from, to: monthStart(from, 1), downsampled: note === DOWNSAMPLED }];
    })
    .sort((a, b) => a.from.getTime() - b.from.getTime());
}

const literal = (at: Date) => sql.raw(`'${at.toISOString()}'`);

/** Runs `step` in a transaction holding the upkeep lock; answers undefined when another node holds it. */
async function underLock<T>(db: Database, step: (tx: Queryable) => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [row] = resultRows<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${UPKEEP_LOCK}) as locked`),
    );
    return row?.locked ? step(tx) : undefined;
  });
}

/**
 * Creates the month's partition unless it exists, first moving the month's fixes out of the default partition
 * (PostgreSQL refuses a partition whose rows sit in the default). The whole table is locked first, for the
 * moment this takes, so that no fix lands in the default in between, and always parent first, as inserts
 * lock it, so the two cannot deadlock. Answers the fixes moved, or null when the partition was there.
 */
async function ensureMonth(db: Database, month: Date): Promise<number | null> {
  const name = partitionName(month);
  const to = monthStart(month, 1);
  const moved = await underLock(db, async (tx) => {
    const [found] = resultRows<{ exists: boolean }>(
      await tx.execute(sql`select to_regclass(${name}) is not null as exists`),
    );
    if (found?.exists) return null;
    await tx.execute(sql`lock table positions in access exclusive mode`);
    const inMonth = sql`recorded_at >= ${literal(month)} and recorded_at < ${literal(to)}`;
    await tx.execute(sql`create temporary table positions_moving (like positions) on commit drop`);
    await tx.execute(sql`
      with moved as (delete from ${sql.identifier(DEFAULT_PARTITION)} where ${inMonth} returning *)
      insert into positions_moving select * from moved`);
    await tx.execute(sql`
      create table ${sql.identifier(name)} partition of positions
      for values from (${literal(month)}) to (${literal(to)})`);
    await tx.execute(sql`insert into ${sql.identifier(name)} select * from positions_moving`);
    const [counted] = resultRows<{ moved: number }>(
      await tx.execute(sql`select count(*)::int as moved from positions_moving`),
    );
    return counted?.moved ?? 0;
  });
  return moved ?? null;
}

/**
 * Keeps the first fix of each minute per vehicle (or device, for a device on no truck), order and source, and
 * each order's last fix, of one month.
 * The month is rewritten in place: the kept fixes are copied aside, the partition truncated (a fresh file, no
 * dead rows to vacuum) and refilled, in one transaction. Writes to the month wait meanwhile (a share lock on
 * the partition alone); readers of it wait only for the refill.
 */
export async function downsampleMonth(
  db: Database,
  partition: string,
): Promise<{ before: number; after: number } | undefined> {
  const table = sql.identifier(partition);
  return underLock(db, async (tx) => {
    const [state] = resultRows<{ note: string | null }>(
      await tx.execute(sql`select obj_description(${partition}::regclass, 'pg_class') as note`),
    );
    if (state?.note === DOWNSAMPLED) return undefined;
    await tx.execute(sql`lock table ${table} in share mode`);
    const [counted] = resultRows<{ before: number }>(
      await tx.execute(sql`select count(*)::int as before from ${table}`),
    );
    const minute = sql`date_trunc('minute', recorded_at)`;
    await tx.execute(sql`
      create temporary table positions_kept on commit drop as
      select distinct on (industry_id, vehicle_number, device_id, order_id, source, ${minute}) *
      from ${table}
      order by industry_id, vehicle_number, device_id, order_id, source, ${minute}, recorded_at, id`);
    await tx.execute(sql`
      insert into positions_kept
      select * from (
        select distinct on (order_id, source) * from ${table}
        where order_id is not null
        order by order_id, source, recorded_at desc, id desc
      ) last where not exists (select 1 from positions_kept k where k.id = last.id)`);
    await tx.execute(sql`truncate ${table}`);
    await tx.execute(sql`insert into ${table} select * from positions_kept`);
    await tx.execute(sql.raw(`comment on table "${partition}" is '${DOWNSAMPLED}'`));
    const [kept] = resultRows<{ after: number }>(
      await tx.execute(sql`select count(*)::int as after from positions_kept`),
    );
    return { before: counted?.before ?? 0, after: kept?.after ?? 0 };
  });
}

/** Drops a month whole; the table is locked first, parent before partition, as inserts lock them. */
async function dropMonth(db: Database, partition: string): Promise<boolean> {
  const done = await underLock(db, async (tx) => {
    const [found] = resultRows<{ exists: boolean }>(
      await tx.execute(sql`select to_regclass(${partition}) is not null as exists`),
    );
    if (!found?.exists) return false;
    await tx.execute(sql`lock table positions in access exclusive mode`);
    await tx.execute(sql`drop table ${sql.identifier(partition)}`);
    return true;
  });
  return done ?? false;
}

/** Months that have fixes in the default partition. */
async function monthsInDefault(db: Queryable): Promise<Date[]> {
  const rows = resultRows<{ month: string }>(
    await db.execute(sql`
      select distinct to_char(recorded_at at time zone 'UTC', 'YYYY-MM') as month
      from ${sql.identifier(DEFAULT_PARTITION)}`),
  );
  return rows.map(({ month }) => new Date(`${month}-01T00:00:00Z`));
}

/** One pass of upkeep at `now`. */
export async function upkeepPositions(
  db: Database,
  retention: PositionRetention,
  now: Date,
): Promise<UpkeepResult> {
  const result: UpkeepResult = { created: [], moved: 0, downsampled: [], dropped: [] };
  const months = [
    ...Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => monthStart(now, i)),
    ...(await monthsInDefault(db)),
  ];
  for (const month of months) {
    const moved = await ensureMonth(db, month);
    if (moved === null) continue;
    result.created.push(partitionName(month));
    result.moved += moved;
  }
  const day = 86_400_000;
  for (const month of await monthPartitions(db)) {
    const ago = now.getTime() - month.to.getTime();
    if (retention.keepDays !== undefined && ago > retention.keepDays * day) {
      if (await dropMonth(db, month.name)) result.dropped.push(month.name);
    } else if (!month.downsampled && ago > retention.rawDays * day) {
      const counts = await downsampleMonth(db, month.name);
      if (counts) result.downsampled.push({ partition: month.name, ...counts });
    }
  }
  return result;
}

/** Runs upkeepPositions every hour, logging what it changed. */
export const startPositionUpkeep = (
  clock: Clock,
  db: Database,
  retention: PositionRetention,
  log: FastifyBaseLogger,
): Sweep =>
  startPeriodicSweep(
    clock,
    'positions upkeep',
    UPKEEP_MS,
    async () => {
      const done = await upkeepPositions(db, retention, clock.now());
      if (done.created.length + done.downsampled.length + done.dropped.length > 0)
        log.info({ positions: done }, 'positions partitions kept up');
    },
    log,
  );
