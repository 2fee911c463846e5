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
  { name: 'invoices', route: '/payment-summary' },
  { name: 'clients', route: '/client' },
];

/** A table's rows, its "nothing here" line, or a notification card: whichever the screen draws first. */
const ROWS =
  '[data-testid="data-table-row"], [data-testid="data-table-empty"], [data-testid="notification-item"]';

/** A light screen of the app each opening starts from, once the app has booted on it, and what it draws. */
const START = { route: '/user_profile', drawn: '[data-testid="user-profile"]' };

/**
 * In the page: moves the app to `route` and answers the milliseconds until the first row (or the empty line)
 * is drawn, i.e. the first animation frame after it appears.
 */
function openAndWaitForRows([route, selector]: [string, string]) {
  return new Promise<{ ms: number; empty: boolean }>((resolve, reject) => {
    const start = performance.now();
    setTimeout(() => reject(new Error(`no rows on ${route} after two minutes`)), 120_000);
    const observer = new MutationObserver(() => {
      const found = document.querySelector(selector);
      if (!found) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        resolve({
          ms: performance.now() - start,
          empty: found.getAttribute('data-testid') === 'data-table-empty',
        }),
      );
    });
    observer.observe(document, { childList: true, subtree: true });
    window.location.hash = `#${route}`;
  });
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
 * Each screen opened `runs` times after one unmeasured opening, as the signed-in owner, each time in a freshly
 * loaded app (so nothing comes from the page's query cache) that has booted on a light screen first: the
 * median time from the navigation to the first rows drawn. The app's own start-up is left out, so that a
 * slow list is not lost in it.
 */
export async function timeScreens(browser: Browser, baseUrl: string, runs: number): Promise<ScreenTimes[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl);
    const results: ScreenTimes[] = [];
    for (const screen of LIST_SCREENS) {
      const times: number[] = [];
      let empty = false;
      for (let i = 0; i <= runs; i++) {
        await page.goto('about:blank');
        await page.goto(`${baseUrl}/#${START.route}`);
        // Booted: the start screen drawn and the app's start-up requests (plan, permissions, badges) answered.
        await page.locator(START.drawn).waitFor({ timeout: 120_000 });
        await page.waitForLoadState('networkidle');
        const first = await page.evaluate(openAndWaitForRows, [screen.route, ROWS] as [string, string]);
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
