import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { type App, openApp } from '../support/appDriver';

let app: App;
let page: App['page'];
let truck: VehicleState;
let key: string;
const NAME = 'Traccar phones (e2e)';

const row = () => page.getByTestId('ingest-key-row').filter({ hasText: NAME });

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  await app.signInAs('owner');
  const fleet = await app.outboundFleet();
  truck = fleet.find((v) => v.trackingMethod === 'gps' && v.vehicleNumber)!;
});
afterAll(() => app.close());

describe('ingest keys in Settings', () => {
  it('lists the industry’s keys, the demo fleet’s among them', async () => {
    await app.open('/settings/ingest-keys');
    await app.expectRow('ingest-key-row', 'Demo fleet simulator');
    await app.screenshot('settings-ingest-keys');
  });

  it('makes a key for GPS feeds and shows it once, with the URL Traccar Client takes', async () => {
    await page.getByTestId('ingest-key-new').click();
    await page.getByTestId('ingest-key-create').click();
    await page.getByText('Enter a name for the key').waitFor();
    await page.getByTestId('ingest-key-name').fill(NAME);
    await app.screenshot('settings-ingest-key-new');
    await page.getByTestId('ingest-key-create').click();
    const issued = page.getByTestId('ingest-key-issued');
    await issued.waitFor();
    key = (await page.getByTestId('ingest-key-value').textContent())!;
    expect(key).toMatch(/^fd_[\w-]{40,}$/);
    expect(await page.getByTestId('ingest-key-osmand-url').textContent()).toBe(
      `${new URL(page.url()).origin}/api/ingest/osmand?key=${key}`,
    );
    await app.screenshot('settings-ingest-key-issued');
    await page.getByTestId('ingest-key-done').click();
    await issued.waitFor({ state: 'hidden' });
    await row().waitFor();
    expect(await row().getByTestId('ingest-key-last-used').textContent()).toBe('Never');
    // Shown once: nowhere on the page any more.
    expect(await page.content()).not.toContain(key);
  });

  it('fills "last used" once a phone reports with the key', async () => {
    expect(await app.reportOsmAndFix(key, truck)).toBe(200);
    await app.reload();
    await row().waitFor();
    expect(await row().getByTestId('ingest-key-last-used').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('revokes the key after the confirmation, after which the phone is refused', async () => {
    await row().getByTestId('ingest-key-revoke').click();
    const dialog = page.getByRole('dialog', { name: `Revoke "${NAME}"?` });
    await dialog.waitFor();
    await app.screenshot('settings-ingest-key-revoke');
    await page.getByTestId('ingest-key-revoke-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await row().getByTestId('ingest-key-status').waitFor();
    expect(await row().getByTestId('ingest-key-status').getAttribute('data-status')).toBe('revoked');
    expect(await app.reportOsmAndFix(key, truck)).toBe(401);
  });

  it('reads on a phone and in Hindi', async () => {
    await app.switchLanguage('हिन्दी');
    await row().waitFor();
    await app.screenshot('settings-ingest-keys-hi');
    await page.setViewportSize({ width: 390, height: 844 });
    await app.reload();
    await row().waitFor();
    await app.screenshot('settings-ingest-keys-390-hi');
    await app.switchLanguage('English');
    await row().waitFor();
    await app.screenshot('settings-ingest-keys-390');
    await page.getByTestId('ingest-key-new').click();
    await page.getByTestId('ingest-key-form').waitFor();
    await app.screenshot('settings-ingest-key-new-390');
    await page.keyboard.press('Escape');
  });
});
