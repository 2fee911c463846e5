import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath, launchChromium } from '../test/support/chromium';
import { auditPage, opportunities, type PageFigures, pageFigures } from './lighthouseAudit';
import { signInAsOwner, startProductionDemoServer } from './productionDemoServer';
import { type Figure, hostLoadFigure, median } from './report';

/**
 * Lighthouse with its mobile settings (simulated slow 4G, 4× CPU slowdown, a mid-range phone's screen) on the
 * first screens a user meets: the sign-in page, and signed in as the demo owner the dashboard, the outbound
 * board and the outbound order list. The compiled server runs in production mode on PGlite with the demo data
 * (bench/productionDemoServer.ts). Each screen is loaded BENCH_RUNS times (3), each time in a fresh tab from
 * empty caches and no service worker, as a first visit; a signed-in screen has the session stored beforehand,
 * as a returning browser has it. A load Lighthouse cannot measure, or that ends on another screen than the one
 * asked for, is tried once more and the retry said beside the figures; a second failure leaves the screen
 * NOT MEASURED in the table and the bench fails. Medians of the score and metrics, and the largest
 * opportunities Lighthouse names for the median run. The reports are kept in .tmp/lighthouse/ for a closer
 * look (open them in the Lighthouse viewer), failed ones as …-failed-<try>.json with their trace.
 * Targets: performance 90 or more, LCP under 2.5 s, TBT under 200 ms.
 * BENCH_SCREENS audits only the screens it names, by name, comma-separated (BENCH_SCREENS=sign-in, or
 * BENCH_SCREENS="sign-in,dashboard"); a name that is no screen's fails the bench before anything runs.
 */
export const title = 'Lighthouse, mobile (simulated slow 4G, 4× CPU)';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORTS_DIR = '.tmp/lighthouse';

interface Screen {
  name: string;
  route: string;
  signedIn: boolean;
}

const ALL_SCREENS: readonly Screen[] = [
  { name: 'sign-in', route: '/login', signedIn: false },
  { name: 'dashboard', route: '/dashboard', signedIn: true },
  { name: 'outbound board', route: '/outbound-tracking', signedIn: true },
  { name: 'outbound orders', route: '/order/outbound', signedIn: true },
];

/** The screens BENCH_SCREENS names, or all of them. */
function chosenScreens(names: string | undefined): readonly Screen[] {
  if (!names) return ALL_SCREENS;
  const wanted = names.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !ALL_SCREENS.some((screen) => screen.name === name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_SCREENS names no screen called ${unknown.join(', ')}; the screens: ${ALL_SCREENS.map((s) => s.name).join(', ')}`,
    );
  return ALL_SCREENS.filter((screen) => wanted.includes(screen.name));
}

const SCREENS = chosenScreens(process.env.BENCH_SCREENS);

/**
 * What the app keeps in localStorage once the owner has signed in through the form: its session among it
 * (src/machines/sessionPersistence.ts, which the bench does not import: its module graph takes the app's assets).
 * Signed in in a browser of its own, closed afterwards: the app writes its session on every change, so a
 * signed-in tab left open beside the audits could write it back after a visit's storage was cleared (a
 * sign-in page then measured as the dashboard it redirects to). Read once the stored data has stopped changing.
 */
async function signedInStorage(baseUrl: string): Promise<Record<string, string>> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await signInAsOwner(page, baseUrl);
    const read = () => page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    let stored = await read();
    for (let settled = 0; settled < 2; ) {
      await page.waitForTimeout(1000);
      const again = await read();
      settled = again === stored ? settled + 1 : 0;
      stored = again;
    }
    const entries = JSON.parse(stored) as Record<string, string>;
    if (!Object.values(entries).some((value) => value.includes('"token"')))
      throw new Error('signing in stored no session');
    return entries;
  } finally {
    await browser.close();
  }
}

/**
 * A fresh tab with a first visit's browser behind it: nothing cached, no service worker, no stored data for the
 * app; then the session stored when the screen is a signed-in one, checked, and the tab left on about:blank for
 * Lighthouse to navigate. No page of the app is open while storage is prepared, so nothing rewrites it.
 */
async function preparedTab(browser: Browser, baseUrl: string, stored: Record<string, string>): Promise<Page> {
  const page = await browser.newPage();
  // Tabs a failed audit may have left behind must not run the app beside the next one.
  for (const open of await browser.pages()) if (open !== page) await open.close();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
  await cdp.detach();
  // Any page of the app's origin gives its storage; the app's own would start without the session.
  await page.goto(`${baseUrl}/health`);
  const found = await page.evaluate((entries) => {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    return JSON.stringify({ ...window.localStorage });
  }, stored);
  if (found !== JSON.stringify(stored)) throw new Error('the prepared storage did not hold');
  await page.goto('about:blank');
  return page;
}

/** Why a load cannot be quoted: Lighthouse's own error, or a screen other than the one asked for. */
function failure(lhr: Result, route: string): string | null {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const measured = new URL(lhr.finalDisplayedUrl).hash;
  return measured === `#${route}` ? null : `measured ${measured || 'no route'}, not #${route}`;
}

const reportPath = (screen: Screen, load: number, suffix = '') =>
  `${REPORTS_DIR}/${screen.route.slice(1).replaceAll('/', '-')}-${load}${suffix}.json`;

/**
 * One load of a screen, tried a second time if the first cannot be quoted; the failed report is kept beside
 * the good ones (…-failed-<try>.json, and beside it the folder of what Lighthouse gathered, its trace among it).
 * Returns the report and what went wrong on the first try, if anything.
 */
async function measuredLoad(
  browser: Browser,
  baseUrl: string,
  screen: Screen,
  load: number,
  stored: Record<string, string>,
): Promise<{ lhr: Result; retried: string | null }> {
  let retried: string | null = null;
  for (let attempt = 1; ; attempt++) {
    let wrong: string;
    try {
      const page = await preparedTab(browser, baseUrl, stored);
      const artifacts = reportPath(screen, load, `-failed-${attempt}`).replace(/\.json$/, '');
      const lhr = await auditPage(`${baseUrl}/#${screen.route}`, page, artifacts);
      await page.close();
      const found = failure(lhr, screen.route);
      if (!found) {
        rmSync(artifacts, { recursive: true, force: true });
        return { lhr, retried };
      }
      writeFileSync(`${artifacts}.json`, JSON.stringify(lhr));
      wrong = found;
    } catch (error) {
      wrong = error instanceof Error ? error.message : String(error);
    }
    console.log(`${screen.name} load ${load}, try ${attempt}: ${wrong}`);
    if (attempt === 2) throw new Error(`${screen.name} load ${load} failed twice: ${retried}; then ${wrong}`);
    retried = wrong;
  }
}

const METRICS: readonly [string, keyof PageFigures, string, (v: number) => number][] = [
  ['performance score', 'score', '', Math.round],
  ['first contentful paint', 'fcpMs', 'ms', Math.round],
  ['largest contentful paint', 'lcpMs', 'ms', Math.round],
  ['total blocking time', 'tbtMs', 'ms', Math.round],
  ['cumulative layout shift', 'cls', '', (v) => Math.round(v * 1000) / 1000],
  ['speed index', 'speedIndexMs', 'ms', Math.round],
  ['transferred', 'transferKiB', 'KiB', (v) => Math.round(v * 10) / 10],
  ['requests', 'requests', '', Math.round],
];

function screenFigures(screen: Screen, runs: PageFigures[], named: string[], retries: string[]): Figure[] {
  return METRICS.map(([label, key, unit, round], i) => {
    const values = runs.map((run) => run[key]);
    const runsNote = `runs: ${values.map(round).join(', ')}`;
    const firstNote = [
      runsNote,
      ...retries,
      ...(named.length > 0 ? [`largest opportunities: ${named.join(' · ')}`] : []),
    ];
    const note = i === 0 ? firstNote.join('; ') : runsNote;
    return {
      name: `${screen.name} (#${screen.route}): ${label}, median`,
      value: round(median(values)),
      unit,
      note,
    };
  });
}

export async function run(): Promise<Figure[]> {
  const server = await startProductionDemoServer();
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    const baseUrl = server.app.baseUrl;
    // Signing in takes a browser of its own and most of a minute on a busy host: only when a screen needs it.
    const signedIn = SCREENS.some((screen) => screen.signedIn) ? await signedInStorage(baseUrl) : {};
    // Lighthouse's own client: one driver of the browser, as when Lighthouse connects by itself.
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    mkdirSync(REPORTS_DIR, { recursive: true });
    const figures: Figure[] = [];
    // Lighthouse multiplies the CPU time it observes by 4: other work on the host shows up as blocking time.
    const loadAtStart = loadavg()[0]!;
    const benchmarkIndexes: number[] = [];
    const failed: string[] = [];
    for (const screen of SCREENS) {
      const runs: { figures: PageFigures; named: string[] }[] = [];
      const retries: string[] = [];
      try {
        for (let load = 1; load <= RUNS; load++) {
          const { lhr, retried } = await measuredLoad(
            browser,
            baseUrl,
            screen,
            load,
            screen.signedIn ? signedIn : {},
          );
          if (retried) retries.push(`load ${load} retried after "${retried}"`);
          writeFileSync(reportPath(screen, load), JSON.stringify(lhr));
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          runs.push({ figures: pageFigures(lhr), named: opportunities(lhr, 3) });
          console.log(`${screen.name} load ${load}: score ${runs.at(-1)!.figures.score}`);
        }
      } catch (error) {
        // The other screens are still measured; this one is reported as not measured, the bench fails.
        const said = error instanceof Error ? error.message : String(error);
        failed.push(said);
        figures.push({
          name: `${screen.name} (#${screen.route}): NOT MEASURED`,
          value: runs.length,
          unit: `of ${RUNS} loads`,
          note: said,
        });
        continue;
      }
      // The opportunities of the run whose score is the median one.
      const byScore = [...runs].sort((a, b) => a.figures.score - b.figures.score);
      const middle = byScore[byScore.length >> 1]!;
      figures.push(
        ...screenFigures(
          screen,
          runs.map((r) => r.figures),
          middle.named,
          retries,
        ),
      );
    }
    figures.push(
      {
        name: 'host: Lighthouse CPU benchmark index, median',
        value: Math.round(median(benchmarkIndexes)),
        unit: '',
        note: "higher is faster; Lighthouse's calibration fits its 4× slowdown to a host of about 1,530, less than 3× below 1,300",
      },
      hostLoadFigure(loadAtStart),
    );
    await browser.disconnect();
    if (failed.length > 0) {
      console.error(`Lighthouse bench: ${failed.length} screen(s) not measured:\n${failed.join('\n')}`);
      process.exitCode = 1;
    }
    return figures;
  } finally {
    chrome.kill();
    await server.close();
  }
}
