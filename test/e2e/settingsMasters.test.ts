import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/schemas/catalogue';
import type { Device } from '../../src/domain/schemas/device';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { openHindiPhone } from '../support/hindiPhone';
import { suiteServer } from '../support/suiteServer';

let app: App;
let page: App['page'];
let owner: ApiSession;

const PRODUCT = { code: 'wce2e', name: 'White Cement (e2e)', package: '50 kg HDPE bag' };

const field = (key: string) => page.getByTestId(`field-${key}`);

/** Chooses an option of a Mantine select. */
async function choose(key: string, option: string) {
  await field(key).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The list of a Settings tab has loaded its rows. */
async function openTab(tab: 'products' | 'packages' | 'devices') {
  await app.open(`/settings/${tab}`);
  await app.expectRow('data-table-row');
}

/** Narrows the tab's list to one search. */
async function search(text: string, expected: string) {
  await page.getByRole('searchbox').fill(text);
  return app.expectRow('data-table-row', expected);
}

/** Confirms the open confirmation, after checking its words. */
async function confirm(words: string, testId: string, screenshot?: string) {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByText(words, { exact: true }).waitFor();
  if (screenshot) await app.screenshot(screenshot);
  await page.getByTestId(testId).click();
  await dialog.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
  await app.signInAs('owner');
});

describe('products, packages and GPS devices in Settings', () => {
  it('adds a product with a default package, checking its HSN code, and lists it in the Products tab', async () => {
    await openTab('products');
    await app.expectRow('data-table-row', 'OPC 53 Grade Cement');
    await app.screenshot('settings-products');
    await page.getByTestId('add').click();
    await app.expectPath('/settings/product/new');

    await field('code').fill(PRODUCT.code);
    await field('name').fill(PRODUCT.name);
    await field('hsnCode').fill('25232');
    await field('hsnCode').blur();
    await page.getByText('An HSN code has 4, 6 or 8 digits').waitFor();
    await choose('unit', 'Bags');
    await choose('defaultPackageId', PRODUCT.package);
    await app.screenshot('settings-product-form-error');
    await field('hsnCode').fill('25232100');
    await page.getByTestId('save').click();

    await app.expectPath('/settings/products');
    await page.getByText('Product added').waitFor();
    const row = await search('WCE2E', PRODUCT.name);
    expect(await row.textContent()).toContain(PRODUCT.package);
    expect(await row.textContent()).toContain('Bags');
  });

  it('switches the product off after "Status will be changed!"', async () => {
    const row = await app.expectRow('data-table-row', PRODUCT.name);
    // The switch's own input is hidden under its track: click the label that holds both.
    await row
      .getByRole('switch', { name: `Active: ${PRODUCT.name}` })
      .locator('xpath=..')
      .click();
    await confirm('Status will be changed!', 'status-confirm', 'settings-product-status');
    await page.getByText('Status changed.').waitFor();
    await expect
      .poll(async () => (await app.expectRow('data-table-row', PRODUCT.name)).textContent())
      .toContain('Inactive');
    const saved = await owner.get<{ rows: Product[] }>('/api/products?search=WCE2E');
    expect(saved.rows).toEqual([expect.objectContaining({ status: 'inactive', unit: 'bag' })]);
    expect(saved.rows[0]?.defaultPackage?.name).toBe(PRODUCT.package);
  });

  it('lists the packages and opens the package form', async () => {
    await openTab('packages');
    await app.expectRow('data-table-row', '1.5 t jumbo bag');
    await app.screenshot('settings-packages');
    await page.getByTestId('add').click();
    await app.expectPath('/settings/package/new');
    await field('name').waitFor();
    await app.screenshot('settings-package-form');
  });

  it('sends a device back with "This Device will send back to admin!", receives it and issues it again', async () => {
    const issued = await owner.get<{ rows: Device[] }>('/api/devices?status=issued&pageSize=100');
    const device = issued.rows.find((d) => !d.order?.onTrip);
    expect(device, 'the seed has an issued device off the road').toBeDefined();
    const { id, label } = device!;
    const status = () =>
      page.getByTestId('data-table-row').filter({ hasText: label }).getByTestId('device-status');

    await openTab('devices');
    await app.screenshot('settings-devices');
    await search(label, label);
    await page.getByTestId(`device-sendBack-${id}`).click();
    await confirm('This Device will send back to admin!', 'device-step-confirm', 'settings-device-send-back');
    await page.getByText('Device sent back to the admin').waitFor();
    await expect.poll(() => status().getAttribute('data-status')).toBe('sent_back');

    await page.getByTestId(`device-receive-${id}`).click();
    await confirm('This Device received by admin', 'device-step-confirm');
    await page.getByText('Device received by the admin').waitFor();
    await expect.poll(() => status().getAttribute('data-status')).toBe('with_admin');

    await page.getByTestId(`device-issue-${id}`).click();
    await page.getByTestId('issue-vehicle').fill('mp19 ha 4411');
    await app.screenshot('settings-device-issue');
    await page.getByTestId('issue-confirm').click();
    await expect.poll(() => status().getAttribute('data-status')).toBe('issued');
    expect(await owner.get<Device>(`/api/devices/${id}`)).toMatchObject({
      status: 'issued',
      vehicleNumber: 'MP19HA4411',
      order: null,
    });
  });

  it('refuses a device whose IMEI check digit is wrong, under the field', async () => {
    await openTab('devices');
    await page.getByTestId('add').click();
    await app.expectPath('/settings/device/new');
    await field('imei').fill('490154203237517');
    await field('label').fill('GPS-E2E');
    await page.getByTestId('save').click();
    await page.getByText("This IMEI's last digit does not match: check it for a typing mistake").waitFor();
    await app.screenshot('settings-device-form-error');
  });
});

describe('the three tabs and their forms in Hindi on a phone', () => {
  const SCREENS = [
    ['/settings/products', 'settings-products', 'data-table-row'],
    ['/settings/product/new', 'settings-product-form', 'field-code'],
    ['/settings/packages', 'settings-packages', 'data-table-row'],
    ['/settings/package/new', 'settings-package-form', 'field-name'],
    ['/settings/devices', 'settings-devices', 'data-table-row'],
    ['/settings/device/new', 'settings-device-form', 'field-imei'],
  ] as const;

  it('reads in Hindi and fits 390 px', async () => {
    const phone = await openHindiPhone();
    for (const [path, shot, ready] of SCREENS) {
      await phone.open(path);
      await phone.page.getByTestId(ready).first().waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.lang), path).toBe('hi');
      await phone.screenshot(`${shot}-hi-390`);
      await phone.expectFitsWidth();
    }
    await phone.close();
  });
});
