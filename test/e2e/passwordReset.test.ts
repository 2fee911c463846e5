import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO,
  DEMO_PASSWORD,
  launchBrowser,
  newPage,
  open,
  screenshot,
  signIn,
  waitForPath,
} from './browser';

/** Without SMTP the server writes the reset mail's link to its log; read it as a person reads their inbox. */
function lastResetLink(email: string): string | undefined {
  const lines = readFileSync(inject('serverLogPath'), 'utf8').split('\n');
  const links = lines
    .filter((line) => line.includes('password reset link'))
    .map((line) => JSON.parse(line) as { to?: string; link?: string })
    .filter((entry) => entry.to === email);
  return links.at(-1)?.link;
}

const NEW_PASSWORD = 'new-Secret-2026';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser.close();
});

describe('forgot password, reset by the mailed link, and the flash message', () => {
  it('mails a link, resets the password with it, and shows a flash that clears after 6 s', async () => {
    await open(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByLabel('Email').fill(DEMO.noPlan);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('forgot-password-sent').waitFor();

    await expect.poll(() => lastResetLink(DEMO.noPlan), { timeout: 5_000 }).toMatch(/#\/password\/reset\//);
    const link = new URL(lastResetLink(DEMO.noPlan)!);
    await open(page, link.hash.replace(/^#/, ''));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await waitForPath(page, '/login');
    const flash = page.getByTestId('flash');
    await flash.waitFor({ state: 'visible' });
    await screenshot(page, 'flash');
    const shownAt = Date.now();
    await flash.waitFor({ state: 'detached', timeout: 10_000 });
    const visibleFor = Date.now() - shownAt;
    // The seed's lifetime is 6 s; allow for the time the check itself took to start.
    expect(visibleFor).toBeGreaterThan(4_000);
    expect(visibleFor).toBeLessThan(8_000);
  });

  it('signs in with the new password, and the old link no longer works', async () => {
    await page.getByLabel('Email or mobile number').fill(DEMO.noPlan);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('login-error').waitFor();

    await page.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/plan');

    const reuse = await page.evaluate(
      async (token) => {
        const reply = await fetch('/api/auth/reset-password', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, password: 'another-Secret-1', confirmPassword: 'another-Secret-1' }),
        });
        return reply.status;
      },
      new URL(lastResetLink(DEMO.noPlan)!).hash.split('/').at(-1),
    );
    expect(reuse).toBe(400);
  });

  it('changes the password back from the change-password screen', async () => {
    await open(page, '/change_password');
    await page.getByRole('textbox', { name: 'Current password' }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('flash').waitFor();

    const fresh = await newPage(browser);
    await signIn(fresh, DEMO.noPlan, '/plan');
  });
});
