import { loadavg } from 'node:os';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../test/support/chromium';
import { startCpuProfile } from './cpuProfile';
import { startMainThreadTrace } from './mainThreadTrace';
import { signInAsOwner, startProductionDemoServer } from './productionDemoServer';
import { type Figure, hostLoadFigure, median } from './report';
import { sourcePlace } from './sourcePlace';

/**
 * How fast the phone screens answer a tap: interaction to next paint on the outbound board, the outbound gate
 * and an outbound order, at 390×844 with touch, the CPU slowed 4× as Lighthouse slows it for a mid-range phone.
 * The compiled server runs in production mode on PGlite with the demo data (bench/productionDemoServer.ts),
 * signed in as the demo owner. Each screen is opened BENCH_RUNS times (3) and its taps made in turn; the
 * browser's Event Timing entries give each tap's time from the touch to the next frame painted, and a
 * screen's interaction to next paint is its slowest tap (a screen has fewer than 50). Medians over the runs.
 * Target: under 100 ms. Each tap is also traced, and the main thread's CPU time within its interaction (from
 * the touch to the paint) is given beside it: on a loaded host the wall-clock figures stretch, the CPU time
 * much less.
 *
 * BENCH_PROFILE=1: the first run of each screen also records a CPU profile of each tap (from the touch to the
 * tap's `done`), saved as .tmp/tap-<screen>-<tap>.cpuprofile, and prints its hottest functions at their places
 * in the sources (through the build's source maps, dist/sourcemaps).
 */
export const title = 'Interaction to next paint on the phone screens (390×844, 4× CPU)';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const PROFILE = Boolean(process.env.BENCH_PROFILE);

interface Tap {
  name: string;
  target: (page: Page) => Locator;
  /** What shows that the tap was handled, before the next one. */
  done?: (page: Page) => Promise<unknown>;
}

interface Screen {
  name: string;
  /** The screen's route, or a function finding it (an order's page names the order). */
  route: string | ((page: Page) => Promise<string>);
  ready: (page: Page) => Locator;
  taps: readonly Tap[];
}

const tab =
  (name: RegExp): Tap['target'] =>
  (page) =>
    page.getByRole('tab', { name }).first();

/** The dialog a tap opened, shown and then closed with Escape. */
async function closeDialog(page: Page) {
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

const SCREENS: readonly Screen[] = [
  {
    name: 'outbound board',
    route: '/outbound-tracking',
    ready: (page) => page.getByTestId('board-row').first(),
    taps: [
      { name: 'the "On the road" tab', target: tab(/^On the road/) },
      {
        name: 'a trip’s menu',
        target: (page) => page.getByTestId('board-row').first().getByTestId('trip-menu'),
        done: async (page) => {
          await page.getByRole('menu').waitFor();
          await page.keyboard.press('Escape');
          await page.getByRole('menu').waitFor({ state: 'hidden' });
        },
      },
      { name: 'the map', target: (page) => page.getByText('Map', { exact: true }) },
      { name: 'the list', target: (page) => page.getByText('List', { exact: true }) },
      { name: 'the "All" tab', target: tab(/^All/) },
    ],
  },
  {
    name: 'outbound gate',
    route: '/gate-in-out/outbound',
    ready: (page) => page.getByTestId('data-table-row').first(),
    taps: [
      {
        name: 'a truck’s gate button',
        target: (page) =>
          page
            .getByTestId('data-table-row')
            .first()
            .getByRole('button', { name: /^Gate (in|out)$/ }),
        done: async (page) => {
          await page.getByTestId('gate-pass-form').waitFor();
          await page.keyboard.press('Escape');
          await page.getByTestId('gate-pass-form').waitFor({ state: 'hidden' });
        },
      },
      { name: 'the search box', target: (page) => page.getByTestId('data-table-search') },
    ],
  },
  {
    name: 'outbound order',
    // A created order: one that can still be cancelled.
    route: async (page) => {
      await page.getByRole('tab', { name: /^Created/ }).click();
      await page.waitForFunction(() =>
        document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.startsWith('Created'),
      );
      await page.getByTestId('data-table-row').first().waitFor();
      const href = await page.getByTestId('data-table-row').first().locator('a').first().getAttribute('href');
      if (!href?.startsWith('#/order/outbound/')) throw new Error(`no outbound order to open (${href})`);
      return href.slice(1);
    },
    ready: (page) => page.getByRole('button', { name: 'Cancel order' }),
    taps: [
      {
        name: 'Assign vehicle',
        target: (page) => page.getByRole('button', { name: 'Assign vehicle' }),
        done: closeDialog,
      },
      {
        name: 'Cancel order',
        target: (page) => page.getByRole('button', { name: 'Cancel order' }),
        done: closeDialog,
      },
      {
        name: 'Edit containers',
        target: (page) => page.getByRole('button', { name: 'Edit containers' }),
        done: async (page) => {
          const card = page.getByTestId('order-containers');
          await card.getByTestId('order-container-numbers').waitFor();
          await card.getByRole('button', { name: 'Cancel' }).click();
        },
      },
    ],
  },
];

/**
 * Runs in the page before its scripts: keeps the slowest Event Timing entry of every interaction. A string, not
 * a function: tsx would name a function's inner arrows with a helper the page does not have.
 */
const OBSERVE_INTERACTIONS = `
  const slowest = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) slowest.set(entry.interactionId, Math.max(slowest.get(entry.interactionId) ?? 0, entry.duration));
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.interactionDurations = () => [...slowest.values()];
`;

/** Durations of the interactions so far, once the browser has reported the last one (after its paint). */
async function interactionDurations(page: Page): Promise<number[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
  return page.evaluate(() =>
    (window as unknown as { interactionDurations: () => number[] }).interactionDurations(),
  );
}

/** One visit of a screen: its taps' durations in ms, in order. */
/** A tap's interaction to next paint, and the main thread's CPU time within it (ms). */
interface TapTiming {
  inp: number;
  cpu: number;
}

async function tapThrough(
  browser: Browser,
  page: Page,
  baseUrl: string,
  screen: Screen,
  route: string,
  profile: boolean,
): Promise<TapTiming[]> {
  await page.goto(`${baseUrl}/#${route}`);
  await page.reload();
  await screen.ready(page).waitFor({ timeout: 60_000 });
  // Let the first load's work end, as a person reads a screen before tapping.
  await page.waitForTimeout(2_000);
  const timings: TapTiming[] = [];
  for (const tap of screen.taps) {
    const before = new Set(await interactionDurations(page));
    const count = before.size;
    const target = tap.target(page);
    await target.waitFor();
    const profiler = profile ? await startCpuProfile(page) : null;
    const trace = profile ? null : await startMainThreadTrace(browser, page);
    await target.tap();
    await tap.done?.(page);
    if (profiler) {
      const file = `.tmp/tap-${screen.name}-${tap.name}.cpuprofile`.replace(/[^\w./-]+/g, '-');
      const hot = await profiler.stop(file);
      console.log(`${screen.name}, ${tap.name}: hottest functions (${file})`);
      console.table(hot.map((fn) => ({ ...fn, source: sourcePlace(fn.where) })));
    }
    const after = await interactionDurations(page);
    const traced = await trace?.stopInteractions(
      `.tmp/tap-${screen.name}-${tap.name}.trace.json`.replace(/[^\w./-]+/g, '-'),
    );
    // The tap's own interaction is the first new one (a tap that paints within 16 ms leaves none).
    timings.push({ inp: after.length > count ? after[count]! : 16, cpu: traced?.[0]?.cpuMs ?? 0 });
    await page.waitForTimeout(500);
  }
  return timings;
}

export async function run(): Promise<Figure[]> {
  const server = await startProductionDemoServer();
  const browser = await launchChromium();
  const loadAtStart = loadavg()[0]!;
  try {
    const baseUrl = server.app.baseUrl;
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript({ content: OBSERVE_INTERACTIONS });
    const page = await context.newPage();
    await signInAsOwner(page, baseUrl);
    const cdp = await context.newCDPSession(page);
    const figures: Figure[] = [];
    for (const screen of SCREENS) {
      let route = typeof screen.route === 'string' ? screen.route : '';
      if (typeof screen.route !== 'string') {
        await page.goto(`${baseUrl}/#/order/outbound`);
        await page.getByTestId('data-table-row').first().waitFor({ timeout: 60_000 });
        route = await screen.route(page);
      }
      const runs: TapTiming[][] = [];
      for (let i = 0; i < RUNS; i++) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        try {
          runs.push(await tapThrough(browser, page, baseUrl, screen, route, PROFILE && i === 0));
        } finally {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        }
        const visit = runs.at(-1)!.map(({ inp, cpu }) => `${Math.round(inp)} (CPU ${Math.round(cpu)})`);
        console.log(`${screen.name} run ${i + 1}: ${visit.join(', ')} ms`);
      }
      const inp = runs.map((timings) => Math.max(...timings.map((timing) => timing.inp)));
      figures.push({
        name: `${screen.name} (#${typeof screen.route === 'string' ? route : '/order/outbound/:id'}): interaction to next paint, median`,
        value: Math.round(median(inp)),
        unit: 'ms',
        note: `runs: ${inp.map(Math.round).join(', ')}; target under 100 ms`,
      });
      screen.taps.forEach((tap, at) => {
        const values = runs.map((timings) => timings[at]!.inp);
        const cpu = runs.map((timings) => timings[at]!.cpu);
        figures.push({
          name: `${screen.name}: tap on ${tap.name}, median`,
          value: Math.round(median(values)),
          unit: 'ms',
          note: `runs: ${values.map(Math.round).join(', ')}; main-thread CPU within it, median ${Math.round(median(cpu))} ms (${cpu.map(Math.round).join(', ')})`,
        });
      });
    }
    figures.push(hostLoadFigure(loadAtStart));
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
