import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';

/**
 * The request settings (industry-request-settings), at phone width: the industry's default listed, a plant's
 * own settings added with the shared form, and their visibility changed to nothing, after which the
 * transporter's bid on that plant's next request no longer tells them their rank.
 */

let app: App;
let page: App['page'];

const field = (key: string) => page.getByTestId(`field-${key}`);
const NAME = 'First plant bidding (e2e)';

/** The demo transporter's rank after bidding on a new spot request at the first plant. */
async function rankOnANewRequest(): Promise<number | null> {
  const request = await app.raiseRequestAsOwner({ spot: true });
  const bid = await app.placeBidAsTransporter(request.id, 30_000);
  expect(bid.status).toBe(201);
  // The owner is told of the bid in a dialog; they close it and carry on.
  await page.getByTestId('push-cancel').click();
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
    expect(await (await app.expectRow('data-table-row', NAME)).textContent()).toContain('Nothing');
    expect(await rankOnANewRequest()).toBeNull();
  });
});
