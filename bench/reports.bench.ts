import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../server/db/database';
import { indianDate } from '../server/indianDate';
import { type InsightScope, insightScope } from '../server/insight/measures';
import { promiseOrders } from '../server/orders/orderPromise';
import { runReport } from '../server/reports/reportCatalogue';
import { addDays } from '../src/domain/calendarDay';
import { REPORT_KINDS } from '../src/domain/schemas/insight';
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
 * Every report over a year and over a quarter of one industry with 200,000 orders (the demo industry, topped
 * up with bench/freightHistory.ts): requests with their drop-offs, invitations and bids, awarded orders and
 * offline ones, every step's time, gate passes and tracking alerts at a working shipper's ratios. The orders are promised as the app promises them (orders/orderPromise.ts). Each report runs
 * BENCH_RUNS times (default 7) per range, straight on the database as the route runs it; the figures are the
 * median and p95. On PostgreSQL (127.0.0.1:5432, a database of its own) when it answers, and on PGlite.
 *
 * BENCH_REPORT_ORDERS (default 200000), BENCH_RUNS, BENCH_REPORT_DATABASES (default "postgres,pglite");
 * BENCH_EXPLAIN=1 prints each report's plan over the quarter (EXPLAIN ANALYZE), to see which indexes it reads.
 */
const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 200_000);
/** Named by the size measured, so a small run's figures are not filed under the full size's heading. */
export const title = `Reports over a year of ${ORDERS.toLocaleString('en-US')} orders`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DATABASES = (process.env.BENCH_REPORT_DATABASES ?? 'postgres,pglite').split(',') as BenchDatabaseKind[];
/** A year of history; a few hundred orders still under way, as a working day has them. */
const YEAR: FreightHistory = { orders: ORDERS, days: 365, recent: Math.round(ORDERS * 0.002) };

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** Each report's statement run under EXPLAIN ANALYZE, its plan printed. */
async function explain(db: Database, scope: InsightScope): Promise<void> {
  for (const report of REPORT_KINDS) {
    const explaining = {
      ...db,
      execute: async (statement: SQL) => {
        const plan = (await db.execute(sql`explain (analyze, costs off) ${statement}`)) as {
          rows: Record<string, string>[];
        };
        console.log(`--- ${report}\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`);
        return { rows: [] };
      },
    } as unknown as Database;
    await runReport(explaining, report, scope, new Date());
  }
}

async function measure(kind: BenchDatabaseKind): Promise<Figure[]> {
  const { database, dispose } = await openBenchDatabase(kind);
  try {
    const db = database.db;
    const industryId = await seedDemoIndustry(db);
    const seeding = await timed(() => seedFreight(db, industryId, YEAR));
    const promising = await timed(() => promiseOrders(db));
    await db.execute(sql`analyze`);
    const counts = await freightCounts(db, industryId);
    const owner = industryOwner(industryId);
    const today = indianDate(new Date());
    const ranges = {
      year: { from: addDays(today, -365), to: today },
      quarter: { from: addDays(today, -91), to: today },
    };
    const figures: Figure[] = [
      {
        name: `${kind}: a year of freight written`,
        value: Math.round(seeding),
        unit: 'ms',
        note: countsNote(counts),
      },
      {
        name: `${kind}: every order promised (routes planned, due_at set)`,
        value: Math.round(promising),
        unit: 'ms',
      },
    ];
    if (process.env.BENCH_EXPLAIN) await explain(db, insightScope(owner, ranges.quarter, new Date()));
    for (const report of REPORT_KINDS)
      for (const [range, filters] of Object.entries(ranges)) {
        const scope = insightScope(owner, filters, new Date());
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < RUNS; i++)
          times.push(
            await timed(async () => {
              rows = (await runReport(db, report, scope, new Date())).table.rows.length;
            }),
          );
        figures.push({
          name: `${kind}: ${report}, ${range}, median`,
          value: Math.round(median(times)),
          unit: 'ms',
          note: `p95 ${Math.round(percentile(times, 0.95))} ms over ${RUNS} runs; ${rows} rows`,
        });
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
    console.log(`reports on ${kind}…`);
    figures.push(...(await measure(kind)));
  }
  return figures;
}
