import { beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';

describe('route rules for a signed-in staff member whose role lacks some permissions', () => {
  let app: App;
  let page: App['page'];
  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await app.signInAs('staff');
  });

  it('shows only the navigation the role allows', async () => {
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    const staffRole = await (await app.api()).post<string[]>('/api/shipper-permissions');
    expect(staffRole).not.toContain('list-staff');
    expect(await sidebar.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Plants' }).count()).toBe(
      staffRole.includes('list-plant') ? 1 : 0,
    );
    await app.screenshot('staff-navigation');
  });

  it('sends a route whose permission is missing to /401', async () => {
    await app.open('/staff');
    await app.expectPath('/401');
    await page.getByTestId('page-401').waitFor();
    await app.screenshot('401');
  });

  it('sends an unknown path to /404', async () => {
    await app.open('/no/such/screen');
    await app.expectPath('/404');
    await page.getByTestId('page-404').waitFor();
  });

  it('fetches the permissions again on every route change', async () => {
    const asked: string[] = [];
    const listen = (request: { url(): string; method(): string }) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/shipper-permissions'))
        asked.push(request.url());
    };
    page.on('request', listen);
    await app.open('/plant');
    await app.expectPath('/plant');
    await app.open('/dashboard');
    await app.expectPath('/dashboard');
    await app.open('/user_profile');
    await app.expectPath('/user_profile');
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
    page.off('request', listen);
  });

  it('clears the stored tab selections when leaving their route', async () => {
    await app.open('/plant');
    await app.expectPath('/plant');
    await page.evaluate(() => {
      const key = 'freightdesk.session.v1';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      stored.tabs = { activeTab: 2, tabName: 'Transit', subTab: 1, subTabName: 'Late', savedRoute: '/plant' };
      stored.inboundTabVisible = true;
      localStorage.setItem(key, JSON.stringify(stored));
    });
    await page.reload();
    await app.open('/dashboard');
    await app.expectPath('/dashboard');
    await page.waitForFunction(() => {
      const stored = JSON.parse(localStorage.getItem('freightdesk.session.v1') ?? '{}');
      return stored.tabs?.activeTab === null && stored.inboundTabVisible === false;
    });
  });
});
