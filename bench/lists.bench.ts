import { loadavg } from 'node:os';
import { browserBuildIsStale, buildBrowserApp } from '../scripts/build.mjs';
import { reachable } from '../test/server/reachable';
import { launchChromium } from '../test/support/chromium';
import type { BenchDatabaseKind } from './benchDatabase';
import { countsNote, type FreightHistory } from './freightHistory';
import { listQueries, type QueryTimes, timeQuery } from './listQueries';
import { type ScreenTimes, timeScreens } from './listScreens';
import { type ListServer, startListServer } from './listServer';
import type { Figure } from './report';

/**
 * Every list at a million orders, through the real server: the demo industry topped up with two years of
 * freight (bench/freightHistory.ts: 1,000,000 orders, their requests, bids, gate passes and notifications,
 * a few hundred still under way), the build timed; then each list screen's request (bench/listQueries.ts)
 * timed through HTTP as the signed-in owner, p50 and p95, beside the same request on the plain demo data;
 * the requests over the target (p95 ≤ 50 ms on PostgreSQL, ≤ 150 ms on PGlite) are named. Then Chromium opens
 * the main list screens (bench/listScreens.ts) on both servers: the median time from navigation to the first
 * rows drawn, both and their ratio, with a FAIL verdict when the million's is over 1.5× the demo's and over
 * 50 ms slower. Both databases are dropped at the end.
 *
 * BENCH_DATABASE: postgres (default; 127.0.0.1:5432, databases of their own), pglite or both. BENCH_ORDERS
 * (default 1000000), BENCH_PGLITE_ORDERS (default 200000: PGlite writes in one WebAssembly thread), BENCH_RUNS
 * (default 40 timed requests after BENCH_WARMUPS, 5, each; a slow request stops after BENCH_QUERY_SECONDS, 6,
 * and at least 5 runs), BENCH_SCREEN_RUNS (default 3 openings of each screen), BENCH_BROWSER=0 leaves
 * Chromium out, BENCH_TRACE=1 prints each generator statement's time. BENCH_KEEP_DATABASE=<name> (PostgreSQL)
 * writes the million into a database of that name and keeps it, or reuses it when a run before wrote it:
 * the history is written once for runs before and after a change (drop the database by hand at the end).
 * BENCH_LISTS=<text> times only the lists whose name holds the text.
 */
export const title = 'Lists at a million orders (`npm run bench lists`)';

const KINDS: BenchDatabaseKind[] =
  process.env.BENCH_DATABASE === 'both'
    ? ['postgres', 'pglite']
    : [(process.env.BENCH_DATABASE as BenchDatabaseKind | undefined) ?? 'postgres'];
const ORDERS = {
  postgres: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  pglite: Number(process.env.BENCH_PGLITE_ORDERS ?? process.env.BENCH_ORDERS ?? 200_000),
};
const TIMING = {
  warmups: Number(process.env.BENCH_WARMUPS ?? 5),
  runs: Number(process.env.BENCH_RUNS ?? 40),
  budgetMs: Number(process.env.BENCH_QUERY_SECONDS ?? 6) * 1000,
};
const KEEP = process.env.BENCH_KEEP_DATABASE || undefined;
/** BENCH_LISTS=<text>: only the lists whose name holds it ("search"), to measure one change quickly. */
const ONLY = process.env.BENCH_LISTS ?? '';
const SCREEN_RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 3);
const BROWSER = process.env.BENCH_BROWSER !== '0';
const TARGET_P95_MS = { postgres: 50, pglite: 150 };
/** Slower than the demo by more than noise: over this ratio and over this many milliseconds. */
const SLOWER = { ratio: 1.5, ms: 50 };

const round = (ms: number) => Math.round(ms * 10) / 10;

/** "1,000,000 orders", as every figure of a size is named. */
const sized = (orders: number) => `${orders.toLocaleString('en-IN')} orders`;

/** Other work shares this machine's CPU: its load beside the figures says how far to trust them. */
const load = (when: string): Figure => ({
  name: `load average ${when}`,
  value: Number(loadavg()[0]!.toFixed(2)),
  unit: '',
  note: `1, 5 and 15 minutes: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
});

export async function run(): Promise<Figure[]> {
  if (BROWSER && browserBuildIsStale()) await buildBrowserApp();
  const figures: Figure[] = [load('at the start')];
  for (const kind of KINDS) {
    if (kind === 'postgres' && !(await reachable(5432))) {
      console.log('PostgreSQL did not answer on 127.0.0.1:5432: nothing measured on it');
      continue;
    }
    figures.push(...(await measure(kind)));
  }
  figures.push(load('at the end'));
  return figures;
}

async function measure(kind: BenchDatabaseKind): Promise<Figure[]> {
  const history: FreightHistory = { orders: ORDERS[kind], days: 730, recent: 500 };
  const big = `${kind}, ${sized(history.orders)}`;
  const servers: ListServer[] = [];
  try {
    console.log(`${kind}: the demo database…`);
    const demo = await startListServer(kind);
    servers.push(demo);
    console.log(`${kind}: the demo topped up to ${sized(history.orders)}…`);
    const million = await startListServer(kind, history, kind === 'postgres' ? KEEP : undefined);
    servers.push(million);
    const figures: Figure[] = [
      million.buildMs === 0
        ? {
            name: `${big}: history kept from a run before`,
            value: 0,
            unit: 'ms',
            note: countsNote(million.counts),
          }
        : {
            name: `${big}: history written (SQL, then indexes)`,
            value: Math.round(million.buildMs),
            unit: 'ms',
            note: `${countsNote(million.counts)}; vacuum analyze after`,
          },
    ];
    figures.push(...(await compareQueries(kind, big, demo, million)));
    if (BROWSER) figures.push(...(await compareScreens(big, demo, million)));
    return figures;
  } finally {
    for (const server of servers) await server.close();
  }
}

async function timeAll(server: ListServer): Promise<QueryTimes[]> {
  const as = { owner: await server.signIn('owner'), transporter: await server.signIn('transporter') };
  const times: QueryTimes[] = [];
  for (const query of listQueries(server.samples).filter((q) => q.name.includes(ONLY)))
    times.push(await timeQuery(server, as[query.as ?? 'owner'], query, TIMING));
  return times;
}

async function compareQueries(
  kind: BenchDatabaseKind,
  big: string,
  demo: ListServer,
  million: ListServer,
): Promise<Figure[]> {
  console.log(`${kind}: timing every list on the demo data…`);
  const small = await timeAll(demo);
  console.log(`${kind}: timing every list at ${big}…`);
  const large = await timeAll(million);
  const target = TARGET_P95_MS[kind];
  const figures: Figure[] = large.map((l, i) => {
    const d = small[i]!;
    return {
      name: `${big}: ${l.query.name}, p95`,
      value: round(l.p95),
      unit: 'ms',
      note: `p50 ${round(l.p50)} ms over ${l.runs} runs, total ${l.total.toLocaleString('en-IN')}; demo p95 ${round(d.p95)}, p50 ${round(d.p50)} ms (total ${d.total})${l.p95 > target ? `; over ${target} ms` : ''}`,
    };
  });
  const over = large.filter((l) => l.p95 > target);
  console.log(
    over.length === 0
      ? `${big}: every list within p95 ≤ ${target} ms`
      : `${big}: ${over.length} of ${large.length} lists over p95 ${target} ms:\n${over
          .map((l) => `  ${l.query.name}: p95 ${round(l.p95)} ms (${l.query.path})`)
          .join('\n')}`,
  );
  figures.push({
    name: `${big}: lists over the p95 target`,
    value: over.length,
    unit: `of ${large.length}`,
    note: `target p95 ≤ ${target} ms; ${over.map((l) => l.query.name).join(', ') || 'none'}`,
  });
  return figures;
}

async function compareScreens(big: string, demo: ListServer, million: ListServer): Promise<Figure[]> {
  const browser = await launchChromium();
  let small: ScreenTimes[];
  let large: ScreenTimes[];
  try {
    console.log('Chromium: the list screens on the demo data…');
    small = await timeScreens(browser, demo.baseUrl, SCREEN_RUNS);
    console.log(`Chromium: the list screens at ${big}…`);
    large = await timeScreens(browser, million.baseUrl, SCREEN_RUNS);
  } finally {
    await browser.close();
  }
  const figures: Figure[] = [];
  const failed: string[] = [];
  large.forEach((l, i) => {
    const d = small[i]!;
    const ratio = l.medianMs / d.medianMs;
    const slower = ratio > SLOWER.ratio && l.medianMs - d.medianMs > SLOWER.ms;
    if (slower) failed.push(l.screen.name);
    const what = (s: ScreenTimes) => `${s.runs.map(Math.round).join(', ')} ms${s.empty ? ', empty' : ''}`;
    figures.push({
      name: `${big}: screen ${l.screen.name}, first rows drawn, median`,
      value: Math.round(l.medianMs),
      unit: 'ms',
      note: `demo ${Math.round(d.medianMs)} ms, ratio ${ratio.toFixed(2)}×${slower ? ' FAIL' : ''}; runs ${what(l)}; demo ${what(d)}`,
    });
  });
  console.log(
    failed.length === 0
      ? `${big}: PASS — no list screen slower than the demo's by over ${SLOWER.ratio}× and ${SLOWER.ms} ms`
      : `${big}: FAIL — slower than the demo's by over ${SLOWER.ratio}× and ${SLOWER.ms} ms: ${failed.join(', ')}`,
  );
  figures.push({
    name: `${big}: screens slower than the demo (over ${SLOWER.ratio}× and ${SLOWER.ms} ms)`,
    value: failed.length,
    unit: `of ${large.length}`,
    note: failed.length === 0 ? 'PASS' : `FAIL: ${failed.join(', ')}`,
  });
  return figures;
}
