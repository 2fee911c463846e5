import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, demoAccount } from '../server/db/seed/demoAccounts';
import { median } from './report';

/** A list screen of the app (src/routes/routeTable.ts) and what its rows are (src/views). */
export interface ListScreen {
  name: string;
  route: string;
}

export const LIST_SCREENS: readonly ListScreen[] = [
  { name: 'outbound orders', route: '/order/outbound' },
  { name: 'inbound orders', route: '/order/inbound' },
  { name: 'offline outbound orders', route: '/offline/outbound/order' },
  { name: 'outbound requests', route: '/request/outbound' },
  { name: 'outbound gate', route: '/gate-in-out/outbound' },
  { name: 'notifications', route: '/notification' },
  { name: 'clients', route: '/client' },
];

/** A table's rows, its "nothing here" line, or a notification card: whichever the screen draws first. */
const ROWS =
  '[data-testid="data-table-row"], [data-testid="data-table-empty"], [data-testid="notification-item"]';

/**
 * Records, in the page, when the first row is drawn: the first animation frame after a row (or the empty
 * line) appears, in milliseconds since the navigation began. Installed before every page load.
 */
function watchFirstRows(selector: string) {
  const w = window as unknown as { __firstRows?: { ms: number; empty: boolean } };
  const observer = new MutationObserver(() => {
    const found = document.querySelector(selector);
    if (!found) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      w.__firstRows = {
        ms: performance.now(),
        empty: found.getAttribute('data-testid') === 'data-table-empty',
      };
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

export interface ScreenTimes {
  screen: ListScreen;
  medianMs: number;
  runs: number[];
  /** The screen drew its "nothing here" line rather than rows. */
  empty: boolean;
}

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('Email or mobile number').fill(demoAccount('owner').email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => window.location.hash === '#/dashboard', null, { timeout: 120_000 });
}

/**
 * Each screen opened afresh (a full page load, so nothing is served from the page's query cache) `runs`
 * times after one unmeasured opening, as the signed-in owner: the median time from navigation to its first
 * rows drawn.
 */
export async function timeScreens(browser: Browser, baseUrl: string, runs: number): Promise<ScreenTimes[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl);
    await page.addInitScript(watchFirstRows, ROWS);
    const results: ScreenTimes[] = [];
    for (const screen of LIST_SCREENS) {
      const times: number[] = [];
      let empty = false;
      for (let i = 0; i <= runs; i++) {
        await page.goto('about:blank');
        await page.goto(`${baseUrl}/#${screen.route}`);
        const drawn = await page.waitForFunction(
          () => (window as unknown as { __firstRows?: { ms: number; empty: boolean } }).__firstRows,
          null,
          { timeout: 120_000 },
        );
        const first = (await drawn.jsonValue()) as { ms: number; empty: boolean };
        empty = first.empty;
        if (i > 0) times.push(first.ms);
      }
      results.push({ screen, medianMs: median(times), runs: times, empty });
    }
    return results;
  } finally {
    await context.close();
  }
}
