import { beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';

/**
 * The payment settings (industry-payment-settings): the default terms are listed, a transporter's own terms are
 * added with the shared form (its checks beside the fields), listed, and edited.
 */

let app: App;
let page: App['page'];

const field = (key: string) => page.getByTestId(`field-${key}`);
const NAME = 'Forty-five days (e2e)';

beforeAll(async () => {
  app = await openApp({ viewport: { width: 390, height: 844 } });
  page = app.page;
  await app.signInAs('owner');
});

describe('payment settings', () => {
  it('lists the default terms and adds a transporter’s own, refusing a credit period past a year', async () => {
    await app.open('/settings/industry-payment-settings/list');
    await app.expectRow('data-table-row', 'Standard terms');
    await page.getByTestId('add').click();
    await app.expectPath('/settings/industry-payment-settings/new');
    await field('name').fill(NAME);
    await field('transporterId').click();
    await page.getByRole('option').first().click();
    await field('days').fill('400');
    await page.getByTestId('save').click();
    await page.getByText('Credit days must be a whole number from 0 to 365').waitFor();
    await app.screenshot('payment-setting-error');
    await field('days').fill('45');
    await page.getByTestId('save').click();
    await app.expectPath('/settings/industry-payment-settings/list');
    await page.getByText('Payment terms added').waitFor();
    const row = await app.expectRow('data-table-row', NAME);
    expect(await row.textContent()).toContain('45 days');
  });

  it('edits the terms', async () => {
    const row = await app.expectRow('data-table-row', NAME);
    await row.getByRole('link', { name: /edit/i }).click();
    await app.expectPath(/^\/settings\/industry-payment-settings\/edit\/\d+$/);
    await expect.poll(() => field('days').inputValue()).toBe('45');
    await field('days').fill('60');
    await page.getByTestId('save').click();
    await page.getByText('Payment terms saved').waitFor();
    // The list shows what it held until its refetch after the save comes back.
    const row60 = await app.expectRow('data-table-row', NAME);
    await expect.poll(() => row60.textContent(), { timeout: 10_000 }).toContain('60 days');
  });
});
