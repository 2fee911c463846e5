import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { type App, openApp } from '../support/appDriver';

/**
 * A shipper raises an outbound request from the list: the form names what is missing, keeps its last
 * drop-off, fills the addresses from the plant and the client, and a published request opens at once.
 */

let app: App;
let page: App['page'];

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  await app.signInAs('owner');
});

/** Picks an option of a Mantine select by typing and clicking the first match. */
async function choose(testId: string, text: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text, 'i') })
    .first()
    .click();
}

describe('raising a request', () => {
  it('checks the form, then publishes the request for bidding', async () => {
    await app.open('/request/outbound');
    await page.getByTestId('new-request').click();
    await app.expectPath('/request/outbound/new');
    const form = page.getByTestId('request-form');
    await form.waitFor();

    // The plant's gate is the pickup of an outbound request, and every transporter is invited.
    expect(await page.getByTestId('request-pickup-address').inputValue()).not.toBe('');
    expect(await page.getByTestId('request-transporters').locator('..').textContent()).not.toBe('');

    await page.getByTestId('request-publish').click();
    await expect.poll(() => form.getByText('Choose the client to deliver to').count()).toBe(1);
    await expect.poll(() => form.getByText('Choose the product').count()).toBe(1);
    await expect.poll(() => form.getByText('Enter the quantity').count()).toBe(1);
    await app.screenshot('request-form-errors');

    await page.getByRole('button', { name: 'Remove drop-off 1' }).click();
    await expect.poll(() => page.getByTestId('drop-offs-error').textContent()).toBe(MESSAGES.keepOneDropOff);
    expect(await page.getByTestId('drop-off-row').count()).toBe(1);

    await choose('request-party', 'a');
    // The client's first saved address becomes the drop-off.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Drop-off 1 address' }).inputValue())
      .not.toBe('');
    const dropOffAddress = await page.getByRole('textbox', { name: 'Drop-off 1 address' }).inputValue();
    await choose('request-product', 'a');
    await page.getByTestId('request-quantity').fill('24');
    // 24 MT: the weight is worked out, not typed again.
    await expect.poll(() => page.getByTestId('request-weight').inputValue()).toBe('24,000');
    await page.getByTestId('request-vehicle-type').fill('32 ft MXL Container');
    await page.getByTestId('request-ceiling').fill('48500');
    await app.screenshot('request-form-filled');

    await page.getByTestId('request-publish').click();
    await app.expectPath(/^\/request\/outbound\/detail\/\d+$/);
    await expect.poll(() => page.getByTestId('status-badge').first().textContent()).toMatch(/open/i);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const number = /REQ-OUT-\d{4}/.exec(heading)?.[0];
    expect(number).toBeDefined();
    await page.getByTestId('tab-drop-offs').click();
    await expect.poll(() => page.getByTestId('drop-offs').textContent()).toContain(dropOffAddress);
    await app.screenshot('request-published');

    // The new request heads the list (newest first).
    await app.open('/request/outbound');
    await page.getByRole('link', { name: number! }).waitFor();
  });

  it('replicates a request into a prefilled form', async () => {
    await app.open('/request/outbound');
    const first = page.getByRole('link', { name: /REQ-OUT-\d{4}/ }).first();
    await first.click();
    await app.expectPath(/^\/request\/outbound\/detail\/\d+/);
    await page.getByTestId('request-replicate').click();
    await app.expectPath(/^\/request\/outbound\/replicate\/\d+\/1$/);
    await page.getByTestId('request-form').waitFor();
    expect(await page.getByTestId('request-party').inputValue()).not.toBe('');
    expect(await page.getByTestId('request-ceiling').inputValue()).toMatch(/₹/);
    await page.getByTestId('request-draft').click();
    await app.expectPath(/^\/request\/outbound\/detail\/\d+$/);
    await page.getByTestId('request-publish').waitFor();

    // A draft can still change: two vehicles instead of one.
    await page.getByTestId('request-edit').click();
    await app.expectPath(/^\/request\/outbound\/edit\/\d+\/1$/);
    await page.getByTestId('request-vehicle-count').fill('2');
    await page.getByTestId('request-save').click();
    await app.expectPath(/^\/request\/outbound\/detail\/\d+$/);
    await expect.poll(() => page.getByText(/^2 × /).count()).toBe(1);
  });

  it('opens a spot indent for bidding at once', async () => {
    await app.open('/request/outbound');
    await page.getByTestId('new-spot-indent').click();
    await app.expectPath('/request/outbound/new/spot-indent/new');
    await page.getByTestId('spot-window-note').waitFor();
    expect(await page.getByTestId('request-bidding-ends').count()).toBe(0);
    await choose('request-party', 'a');
    await choose('request-product', 'a');
    await page.getByTestId('request-quantity').fill('10');
    await page.getByTestId('request-weight').fill('10000');
    await page.getByTestId('request-vehicle-type').fill('20 ft Open Body');
    await page.getByTestId('request-ceiling').fill('30000');
    await page.getByTestId('request-publish').click();
    await app.expectPath(/^\/request\/outbound\/detail\/\d+$/);
    await page.getByTestId('window-countdown').waitFor();
    await app.screenshot('spot-indent-open');
  });
});
