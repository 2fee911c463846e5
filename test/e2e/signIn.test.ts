import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  currentPath,
  DEMO,
  DEMO_PASSWORD,
  launchBrowser,
  newPage,
  open,
  screenshot,
  signIn,
  storedSession,
  waitForPath,
} from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  page = await newPage(browser);
});

describe('signing in and the root rules', () => {
  it('sends an anonymous visitor from the root to /login', async () => {
    await open(page, '/');
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'login');
  });

  it('sends an anonymous visitor on a protected route to /login', async () => {
    await open(page, '/plant');
    await waitForPath(page, '/login');
  });

  it('refuses a wrong password with a clear message and stays on /login', async () => {
    await open(page, '/login');
    await page.getByLabel('Email or mobile number').fill(DEMO.owner);
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toMatch(
      /wrong email, mobile number or password/i,
    );
    expect(currentPath(page)).toBe('/login');
  });

  it('signs the owner in to the dashboard, with the header from login-header-details', async () => {
    await signIn(page, DEMO.owner);
    await page.getByTestId('dashboard-card').first().waitFor();
    await expect(page.getByTestId('header-industry').textContent()).resolves.toBeTruthy();
    await expect(page.getByTestId('header-name').textContent()).resolves.toBeTruthy();
    const session = await storedSession(page);
    expect(session?.loggedIn).toBe(true);
    expect(String(session?.permissions)).toContain('list-plant');
    await screenshot(page, 'dashboard');

    // The root now goes to the dashboard.
    await open(page, '/redirect');
    await open(page, '/');
    await waitForPath(page, '/dashboard');
  });

  it('returns to /joining-fees after signing in when that is where the visitor was heading', async () => {
    await open(page, '/joining-fees');
    await waitForPath(page, '/login');
    await signIn(page, DEMO.owner, '/joining-fees');
    expect((await storedSession(page))?.loadAfterLogin).toBeNull();
  });

  it('sends an owner whose industry has no plan to /plan, from any screen', async () => {
    await signIn(page, DEMO.noPlan, '/plan');
    await page.getByTestId('no-plan').waitFor();
    const session = await storedSession(page);
    expect(session?.plan).toEqual({ expiry: 0, members: 0, plants: 0 });
    await open(page, '/plant');
    await waitForPath(page, '/plan');
    await screenshot(page, 'no-plan');
  });

  it('logs out: the token is revoked and exactly the listed fields are cleared', async () => {
    await signIn(page, DEMO.owner);
    const before = await storedSession(page);
    const token = String(before?.token);
    expect(token.length).toBeGreaterThan(10);

    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/login');

    const after = await storedSession(page);
    expect(after).toMatchObject({
      loggedIn: false,
      token: '',
      userName: 'Admin',
      industry: '',
      permissions: '',
      userType: null,
      userTypeId: null,
      userId: null,
      userTypeName: '',
      loadAfterLogin: null,
    });
    // Fields the seed does not list survive a logout.
    expect(after?.dateFilter).toEqual(before?.dateFilter);
    expect(after?.selectedPlant).toEqual(before?.selectedPlant);

    const reply = await page.evaluate(
      (bearer) =>
        fetch('/api/auth/me', { headers: { authorization: `Bearer ${bearer}` } }).then((r) => r.status),
      token,
    );
    expect(reply).toBe(401);

    // And the app is closed again.
    await open(page, '/dashboard');
    await waitForPath(page, '/login');
  });

  it('signs in with a mobile number too', async () => {
    await open(page, '/login');
    const mobile = await page.evaluate(
      async ({ email, password }) => {
        const reply = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: email, password }),
        });
        return ((await reply.json()) as { user: { mobile: string } }).user.mobile;
      },
      { email: DEMO.staff, password: DEMO_PASSWORD },
    );
    await signIn(page, mobile);
  });
});
