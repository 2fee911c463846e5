import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loginOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { suiteServer } from '../support/suiteServer';

/** Without SMTP the server writes the reset mail's link to its log; read it as a person reads their inbox. */
function lastResetLink(email: string): string | undefined {
  const lines = readFileSync(suiteServer().serverLogPath, 'utf8').split('\n');
  const links = lines
    .filter((line) => line.includes('password reset link'))
    .map((line) => JSON.parse(line) as { to?: string; link?: string })
    .filter((entry) => entry.to === email);
  return links.at(-1)?.link;
}

const NEW_PASSWORD = 'new-Secret-2026';

let app: App;
let page: App['page'];

beforeAll(async () => {
  app = await openApp();
  page = app.page;
});

describe('forgot password, reset by the mailed link, and the flash message', () => {
  it('mails a link, resets the password with it, and shows a flash that clears after 6 s', async () => {
    await app.open('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await app.expectPath('/forgot-password');
    await page.getByLabel('Email').fill(loginOf('noPlan'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('forgot-password-sent').waitFor();

    await expect
      .poll(() => lastResetLink(loginOf('noPlan')), { timeout: 5_000 })
      .toMatch(/#\/password\/reset\//);
    const link = new URL(lastResetLink(loginOf('noPlan'))!);
    await app.open(link.hash.replace(/^#/, ''));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await app.expectPath('/login');
    const flash = page.getByTestId('flash');
    await flash.waitFor({ state: 'visible' });
    const shownAt = Date.now();
    await app.screenshot('flash');
    await flash.waitFor({ state: 'detached', timeout: 10_000 });
    const visibleFor = Date.now() - shownAt;
    // The seed's lifetime is 6 s; allow for the time the check itself took to start.
    expect(visibleFor).toBeGreaterThan(4_000);
    expect(visibleFor).toBeLessThan(8_000);
  });

  it('signs in with the new password, and the old link no longer works', async () => {
    await app.submitSignIn(loginOf('noPlan'), DEMO_PASSWORD);
    await page.getByTestId('login-error').waitFor();

    await app.signInWith(loginOf('noPlan'), NEW_PASSWORD, '/plan');

    const reuse = await page.evaluate(
      async (token) => {
        const reply = await fetch('/api/auth/reset-password', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, password: 'another-Secret-1', confirmPassword: 'another-Secret-1' }),
        });
        return reply.status;
      },
      new URL(lastResetLink(loginOf('noPlan'))!).hash.split('/').at(-1),
    );
    expect(reuse).toBe(400);
  });

  it('changes the password back from the change-password screen', async () => {
    await app.open('/change_password');
    await page.getByRole('textbox', { name: 'Current password' }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('flash').waitFor();

    const fresh = await openApp();
    await fresh.signInAs('noPlan', '/plan');
  });
});
