import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage, open, screenshot, signIn, waitForPath } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('route rules for a signed-in staff member whose role lacks some permissions', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser);
    await signIn(page, DEMO.staff);
  });

  it('shows only the navigation the role allows', async () => {
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    const staffRole = await page.evaluate(() =>
      fetch('/api/shipper-permissions', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${JSON.parse(localStorage.getItem('freightdesk.session.v1') ?? '{}').token}`,
        },
      }).then((r) => r.json() as Promise<string[]>),
    );
    expect(staffRole).not.toContain('list-staff');
    expect(await sidebar.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Plants' }).count()).toBe(
      staffRole.includes('list-plant') ? 1 : 0,
    );
    await screenshot(page, 'staff-navigation');
  });

  it('sends a route whose permission is missing to /401', async () => {
    await open(page, '/staff');
    await waitForPath(page, '/401');
    await page.getByTestId('page-401').waitFor();
    await screenshot(page, '401');
  });

  it('sends an unknown path to /404', async () => {
    await open(page, '/no/such/screen');
    await waitForPath(page, '/404');
    await page.getByTestId('page-404').waitFor();
  });

  it('fetches the permissions again on every route change', async () => {
    const asked: string[] = [];
    const listen = (request: { url(): string; method(): string }) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/shipper-permissions'))
        asked.push(request.url());
    };
    page.on('request', listen);
    await open(page, '/plant');
    await waitForPath(page, '/plant');
    await open(page, '/dashboard');
    await waitForPath(page, '/dashboard');
    await open(page, '/user_profile');
    await waitForPath(page, '/user_profile');
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
    page.off('request', listen);
  });

  it('clears the stored tab selections when leaving their route', async () => {
    await open(page, '/plant');
    await waitForPath(page, '/plant');
    await page.evaluate(() => {
      const key = 'freightdesk.session.v1';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      stored.tabs = { activeTab: 2, tabName: 'Transit', subTab: 1, subTabName: 'Late', savedRoute: '/plant' };
      stored.inboundTabVisible = true;
      localStorage.setItem(key, JSON.stringify(stored));
    });
    await page.reload();
    await open(page, '/dashboard');
    await waitForPath(page, '/dashboard');
    await page.waitForFunction(() => {
      const stored = JSON.parse(localStorage.getItem('freightdesk.session.v1') ?? '{}');
      return stored.tabs?.activeTab === null && stored.inboundTabVisible === false;
    });
  });
});
