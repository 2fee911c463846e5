import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransporterNotificationPreferences } from '../../src/domain/schemas/profile';
import { apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { PHONE } from '../support/hindiPhone';
import { suiteServer } from '../support/suiteServer';

/**
 * A transporter's person chooses, on a phone, how the company's bids won and lost reach them beyond the
 * portal: push and e-mail start on; they turn e-mail off for a lost bid, save, and find it kept after a
 * reload, reading the page in Hindi.
 */

const BOTH_ON: TransporterNotificationPreferences = {
  awardWon: { push: true, email: true },
  bidLost: { push: true, email: true },
};

let app: App;
let page: App['page'];

beforeAll(async () => {
  app = await openApp({ viewport: PHONE });
  page = app.page;
});
afterAll(async () => {
  // The demo transporter is shared with the other browser tests: back to the choices it started with.
  const transporter = await apiSessionOf(suiteServer().baseUrl, 'transporter');
  await transporter.call('PUT', '/api/transporter/notification-preferences', BOTH_ON);
  await app.close();
});

describe('a transporter’s notification choices', () => {
  it('are opened from the account menu, with push and e-mail on for both events', async () => {
    await app.signInAs('transporter', '/transporter/requests');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    await app.expectPath('/transporter/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    for (const event of ['Our bid wins a request', 'A request goes to another transporter'])
      for (const channel of ['Push', 'E-mail'])
        expect(await page.getByRole('checkbox', { name: `${event}: ${channel}` }).isChecked()).toBe(true);
    await app.expectFitsWidth();
    await app.screenshot('portal-notification-choices-390');
  });

  it('keep e-mail off for a lost bid after a save and a reload, in Hindi', async () => {
    // Hindi on this browser only: the person's saved language, which other tests read, stays English.
    await page.route('**/api/user/preferences', (route) =>
      route.request().method() === 'PUT'
        ? route.abort()
        : route.fulfill({ json: { language: 'hi' }, headers: { 'cache-control': 'no-store' } }),
    );
    await app.switchLanguage('हिन्दी');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.getByRole('heading', { name: 'नोटिफ़िकेशन', level: 1 }).waitFor();
    const lostByEmail = page.getByRole('checkbox', { name: 'इंडेंट किसी और ट्रांसपोर्टर को जाए: ईमेल' });
    const lostByPush = page.getByRole('checkbox', { name: 'इंडेंट किसी और ट्रांसपोर्टर को जाए: पुश' });
    const wonByEmail = page.getByRole('checkbox', { name: 'हमारी बोली इंडेंट जीते: ईमेल' });
    await lostByEmail.uncheck();
    await page.getByTestId('preferences-save').click();
    await page.getByText('आपकी पसंद सहेज ली गई।').waitFor();
    const stored = await (await app.as('transporter')).get<TransporterNotificationPreferences>(
      '/api/transporter/notification-preferences',
    );
    expect(stored).toEqual({ ...BOTH_ON, bidLost: { push: true, email: false } });

    await app.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await lostByEmail.waitFor();
    expect(await lostByEmail.isChecked()).toBe(false);
    expect(await lostByPush.isChecked()).toBe(true);
    expect(await wonByEmail.isChecked()).toBe(true);
    await app.expectFitsWidth();
    await app.screenshot('portal-notification-choices-hi-390');
  });
});
