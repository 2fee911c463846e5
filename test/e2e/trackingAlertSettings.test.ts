import { beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';

let app: App;
let page: App['page'];

const noSignal = () => page.getByLabel('No signal after');
const saveButton = () => page.getByTestId('thresholds-save');

async function reload() {
  await page.reload();
  await page.getByTestId('thresholds-form').waitFor();
}

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 768 } });
  page = app.page;
  await app.signInAs('owner');
});

describe('tracking alert thresholds in settings', () => {
  it('lands on the tracking alerts tab from /settings, with the defaults', async () => {
    await app.open('/settings');
    await app.expectPath('/settings/tracking-alerts');
    await page.getByTestId('thresholds-form').waitFor();
    expect(await page.getByRole('tab', { name: 'Tracking alerts' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await noSignal().inputValue()).toBe('30');
    expect(await page.getByTestId('thresholds-origin').textContent()).toBe('Defaults');
    expect(await saveButton().isDisabled()).toBe(true);
    expect(await page.getByTestId('thresholds-reset').isDisabled()).toBe(true);
    await app.screenshot('settings-tracking-alerts');
  });

  it('explains a value out of range beside its field and does not save it', async () => {
    await noSignal().fill('2');
    await noSignal().blur();
    const message = page.getByText('The time without a signal must be at least 5 minutes');
    await message.waitFor();
    await saveButton().click();
    await app.screenshot('settings-tracking-alerts-error');
    await reload();
    expect(await noSignal().inputValue()).toBe('30');
  });

  it('saves a good value, says so, and shows it after a reload', async () => {
    await noSignal().fill('45');
    expect(await saveButton().isDisabled()).toBe(false);
    await saveButton().click();
    await page.getByText('Tracking alert thresholds saved.', { exact: false }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="thresholds-save"]')?.getAttribute('data-loading') === null,
    );
    expect(await saveButton().isDisabled()).toBe(true);
    await app.screenshot('settings-tracking-alerts-saved');
    await reload();
    expect(await noSignal().inputValue()).toBe('45');
    expect(await page.getByTestId('thresholds-origin').textContent()).toMatch(/^Saved \d{4}-\d{2}-\d{2}/);
  });

  it('resets to the defaults after the confirmation', async () => {
    await page.getByTestId('thresholds-reset').click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText('You will not be able to recover the data!').waitFor();
    await app.screenshot('settings-tracking-alerts-reset');
    await page.getByTestId('reset-confirm').click();
    await page.getByText('Tracking alert thresholds are back to the defaults.').waitFor();
    expect(await noSignal().inputValue()).toBe('30');
    await reload();
    expect(await page.getByTestId('thresholds-origin').textContent()).toBe('Defaults');
  });

  it('shows the values without Save or Reset to a user who may not edit settings', async () => {
    const staffApp = await openApp({ viewport: { width: 1366, height: 768 } });
    const staff = staffApp.page;
    await staffApp.signInAs('staff', '/settings/tracking-alerts');
    await staff.getByTestId('thresholds-read-only').waitFor();
    expect(await staff.getByLabel('No signal after').inputValue()).toBe('30');
    expect(await staff.getByTestId('thresholds-save').count()).toBe(0);
    expect(await staff.getByTestId('thresholds-reset').count()).toBe(0);
    await staffApp.screenshot('settings-tracking-alerts-read-only');
  });
});
