import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';

/**
 * The request settings (industry-request-settings), at phone width: the industry's default listed, a plant's
 * own settings added with the shared form, and their visibility changed to nothing, after which the
 * transporter's bid on that plant's next request no longer tells them their rank; then their own bidding
 * window, which a new spot indent's form at that plant announces.
 */

let app: App;
let page: App['page'];

const field = (key: string) => page.getByTestId(`field-${key}`);
const NAME = 'First plant bidding (e2e)';
/** The first plant's option as the settings form listed it, to choose it again in the request form. */
let plantLabel = '';

/** The demo transporter's rank after bidding on a new spot request at the first plant. */
async function rankOnANewRequest(): Promise<number | null> {
  const request = await app.raiseRequestAsOwner({ spot: true });
  const bid = await app.placeBidAsTransporter(request.id, 30_000);
  expect(bid.status).toBe(201);
  return bid.json.myRank;
}

beforeAll(async () => {
  app = await openApp({ viewport: { width: 390, height: 844 } });
  page = app.page;
  await app.signInAs('owner');
});
afterAll(async () => {
  // Later files expect the industry's default (ranks shown) at the first plant.
  const owner = await app.as('owner');
  const { rows } = await owner.get<{ rows: { id: number; name: string }[] }>(
    '/api/request-settings?pageSize=100',
  );
  const mine = rows.find((r) => r.name === NAME);
  if (mine) await owner.call('DELETE', `/api/request-settings/${mine.id}`);
  await app.close();
});

describe('request settings', () => {
  it("lists the default and adds a plant's own, showing ranks", async () => {
    await app.open('/settings/industry-request-settings/list');
    const standard = await app.expectRow('data-table-row', 'Standard bidding');
    expect(await standard.textContent()).toContain('Their rank (L1, L2…)');
    await page.getByTestId('add').click();
    await app.expectPath('/settings/industry-request-settings/new');
    await page.getByTestId('save').click();
    await page.getByText('Enter the name').first().waitFor();
    await field('name').fill(NAME);
    await field('plantId').click();
    plantLabel = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option').first().click();
    await app.screenshot('request-setting-new');
    await page.getByTestId('save').click();
    await app.expectPath('/settings/industry-request-settings/list');
    await page.getByText('Request settings added').waitFor();
    await app.expectRow('data-table-row', NAME);
    expect(await rankOnANewRequest()).toBe(1);
  });

  it('changes the visibility to nothing, so the transporter stops seeing their rank', async () => {
    const row = await app.expectRow('data-table-row', NAME);
    await row.getByRole('link', { name: /edit/i }).click();
    await app.expectPath(/^\/settings\/industry-request-settings\/edit\/\d+$/);
    await expect.poll(() => field('name').inputValue()).toBe(NAME);
    await field('bidVisibility').click();
    await page.getByRole('option', { name: 'Nothing' }).click();
    await page.getByTestId('save').click();
    await page.getByText('Request settings saved').waitFor();
    // The list shows its earlier rows, dimmed, until the saved ones arrive.
    await expect.poll(() => app.row('data-table-row', NAME).first().textContent()).toContain('Nothing');
    expect(await rankOnANewRequest()).toBeNull();
  });

  it("sets the plant's own bidding window, which a new spot indent's form there is prefilled with", async () => {
    const row = await app.expectRow('data-table-row', NAME);
    expect(await row.textContent()).toContain('As in Bidding window');
    await row.getByRole('link', { name: /edit/i }).click();
    await expect.poll(() => field('name').inputValue()).toBe(NAME);
    // Out of the Bidding window settings' bounds: refused under the fields, as typed.
    await field('maxExtensions').fill('11');
    await field('spotWindowMinutes').fill('0');
    await page.getByTestId('save').click();
    await expect.poll(() => page.locator('.mantine-InputWrapper-error').count()).toBe(2);
    await app.screenshot('request-setting-window-errors');
    await field('spotWindowMinutes').fill('45');
    await field('extensionMinutes').fill('2');
    await field('maxExtensions').fill('1');
    await page.getByTestId('save').click();
    // The last save's flash may still show: the list's path says this one is done.
    await app.expectPath('/settings/industry-request-settings/list');
    const saved = await app.expectRow('data-table-row', NAME);
    await expect
      .poll(() => saved.textContent())
      .toContain('Spot 45 min · +2 min per late bid · at most 1 time');

    await app.open('/request/outbound/new/spot-indent/new');
    // The form starts at the header's plant (or the first); choosing the one it shows would clear it.
    const plant = page.getByTestId('request-plant');
    await plant.waitFor();
    if ((await plant.inputValue()) !== plantLabel) {
      await plant.click();
      await plant.fill(plantLabel.replace(/\s*\(.*$/, ''));
      await page.getByRole('option', { name: plantLabel }).first().click();
    }
    await expect.poll(() => page.getByTestId('spot-window-note').textContent()).toContain('45 minutes');
    expect(await page.getByTestId('extension-note').textContent()).toContain(
      'A bid in the last 2 minutes moves the close 2 minutes later, at most once.',
    );
    await app.screenshot('spot-indent-plant-window');
  });
});
