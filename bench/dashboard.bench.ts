import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { SignedInUser } from '../server/auth/signedInUser';
import { auctionSavings } from '../server/dashboard/auctionSavings';
import { dashboardTile, dashboardTiles, TILES } from '../server/dashboard/dashboardTiles';
import { onTimeTrend } from '../server/dashboard/onTimeTrend';
import type { Database } from '../server/db/database';
import { indianDate } from '../server/indianDate';
import { promiseOrders } from '../server/orders/orderPromise';
import { addDays } from '../src/domain/calendarDay';
import { reachable } from '../test/server/reachable';
import { industryOwner } from '../test/support/industryOwner';
import { type BenchDatabaseKind, openBenchDatabase } from './benchDatabase';
import {
  countsNote,
  type FreightHistory,
  freightCounts,
  seedDemoIndustry,
  seedFreight,
} from './freightHistory';
import { type Figure, median, percentile } from './report';

/**
 * The dashboard of a big industry: a year of 200,000 orders (bench/freightHistory.ts, as the reports bench
 * has it) with a busy day on top: 4 % of them under way or due, a live position and ETA for every truck on the
 * road, some of them due today, and a few hundred requests closed with bids and not yet awarded. Measures the whole dashboard (every tile in one
 * request, side by side) for the default 30 days and for a year, and each tile's full view, BENCH_RUNS times
 * (default 7) straight on the database as the routes run them; medians and p95. On PostgreSQL (127.0.0.1:5432,
 * a database of its own) when it answers, and on PGlite. BENCH_REPORT_ORDERS, BENCH_DASHBOARD_DATABASES
 * (default "postgres,pglite"); BENCH_EXPLAIN=1 prints the plans of the two heaviest tiles over 30 days.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 200_000);
/** Named by the size measured, so a small run's figures are not filed under the full size's heading. */
export const title = `Dashboard of an industry with a year of ${ORDERS.toLocaleString('en-US')} orders`;
/** A year of history, with a busy day on top: 4 % of the orders under way or due (trucks on the road, gates). */
const YEAR: FreightHistory = { orders: ORDERS, days: 365, recent: Math.round(ORDERS * 0.04) };
const DATABASES = (process.env.BENCH_DASHBOARD_DATABASES ?? 'postgres,pglite').split(
  ',',
) as BenchDatabaseKind[];

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** Each tile's statements over the default 30 days under EXPLAIN ANALYZE, their plans printed. */
async function explain(db: Database, owner: SignedInUser): Promise<void> {
  const explaining = {
    ...db,
    execute: async (statement: SQL) => {
      const plan = (await db.execute(sql`explain (analyze, costs off) ${statement}`)) as {
        rows: Record<string, string>[];
      };
      console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
      return { rows: [] };
    },
  } as unknown as Database;
  for (const tile of [onTimeTrend, auctionSavings]) {
    console.log(`--- ${tile.id}`);
    await dashboardTile(explaining, owner, tile, {}, new Date());
  }
}

async function measure(kind: BenchDatabaseKind): Promise<Figure[]> {
  const { database, dispose } = await openBenchDatabase(kind);
  try {
    const db = database.db;
    const industryId = await seedDemoIndustry(db);
    await seedFreight(db, industryId, YEAR);
    await promiseOrders(db);
    await db.execute(sql`analyze`);
    const counts = await freightCounts(db, industryId);
    const owner = industryOwner(industryId);
    const today = indianDate(new Date());
    const ranges = { '30 days': {}, year: { from: addDays(today, -365), to: today } };
    const series = async (work: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(work));
      return times;
    };
    const figure = (name: string, times: number[], note = ''): Figure => ({
      name: `${kind}: ${name}, median`,
      value: Math.round(median(times)),
      unit: 'ms',
      note: `p95 ${Math.round(percentile(times, 0.95))} ms over ${RUNS} runs${note}`,
    });
    const figures: Figure[] = [];
    if (process.env.BENCH_EXPLAIN) await explain(db, owner);
    for (const [range, filters] of Object.entries(ranges)) {
      const times = await series(() => dashboardTiles(db, owner, filters, new Date()));
      const data = countsNote(counts);
      figures.push(figure(`every tile (GET /api/dashboard/tiles), ${range}`, times, `; ${data}`));
    }
    for (const tile of TILES) {
      const times = await series(() => dashboardTile(db, owner, tile, {}, new Date()));
      figures.push(figure(`${tile.id} alone, 30 days`, times));
    }
    for (const tile of TILES) {
      let rows = 0;
      const times = await series(async () => {
        const view = await dashboardTile(db, owner, tile, ranges.year, new Date());
        rows = (view.list ?? view.table).rows.length;
      });
      figures.push(figure(`${tile.id} full view, year`, times, `; ${rows} rows`));
    }
    return figures;
  } finally {
    await dispose();
  }
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of DATABASES) {
    if (kind === 'postgres' && !(await reachable(5432))) {
      console.log('PostgreSQL did not answer on 127.0.0.1:5432: measuring PGlite only');
      continue;
    }
    console.log(`dashboard on ${kind}…`);
    figures.push(...(await measure(kind)));
  }
  return figures;
}
