import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestDetail } from '../../src/domain/schemas/requests';
import { type App, openApp } from '../support/appDriver';

/**
 * Marking all notifications read, from the notifications page and from the header's bell: the unread badge
 * drops to zero at once and climbs again live when news arrives. A phone-sized screen shows the bell too.
 */

let app: App;
let page: App['page'];
let request: RequestDetail;

beforeAll(async () => {
  app = await openApp({ viewport: { width: 390, height: 844 } });
  page = app.page;
  request = await app.raiseRequestAsOwner({ spot: true }, { ceilingInr: 36_000 });
  // A bid before the owner opens the app: at least one notification is waiting unread.
  expect((await app.placeBidAsTransporter(request.id, 30_000)).status).toBe(201);
  await app.signInAs('owner');
});
afterAll(() => app.close());

const bellCount = () => page.getByTestId('bell-count').getAttribute('data-count').then(Number);

describe('mark all read', () => {
  it('on the notifications page: every notification is read and the badge drops to zero', async () => {
    await app.open('/notification');
    await page.getByTestId('notification-item').first().waitFor();
    await expect.poll(bellCount).toBeGreaterThan(0);
    await app.screenshot('notifications-unread-phone');

    await page.getByTestId('mark-all-read').click();
    await expect.poll(bellCount).toBe(0);
    await expect
      .poll(() => page.locator('[data-testid="notification-item"][data-read="false"]').count())
      .toBe(0);
    expect(await page.getByText('0 unread').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('mark-all-read').isDisabled()).toBe(true);
    // The page is no wider than the phone.
    await app.expectFitsWidth();
  });

  it("from the bell's menu, after news arrived live", async () => {
    const another = await app.raiseRequestAsOwner({ spot: true }, { ceilingInr: 36_000 });
    expect((await app.placeBidAsTransporter(another.id, 30_000)).status).toBe(201);
    await expect.poll(bellCount).toBe(1);
    // A lone bid elsewhere is told in a toast below the header: the bell stays in reach.
    await page.getByTestId('bid-notice').waitFor();

    await page.getByTestId('notification-bell').click();
    const menu = page.getByTestId('bell-menu');
    await menu.waitFor();
    expect(await menu.textContent()).toContain('New bid received');
    await app.screenshot('bell-menu-phone');
    await page.getByTestId('bell-mark-all-read').click();
    await expect.poll(bellCount).toBe(0);
    await expect
      .poll(() => page.locator('[data-testid="notification-item"][data-read="false"]').count())
      .toBe(0);
  });
});
