import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookEvent } from '../../src/domain/schemas/webhookPayloads';
import { type App, openApp } from '../support/appDriver';
import { startWebhookReceiver, verifyWebhook } from '../support/webhookReceiver';

let app: App;
let page: App['page'];
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let secret = '';

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  app = await openApp({ viewport: { width: 1366, height: 850 } });
  page = app.page;
  await app.signInAs('owner');
});
afterAll(async () => {
  // The shared server outlives this file: leave no webhook of ours sending to a closed port.
  const session = await app.api();
  const list = await session.get<{ id: number }[]>('/api/settings/webhooks');
  for (const { id } of list) await session.call('DELETE', `/api/settings/webhooks/${id}`);
  await receiver.close();
});

describe('webhooks in settings', () => {
  it('starts empty, and explains a refused address beside the field', async () => {
    await app.open('/settings/webhooks');
    await page.getByTestId('webhooks-empty').waitFor();
    await app.screenshot('settings-webhooks-empty');
    await page.getByTestId('webhook-add').click();
    await page.getByTestId('webhook-url').fill('http://erp.example.com/hooks');
    await page.getByTestId('webhook-save').click();
    await page.getByText('The address must start https://', { exact: false }).waitFor();
    await app.screenshot('settings-webhooks-form-error');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('webhook-form').waitFor({ state: 'detached' });
  });

  it('shows the secret once on creation, and never again', async () => {
    secret = await app.addWebhook(receiver.url('/erp'), ['Invoice approved']);
    expect(secret).toMatch(/^whsec_/);
    await app.screenshot('settings-webhooks-secret');
    await page.getByTestId('webhook-secret-done').click();
    const card = await app.expectRow('webhook-card', receiver.url('/erp'));
    expect(await card.textContent()).toContain('Order status changed, Invoice approved');
    expect(await card.textContent()).toContain(`Secret ${secret.slice(0, 10)}…`);
    await app.reload();
    await app.expectRow('webhook-card', receiver.url('/erp'));
    expect(await page.content()).not.toContain(secret);
  });

  it('sends a signed test event to the receiver and lists it in the delivery log, then redelivers it', async () => {
    await page.getByTestId('webhook-send-test').click();
    await page.getByText('Test event delivered (HTTP 200).').waitFor();
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(verifyWebhook(secret, request!)).toBe(true);
    expect(WebhookEvent.parse(JSON.parse(request!.body))).toMatchObject({ type: 'webhook.test' });

    const log = page.getByTestId('webhook-deliveries');
    const row = log.getByTestId('data-table-row').first();
    await row.getByText('Delivered').waitFor();
    expect(await row.getByTestId('delivery-result').textContent()).toBe('200');
    expect(await row.textContent()).toContain('Test event');
    await app.screenshot('settings-webhooks-log');

    receiver.answer('/erp', 503);
    await row.getByTestId('delivery-redeliver').click();
    await page.getByText('Sent again but not accepted; it will be retried.').waitFor();
    await log.getByText('Retrying').waitFor();
    expect(await log.getByTestId('data-table-row').count()).toBe(2);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(request!.body);
    expect(await log.getByTestId('data-table-row').first().getByTestId('delivery-result').textContent()).toBe(
      '503',
    );
    receiver.answer('/erp', 200);
  });

  it('reads well in Hindi and on a phone', async () => {
    await app.switchLanguage('हिन्दी');
    await page.getByText('डिलीवरी लॉग').first().waitFor();
    await app.screenshot('settings-webhooks-hi');
    await app.switchLanguage('English');

    const phone = await openApp({ viewport: { width: 390, height: 844 } });
    await phone.signInAs('owner', '/settings/webhooks');
    await phone.expectRow('webhook-card', receiver.url('/erp'));
    await phone.screenshot('settings-webhooks-phone');
    await phone.page.getByTestId('webhook-deliveries').scrollIntoViewIfNeeded();
    await phone.screenshot('settings-webhooks-phone-log');
    await phone.switchLanguage('हिन्दी');
    await phone.page.getByText('वेबहुक जोड़ें').waitFor();
    await phone.screenshot('settings-webhooks-phone-hi');
    await phone.switchLanguage('English');
    await phone.close();
  });

  it('deletes a webhook only after the confirmation', async () => {
    await page.getByTestId('webhook-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText('its delivery log will be deleted', { exact: false }).waitFor();
    await app.screenshot('settings-webhooks-delete');
    await page.getByTestId('webhook-delete-confirm').click();
    await page.getByText('Webhook deleted.').waitFor();
    await page.getByTestId('webhooks-empty').waitFor();
  });

  it('shows the webhooks read-only to staff who may not edit settings', async () => {
    const staff = await openApp();
    await staff.signInAs('staff', '/settings/webhooks');
    await staff.page.getByText('Only users who may edit', { exact: false }).waitFor();
    expect(await staff.page.getByTestId('webhook-add').count()).toBe(0);
    await staff.close();
  });
});
