import { loadavg } from 'node:os';
import type { Locator, Page } from 'playwright-core';
import { launchChromium } from '../test/support/chromium';
import { startCpuProfile } from './cpuProfile';
import { mainThreadTasks, startMainThreadTrace } from './mainThreadTrace';
import { signInAsOwner, startProductionDemoServer } from './productionDemoServer';
import { type Figure, hostLoadFigure, median } from './report';

/**
 * The main thread's work while a signed-in first screen loads on a mid-range phone: the dashboard, the outbound
 * board and the outbound order list at 390×844, the CPU slowed 4× as Lighthouse slows it. Each load is a first
 * visit in a fresh browser context (empty caches, no service worker) holding the owner's session, traced from
 * navigation until the screen shows its data and 3 s more. From the Chromium trace: the main thread's CPU time
 * in its tasks (the work itself: throttling and a busy host do not lengthen it), its busy time, its long tasks (50 ms or more) and their time beyond 50 ms (blocking time over the whole load, not
 * only after the first paint as Lighthouse counts it). Less swayed by other work on the host than Lighthouse's
 * timings, though a slowed thread still waits for a core. BENCH_RUNS loads of each (3), the screens in turn;
 * medians. BENCH_PROFILE=1 also saves a CPU profile of each load in .tmp/ (it slows the page a little).
 */
export const title = 'Signed-in first screens: main-thread work while loading (390×844, 4× CPU)';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;

interface Screen {
  name: string;
  route: string;
  ready: (page: Page) => Locator;
}

const SCREENS: readonly Screen[] = [
  {
    name: 'dashboard',
    route: '/dashboard',
    ready: (page) => page.getByTestId('dashboard-card-value').first(),
  },
  {
    name: 'outbound board',
    route: '/outbound-tracking',
    ready: (page) => page.getByTestId('board-row').first(),
  },
  {
    name: 'outbound orders',
    route: '/order/outbound',
    ready: (page) => page.getByTestId('data-table-row').first(),
  },
];

interface Load {
  busyMs: number;
  cpuMs: number;
  longTasks: number;
  blockingMs: number;
  longestMs: number;
  readyMs: number;
}

export async function run(): Promise<Figure[]> {
  const server = await startProductionDemoServer();
  const browser = await launchChromium();
  const loadAtStart = loadavg()[0]!;
  try {
    const baseUrl = server.app.baseUrl;
    const device = {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    };
    const signingIn = await browser.newContext(device);
    await signInAsOwner(await signingIn.newPage(), baseUrl);
    const storageState = await signingIn.storageState();
    await signingIn.close();

    const loads = new Map<string, Load[]>(SCREENS.map((screen) => [screen.name, []]));
    for (let i = 1; i <= RUNS; i++) {
      for (const screen of SCREENS) {
        const context = await browser.newContext({ ...device, storageState, serviceWorkers: 'block' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const file = `.tmp/screen-load-${screen.name.replace(/ /g, '-')}-${i}`;
        const trace = await startMainThreadTrace(browser, page);
        const profile = process.env.BENCH_PROFILE ? await startCpuProfile(page) : undefined;
        const started = Date.now();
        await page.goto(`${baseUrl}/#${screen.route}`);
        await screen.ready(page).waitFor({ timeout: 120_000 });
        const readyMs = Date.now() - started;
        await page.waitForTimeout(3_000);
        const hot = await profile?.stop(`${file}.cpuprofile`);
        await trace.stop(`${file}.trace.json`);
        await context.close();
        const load = { ...mainThreadTasks(`${file}.trace.json`), readyMs };
        loads.get(screen.name)!.push(load);
        console.log(`${screen.name} load ${i}: ${JSON.stringify(load)}`);
        if (hot) console.table(hot.slice(0, 15));
      }
    }

    const figures: Figure[] = [];
    for (const screen of SCREENS) {
      const runs = loads.get(screen.name)!;
      const row = (name: string, unit: string, pick: (load: Load) => number) => {
        const values = runs.map(pick);
        figures.push({
          name: `${screen.name} (#${screen.route}): ${name}, median`,
          value: Math.round(median(values)),
          unit,
          note: `runs: ${values.join(', ')}`,
        });
      };
      row('main thread CPU time', 'ms', (load) => load.cpuMs);
      row('main thread busy (wall clock)', 'ms', (load) => load.busyMs);
      row('long tasks', '', (load) => load.longTasks);
      row('blocking time (long tasks beyond 50 ms)', 'ms', (load) => load.blockingMs);
      row('longest task', 'ms', (load) => load.longestMs);
      row('data shown after navigation (wall clock)', 'ms', (load) => load.readyMs);
    }
    figures.push(hostLoadFigure(loadAtStart));
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
