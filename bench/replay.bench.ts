import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { browserBuildIsStale, buildBrowserApp } from '../scripts/build.mjs';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { orders } from '../server/db/schema/orders';
import { DEMO_PASSWORD, demoAccount } from '../server/db/seed/demoAccounts';
import { seedDemo } from '../server/db/seed/seedDemo';
import { launchChromium } from '../test/support/chromium';
import { type BenchDatabaseKind, openBenchDatabase } from './benchDatabase';
import { signInOwner, timedTrack } from './httpTiming';
import { type Figure, median } from './report';

/**
 * Opening a long trip's schedule map, server side: a 7-day trip of 120,000 fixes (one every 5 s) is asked for
 * as the map asks for it, over real HTTP to the real server: the whole trip (an even sample in time), then the
 * 3-hour window the player starts in, in full; then the schedule map itself, opened in Chromium. BENCH_DATABASE (pglite, postgres or both, comma-separated;
 * default pglite) picks the databases.
 */
export const title = 'Replay of a 7-day trip (120,000 fixes)';

const FIXES = 120_000;
const EVERY_S = 5;
const RUNS = 9;
const WINDOW_MS = 3 * 3_600_000;

const DATABASES = (process.env.BENCH_DATABASE ?? 'pglite').split(',') as BenchDatabaseKind[];

export async function run(): Promise<Figure[]> {
  if (browserBuildIsStale()) await buildBrowserApp();
  const figures: Figure[] = [];
  for (const kind of DATABASES) figures.push(...(await measure(kind)));
  return figures;
}

/**
 * The schedule map opened in Chromium, signed in, from a click-free navigation to its page until the player's
 * controls (the trip's data in and drawn) and the map's canvas are on screen; the median of RUNS openings.
 */
async function openInBrowser(baseUrl: string, path: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    await page.goto(`${baseUrl}/#/login`);
    await page.getByLabel('Email or mobile number').fill(demoAccount('owner').email);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(() => window.location.hash === '#/dashboard', null, { timeout: 60_000 });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await page.goto(`${baseUrl}/#/dashboard`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const started = performance.now();
      await page.goto(`${baseUrl}/#${path}`);
      await page.getByTestId('replay-toggle').waitFor({ timeout: 60_000 });
      await page.getByTestId('replay-map').locator('canvas').first().waitFor({ timeout: 60_000 });
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function measure(kind: BenchDatabaseKind): Promise<Figure[]> {
  const { database, dispose } = await openBenchDatabase(kind);
  const { app } = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    database,
    logger: false,
  });
  try {
    await seedDemo(database.db, new Date());
    const [order] = await database.db
      .select({
        id: orders.id,
        industryId: orders.industryId,
        vehicleNumber: orders.vehicleNumber,
        direction: orders.direction,
      })
      .from(orders)
      .where(and(eq(orders.trackingMethod, 'gps'), eq(orders.status, 'in_transit')))
      .limit(1);
    if (!order) throw new Error('the demo seed has no GPS order on the road');
    const start = Date.now() - FIXES * EVERY_S * 1000;
    await database.db.execute(sql`delete from positions where order_id = ${order.id}`);
    await database.db.execute(sql`
      insert into positions (industry_id, order_id, vehicle_number, source, source_event_id, recorded_at,
                             latitude, longitude, speed_kph, heading)
      select ${order.industryId}, ${order.id}, ${order.vehicleNumber ?? 'BENCH'}, 'gps', 'replay-' || i,
             ${new Date(start).toISOString()}::timestamptz + make_interval(secs => i * ${EVERY_S}),
             19 + i * 0.00008, 73 + i * 0.00009, 40 + (i % 30), 45
      from generate_series(0, ${FIXES - 1}) as i`);
    await database.db.execute(sql`analyze positions`);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await signInOwner(base);
    const track = `${base}/api/tracking/orders/${order.id}/track`;
    const window = `${track}?from=${encodeURIComponent(new Date(start).toISOString())}&to=${encodeURIComponent(new Date(start + WINDOW_MS).toISOString())}`;

    const overview: Awaited<ReturnType<typeof timedTrack>>[] = [];
    const detail: Awaited<ReturnType<typeof timedTrack>>[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      overview.push(await timedTrack(track, token));
      detail.push(await timedTrack(window, token));
    }
    const opening = overview.map((o, i) => o.ms + detail[i]!.ms);
    const inBrowser = await openInBrowser(base, `/${order.direction}-tracking/schedule-map/${order.id}`);
    const ms = (values: number[]) => Math.round(median(values));
    return [
      {
        name: `whole trip (sample in time), median (${kind})`,
        value: ms(overview.map((o) => o.ms)),
        unit: 'ms',
        note: `${overview[0]!.points} of ${FIXES} fixes, ${Math.round(overview[0]!.bytes / 1024)} KiB; ${RUNS} runs`,
      },
      {
        name: `first 3-hour window in full, median (${kind})`,
        value: ms(detail.map((d) => d.ms)),
        unit: 'ms',
        note: `${detail[0]!.points} fixes, ${Math.round(detail[0]!.bytes / 1024)} KiB; ${RUNS} runs`,
      },
      {
        name: `opening the schedule map's data (both, one after the other), median (${kind})`,
        value: ms(opening),
        unit: 'ms',
        note: 'the browser asks for both as the map opens',
      },
      {
        name: `schedule map opened in Chromium until its player and map are on screen, median (${kind})`,
        value: ms(inBrowser),
        unit: 'ms',
        note: `${RUNS} runs: ${inBrowser.map(Math.round).join(', ')}; headless, software WebGL`,
      },
    ];
  } finally {
    await app.close();
    await dispose();
  }
}
