import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';

/**
 * A shipper books a truck outside bidding: the outbound offline-order form refuses an empty order field by
 * field, takes the plant's and client's cities as the lane, lets a city be searched, saves, and the order
 * can be edited from its detail while it is still editable.
 */

let app: App;
let page: App['page'];

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 768 } });
  page = app.page;
  await app.signInAs('owner');
});

const form = () => page.getByTestId('offline-order-form');
/** An input by its label; a required field's label ends in Mantine's asterisk. */
const field = (label: string) => form().getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

/** Opens a select and picks an option; the first one when no name is given. */
async function choose(select: Locator, option?: string) {
  await select.click();
  const options = page.getByRole('option', option ? { name: option } : {});
  await options.first().click();
}

describe('offline outbound order', () => {
  let detailPath: string;

  it('is opened from the offline list and names each missing field', async () => {
    await app.open('/offline/outbound/order');
    await page.getByTestId('new-offline-order').click();
    await app.expectPath('/offline/outbound/order/new');
    await form().waitFor();

    await page.getByTestId('offline-order-save').click();
    for (const message of [
      'Choose the plant',
      'Choose the client',
      'Choose the transporter',
      'Choose the origin city',
      'Choose the destination city',
      'Enter the weight in kg',
    ])
      await form().getByText(message).waitFor();
    // The pickup is proposed (tomorrow at noon), so it is not missing.
    expect(await field('Pickup').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} 12:00$/);
    await app.screenshot('offline-order-errors');
  });

  it('prefills the lane from the plant and the client, takes a searched city, and saves', async () => {
    await choose(field('Plant'));
    await expect.poll(() => field('Origin city').inputValue()).not.toBe('');
    await choose(field('Client'));
    await expect.poll(() => field('Destination city').inputValue()).not.toBe('');

    // The destination the user types wins over the client's address.
    const destination = field('Destination city');
    await destination.fill('Nagpu');
    await choose(destination, 'Nagpur, Maharashtra');
    expect(await destination.inputValue()).toBe('Nagpur, Maharashtra');

    await choose(field('Transporter'));
    await choose(field('Product'));
    await field('Weight (kg)').fill('24000');
    await field('Freight').fill('145000');
    await field('Freight').blur();
    // Indian grouping: one lakh forty-five thousand.
    expect(await field('Freight').inputValue()).toBe('₹ 1,45,000');
    expect(await form().getByText('Choose the plant').count()).toBe(0);
    await app.screenshot('offline-order-filled');

    await page.getByTestId('offline-order-save').click();
    await app.expectPath(/^\/offline\/outbound\/order\/\d+$/);
    detailPath = app.path();
    await page.getByText(/→ Nagpur/).waitFor();
    await page.getByText('24,000 kg').waitFor();
    await page.getByText('₹1,45,000.00').waitFor();
    await page.getByText(/Order OUT-\d+ entered\./).waitFor();
    await app.screenshot('offline-order-detail');
    // Its lorry receipt prints at once, under the order's number.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Lorry receipt (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lorry-receipt-OUT-\d+\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('edits the weight from the detail while the order is editable', async () => {
    await page.getByTestId('offline-order-edit').click();
    await app.expectPath(/^\/offline\/outbound\/order\/edit\/\d+$/);
    await form().waitFor();
    expect(await field('Weight (kg)').inputValue()).toBe('24,000');
    expect(await field('Destination city').inputValue()).toBe('Nagpur, Maharashtra');
    await field('Weight (kg)').fill('25500');
    await app.screenshot('offline-order-edit');

    await page.getByTestId('offline-order-save').click();
    await app.expectPath(detailPath);
    await page.getByText('25,500 kg').waitFor();
    await page.getByText(/Order OUT-\d+ saved\./).waitFor();
    await app.screenshot('offline-order-edited');
  });
});
