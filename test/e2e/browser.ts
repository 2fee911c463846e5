import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../server/db/seed/demoAccounts';
import { launchChromium } from '../support/chromium';

export { DEMO_PASSWORD };

const demoEmail = (key: DemoAccount['key']) => DEMO_ACCOUNTS.find((account) => account.key === key)!.email;
/** The seed's demo accounts by role, as the server prints them at start. */
export const DEMO = {
  owner: demoEmail('owner'),
  noPlan: demoEmail('noPlan'),
  staff: demoEmail('staff'),
  plantUser: demoEmail('plant'),
} as const;

export const baseUrl = () => inject('baseUrl');

export const launchBrowser = (): Promise<Browser> => launchChromium(inject('chromiumPath'));

/** A fresh profile (no stored session) on a desktop-sized page. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  return context.newPage();
}

export const open = (page: Page, hashPath: string) => page.goto(`${baseUrl()}/#${hashPath}`);

/** The hash path the app is on, e.g. "/dashboard". */
export const currentPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '') || '/';

export async function waitForPath(page: Page, path: string | RegExp) {
  await page.waitForFunction(
    ([expected, isRegex]) => {
      const hash = window.location.hash.replace(/^#/, '') || '/';
      return isRegex ? new RegExp(expected as string).test(hash) : hash === expected;
    },
    [path instanceof RegExp ? path.source : path, path instanceof RegExp] as const,
    { timeout: 15_000 },
  );
}

export async function screenshot(page: Page, name: string) {
  mkdirSync('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: `.tmp/screenshots/${name}.png`, fullPage: false });
}

/** Signs in through the form, as a person would, and waits to land on the given path. */
export async function signIn(page: Page, email: string, landing: string | RegExp = '/dashboard') {
  if (!currentPath(page).startsWith('/login')) await open(page, '/login');
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath(page, landing);
}

export const SESSION_KEY = 'freightdesk.session.v1';

export const storedSession = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'),
    SESSION_KEY,
  ) as Promise<Record<string, unknown> | null>;
