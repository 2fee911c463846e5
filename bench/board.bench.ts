import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserBuildIsStale, buildBrowserApp } from '../scripts/build.mjs';
import { DEMO_PASSWORD } from '../server/db/seed/demoAccounts';
import { launchChromium } from '../test/support/chromium';
import type { BenchDatabaseKind } from './benchDatabase';
import { startCpuProfile } from './cpuProfile';
import { primeFleet, startFleetServer } from './fleetFixture';
import { startHeapProfile } from './heapProfile';
import { startMainThreadTrace } from './mainThreadTrace';
import { epochNow, type PacedFeed, startPacedFeed } from './pacedFeed';
import { signInAsOwner } from './productionDemoServer';
import { type Figure, percentile } from './report';
import { watchPositions } from './socketWatch';

/**
 * The live outbound board and its map in Chromium (software-rendered, as on this machine) while a GPS feed
 * runs through the ingest API: long tasks while the board opens (the first snapshot's load) and apart from
 * them while the fleet moves, frame times, and ingest → screen latency of the rows in view, beside
 * ingest → socket (a second board socket in this process) for the server's share of it. Each truck reports
 * every BENCH_FIX_EVERY_S seconds (5), so 10,000 trucks make 2,000 events/s.
 *
 * BENCH_FLEETS sets the fleet sizes, BENCH_SECONDS the measured window (30 s), BENCH_DATABASE the server's
 * database (pglite, or postgres: a database of its own on the PostgreSQL server, dropped after). BENCH_PROFILE=1 also samples
 * the page's main thread while it measures (.tmp/board-<size>.cpuprofile, for DevTools; hottest functions
 * printed), then records a short trace (.tmp/board-<size>.trace.json) and prints the main thread's time by
 * kind. BENCH_PROFILE=heap samples its allocations instead (.tmp/board-<size>.heapprofile, for DevTools' Memory
 * panel; largest allocators printed, and the page's allocation rate as a figure). BENCH_PROFILE=open samples
 * the main thread while the board opens instead (.tmp/board-<size>-open.cpuprofile; hottest functions
 * printed). BENCH_DIST serves another browser build than dist/public/ (e.g. `vite build --minify false` for
 * profiles).
 */
export const title = 'Live board and map in Chromium';

const SIZES = (process.env.BENCH_FLEETS ?? '1000,10000,50000').split(',').map(Number);
const FIX_EVERY_S = Number(process.env.BENCH_FIX_EVERY_S ?? 5);
const DATABASE = (process.env.BENCH_DATABASE ?? 'pglite') as BenchDatabaseKind;
const WARMUP_MS = 8_000;
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 30) * 1000;
const TRACE_MS = 5_000;
/** How long the opening is watched after the board shows Live: the map's first fill and the board's first refresh. */
const OPEN_SETTLE_MS = 3_000;
const VIEWPORT = { width: 1366, height: 768 };
const PORTS = Array.from({ length: 100 }, (_, i) => 3200 + i);
const PROBE = readFileSync(join(import.meta.dirname, 'boardProbe.page.js'), 'utf8');

interface LongFrame {
  duration: number;
  rendering: number;
  scripts: { invoker: string; source: string; duration: number }[];
}

interface ProbeTasks {
  longTasks: number[];
  longFrames: LongFrame[];
}

interface ProbeResult {
  open: ProbeTasks;
  measure: ProbeTasks;
  frames: number[];
  rowUpdates: [orderId: number, speedKmh: number, shownAt: number][];
}

type Probe = ProbeResult & { phase: 'open' | 'measure' | null; watchRows(): void };

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

const setPhase = (page: Page, phase: Probe['phase']) =>
  page.evaluate((next) => {
    (window as unknown as { __boardProbe: Probe }).__boardProbe.phase = next;
  }, phase);

/** The frames that held the page over 50 ms, and what ran in them. */
function printLongFrames(label: string, frames: readonly LongFrame[]) {
  if (frames.length === 0) return;
  console.log(`${label}: frames that held the page over 50 ms, and what ran in them`);
  console.table(
    frames.map((frame) => ({
      ms: frame.duration,
      rendering: frame.rendering,
      scripts: frame.scripts.map((s) => `${s.invoker} → ${s.source} ${s.duration} ms`).join('; '),
    })),
  );
}

const longTaskNote = (tasks: readonly number[]) =>
  `max ${Math.round(tasks.length > 0 ? Math.max(...tasks) : 0)} ms, total ${Math.round(tasks.reduce((a, b) => a + b, 0))} ms`;

/** Milliseconds from each fix's post to when it was seen; a fix the feed did not post (the priming one) is skipped. */
const sincePosted = (feed: PacedFeed, seen: readonly [number, number, number][]) =>
  seen.flatMap(([orderId, speed, at]) => {
    const postedAt = feed.postedAt(orderId, speed);
    return postedAt === undefined ? [] : [at - postedAt];
  });

export async function run(): Promise<Figure[]> {
  if (!process.env.BENCH_DIST && browserBuildIsStale()) await buildBrowserApp();
  const figures: Figure[] = [];
  for (const size of SIZES) figures.push(...(await measure(size)));
  return figures;
}

async function openBoard(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/#/outbound-tracking`);
  await page.getByTestId('board-row').first().waitFor({ timeout: 120_000 });
  await page.getByTestId('map-view').locator('canvas').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () => document.querySelector('[data-testid="connection-state"]')?.textContent === 'Live',
    null,
    { timeout: 60_000 },
  );
}

async function measure(size: number): Promise<Figure[]> {
  const label = `${size.toLocaleString('en-IN')} vehicles, ${DATABASE}`;
  console.log(`${label}: seeding and priming…`);
  const server = await startFleetServer({
    vehicles: size,
    direction: 'outbound',
    database: DATABASE,
    ports: PORTS,
  });
  const browser = await launchChromium();
  try {
    await primeFleet(server.baseUrl, server.fleet);
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    // The machine's two cores are shared: a sign-in page can take longer than Playwright's 30 s to answer.
    page.setDefaultTimeout(120_000);
    await signInAsOwner(page, server.baseUrl, DEMO_PASSWORD);
    // Watched from before the board opens: its opening (the first snapshot's load) apart from the fleet moving.
    await page.evaluate(PROBE);
    const profiling = process.env.BENCH_PROFILE;
    const openProfile = profiling === 'open' ? await startCpuProfile(page) : null;
    const opening = epochNow();
    await openBoard(page, server.baseUrl);
    const openMs = epochNow() - opening;
    await page.waitForTimeout(OPEN_SETTLE_MS);
    const openHot = await openProfile?.stop(`.tmp/board-${size}-open.cpuprofile`);
    if (openHot) console.table(openHot);
    await setPhase(page, null);
    await page.evaluate(() => (window as unknown as { __boardProbe: Probe }).__boardProbe.watchRows());

    const eventsPerSecond = size / FIX_EVERY_S;
    console.log(`${label}: board open in ${Math.round(openMs)} ms; feeding ${eventsPerSecond} events/s…`);
    const watch = await watchPositions(server.baseUrl);
    const feed = startPacedFeed({ baseUrl: server.baseUrl, fleet: server.fleet, eventsPerSecond });
    await page.waitForTimeout(WARMUP_MS);
    console.log(`${label}: measuring for ${MEASURE_MS / 1000} s…`);
    const profile =
      profiling && profiling !== 'heap' && profiling !== 'open' ? await startCpuProfile(page) : null;
    const heap = profiling === 'heap' ? await startHeapProfile(page) : null;
    await setPhase(page, 'measure');
    watch.recording = true;
    await page.waitForTimeout(MEASURE_MS);
    const probe = await page.evaluate((): ProbeResult => {
      const p = (window as unknown as { __boardProbe: Probe }).__boardProbe;
      p.phase = null;
      return { open: p.open, measure: p.measure, frames: p.frames, rowUpdates: p.rowUpdates };
    });
    watch.recording = false;
    watch.close();
    printLongFrames(`${label}, opening`, probe.open.longFrames);
    printLongFrames(`${label}, fleet moving`, probe.measure.longFrames);
    const { longTasks } = probe.measure;
    const hot = await profile?.stop(`.tmp/board-${size}.cpuprofile`);
    if (hot) console.table(hot);
    const allocation = await heap?.stop(`.tmp/board-${size}.heapprofile`);
    if (allocation) console.table(allocation.allocators);
    if (profile) {
      // A short trace after the measured window, so its own cost does not colour the figures.
      const trace = await startMainThreadTrace(browser, page);
      await page.waitForTimeout(TRACE_MS);
      console.table(await trace.stop(`.tmp/board-${size}.trace.json`));
    }
    const stats = await feed.stop();

    const latencies = sincePosted(feed, probe.rowUpdates);
    const serverLatencies = sincePosted(feed, watch.arrivals);
    const note = `${label}, ${MEASURE_MS / 1000} s`;
    return [
      { name: `board open, ${label}`, value: Math.round(openMs), unit: 'ms', note: 'sign-in excluded' },
      {
        name: `long tasks while the board opens, ${label}`,
        value: probe.open.longTasks.length,
        unit: 'tasks',
        note: `${longTaskNote(probe.open.longTasks)}; from the board's address to Live and ${OPEN_SETTLE_MS / 1000} s after`,
      },
      {
        name: `feed reached, ${label}`,
        value: Math.round(stats.accepted / stats.seconds),
        unit: 'events/s',
        note: `asked ${eventsPerSecond}/s; ${stats.skippedTicks} ticks waited on the server`,
      },
      { name: `frame time p50, ${label}`, value: round(percentile(probe.frames, 0.5), 1), unit: 'ms', note },
      { name: `frame time p95, ${label}`, value: round(percentile(probe.frames, 0.95), 1), unit: 'ms', note },
      {
        name: `long tasks, ${label}`,
        value: longTasks.length,
        unit: 'tasks',
        note: longTaskNote(longTasks),
      },
      {
        name: `long task p95, ${label}`,
        value: longTasks.length > 0 ? Math.round(percentile(longTasks, 0.95)) : 0,
        unit: 'ms',
        note: `${longTasks.length} tasks over 50 ms`,
      },
      {
        name: `ingest → socket p50, ${label}`,
        value: Math.round(percentile(serverLatencies, 0.5)),
        unit: 'ms',
        note: `the server's part; ${serverLatencies.length} states`,
      },
      {
        name: `ingest → socket p99, ${label}`,
        value: Math.round(percentile(serverLatencies, 0.99)),
        unit: 'ms',
        note: `the server's part; ${serverLatencies.length} states`,
      },
      {
        name: `ingest → screen p50, ${label}`,
        value: Math.round(percentile(latencies, 0.5)),
        unit: 'ms',
        note: `${latencies.length} row updates seen`,
      },
      {
        name: `ingest → screen p99, ${label}`,
        value: Math.round(percentile(latencies, 0.99)),
        unit: 'ms',
        note: `${latencies.length} row updates seen`,
      },
      ...(allocation
        ? [
            {
              name: `page allocation, ${label}`,
              value: round(allocation.totalMb / (MEASURE_MS / 1000), 1),
              unit: 'MB/s',
              note: 'sampled; objects already collected included',
            },
          ]
        : []),
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
