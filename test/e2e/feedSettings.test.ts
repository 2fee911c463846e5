import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';
import { REPLAY_CREDENTIALS, startFeedReplayServer } from '../support/feedReplayServer';

let app: App;
let page: App['page'];
let replay: Awaited<ReturnType<typeof startFeedReplayServer>>;

const card = () => page.getByTestId('feed-ewaybill');
const outcome = () => page.getByTestId('feed-ewaybill-outcome');

beforeAll(async () => {
  // The provider replays recorded NIC answers; it knows none of this industry's bills ("not yours").
  replay = await startFeedReplayServer({
    ewbNo: '391008765432',
    vehicleNumber: 'MP20HB4321',
    mobile: '9826041234',
  });
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  await app.signInAs('owner');
});
afterAll(() => replay.close());

describe('government and telecom feeds in settings', () => {
  it('lists the three providers, none connected yet', async () => {
    await app.open('/settings/feeds');
    await page.getByTestId('feeds').waitFor();
    for (const kind of ['ewaybill', 'fastag', 'sim'])
      expect(await page.getByTestId(`feed-${kind}-state`).textContent()).toBe('Not connected');
    await app.screenshot('settings-feeds-empty');
  });

  it('connects NIC e-way bills through a GSP, explaining a bad field first', async () => {
    await page.getByTestId('feed-ewaybill-connect').click();
    const dialog = page.getByRole('dialog', { name: 'Connect NIC e-way bill details' });
    await dialog.waitFor();
    await page.getByTestId('feed-base-url').fill('ftp://nic.example');
    await page.getByTestId('feed-save').click();
    await dialog.getByText("Enter the provider's address, starting with https://").waitFor();
    await page.getByTestId('feed-base-url').fill(replay.urls.ewaybill);
    const credentials = REPLAY_CREDENTIALS.ewaybill;
    await page.getByTestId('feed-credential-clientId').fill(credentials.clientId);
    await dialog.getByLabel('Client secret').fill(credentials.clientSecret);
    await page.getByTestId('feed-credential-gstin').fill(credentials.gstin);
    await dialog.getByLabel('NIC auth token').fill(credentials.authToken);
    await app.screenshot('settings-feeds-connect');
    await page.getByTestId('feed-save').click();
    await page.getByText('NIC e-way bill details is connected.', { exact: false }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('feed-ewaybill-state').textContent()).toBe('Polled every 15 min');
  });

  it('checks the connection: one poll, and its outcome on the card', async () => {
    await page.getByTestId('feed-ewaybill-check').click();
    await outcome().waitFor();
    expect(await outcome().textContent()).toBe('Working');
    expect(await page.getByTestId('feed-ewaybill-counts').textContent()).toMatch(/^Asked about \d+ · 0 new/);
    expect(
      await card()
        .getByText(/^Last poll \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
        .count(),
    ).toBe(1);
    const asked = replay.requests.filter((r) => r.path === '/nic/ewayapi/GetEwayBill');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked[0]!.headers.authtoken).toBe(REPLAY_CREDENTIALS.ewaybill.authToken);
    await app.screenshot('settings-feeds-checked');
  });

  it('shows a refused check as the provider answered it', async () => {
    replay.setMode('http401');
    await page.getByTestId('feed-ewaybill-check').click();
    await page.getByTestId('feed-ewaybill-error').getByText('The provider answered HTTP 401').waitFor();
    expect(await outcome().textContent()).toBe('Credentials refused');
    await app.screenshot('settings-feeds-refused');
    replay.setMode('recorded');
  });

  it('pauses and resumes polling', async () => {
    await page.getByTestId('feed-ewaybill-toggle').click();
    await page.getByText('NIC e-way bill details is paused.').waitFor();
    await page.getByTestId('feed-ewaybill-state').getByText('Paused').waitFor();
    await page.getByTestId('feed-ewaybill-toggle').click();
    await page.getByTestId('feed-ewaybill-state').getByText('Polled every 15 min').waitFor();
  });

  it('reads in Hindi, on a desktop and on a phone', async () => {
    await app.switchLanguage('हिन्दी');
    await page.getByTestId('feed-ewaybill-check').getByText('कनेक्शन जाँचें').waitFor();
    await app.screenshot('settings-feeds-hi');
    const phone = await openApp({ viewport: { width: 390, height: 844 } });
    await phone.signInAs('owner', '/settings/feeds');
    await phone.page.getByTestId('feed-ewaybill-check').waitFor();
    await phone.screenshot('settings-feeds-phone-hi');
    await phone.switchLanguage('English');
    await phone.page.getByTestId('feed-ewaybill-check').getByText('Check connection').waitFor();
    await phone.screenshot('settings-feeds-phone');
    await phone.page.getByTestId('feed-sim-connect').click();
    await phone.page.getByRole('dialog', { name: 'Connect SIM location' }).waitFor();
    await phone.screenshot('settings-feeds-phone-connect');
    await phone.page.keyboard.press('Escape');
  });

  it('removes a provider after the confirmation', async () => {
    await app.switchLanguage('English');
    await app.open('/settings/feeds');
    await page.getByTestId('feed-ewaybill-remove').click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog
      .getByText('The connection and its stored credentials are deleted.', { exact: false })
      .waitFor();
    await app.screenshot('settings-feeds-remove');
    await page.getByTestId('feed-remove-confirm').click();
    await page.getByText('NIC e-way bill details was removed.').waitFor();
    await page.getByTestId('feed-ewaybill-state').getByText('Not connected').waitFor();
  });

  it('shows the connections without their actions to a user who may not edit settings', async () => {
    const staffApp = await openApp({ viewport: { width: 1366, height: 900 } });
    await staffApp.signInAs('staff', '/settings/feeds');
    await staffApp.page.getByTestId('feeds-read-only').waitFor();
    expect(await staffApp.page.getByTestId('feed-ewaybill-connect').count()).toBe(0);
    await staffApp.screenshot('settings-feeds-read-only');
  });
});
