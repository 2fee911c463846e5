import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../src/domain/gstin';
import { type ApiSession, NEW_INDUSTRY_PASSWORD, newIndustryOwner } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { PHONE } from '../support/hindiPhone';
import { suiteServer } from '../support/suiteServer';

/**
 * A company that has just signed up finds on its dashboard what to set up first, with a way to each, and
 * sees each step ticked once it has added one, its empty tiles saying so; the demo company, which has them
 * all, is not asked.
 */

const first14 = '24AADCT4821M1Z';
const COMPANY = {
  name: 'Tapi Agro Foods Pvt Ltd',
  gstin: first14 + gstinCheckCharacter(first14),
  email: 'owner@tapiagro.in',
  mobile: '9099012345',
};

let owner: ApiSession;
const opened: App[] = [];

beforeAll(async () => {
  owner = await newIndustryOwner(suiteServer().baseUrl, suiteServer().serverLogPath, COMPANY);
});
afterAll(async () => {
  for (const app of opened) await app.close();
});

const checklist = (app: App) => app.page.getByTestId('setup-checklist');

describe("a new company's first steps on its dashboard", () => {
  it('lists the four things to set up, in Hindi on a phone, and leads to adding the first plant', async () => {
    const phone = await openApp({ viewport: PHONE });
    opened.push(phone);
    const { page } = phone;
    await phone.signInWith(COMPANY.email, NEW_INDUSTRY_PASSWORD);
    await phone.switchLanguage('हिन्दी');
    await checklist(phone).getByRole('heading', { level: 2, name: 'अपनी कंपनी सेट करें' }).waitFor();
    expect(await page.getByTestId('setup-progress').textContent()).toBe('4 में से 0 पूरे');
    for (const step of ['plants', 'transporters', 'clients', 'products'])
      expect(await page.getByTestId(`setup-${step}`).getAttribute('data-done')).toBe('false');
    await phone.screenshot('setup-checklist-hi-390');
    await phone.expectFitsWidth();

    await page.getByTestId('setup-plants-add').click();
    await phone.expectPath('/plant/add');
    await page.getByRole('heading', { level: 1, name: 'प्लांट जोड़ें' }).waitFor();
  });

  it('ticks a step once the company has one, and says how many', async () => {
    await owner.post('/api/products', {
      code: 'WHT-1',
      name: 'Wheat, Lokwan',
      hsnCode: '1001',
      unit: 'quintal',
      defaultPackageId: '',
    });
    const desktop = await openApp();
    opened.push(desktop);
    const { page } = desktop;
    await desktop.signInWith(COMPANY.email, NEW_INDUSTRY_PASSWORD);
    // The owner chose Hindi on the phone: that choice follows them here.
    await checklist(desktop).getByRole('heading', { level: 2, name: 'अपनी कंपनी सेट करें' }).waitFor();
    await desktop.switchLanguage('English');
    await checklist(desktop).getByRole('heading', { level: 2, name: 'Set up your company' }).waitFor();
    await expect.poll(() => page.getByTestId('setup-progress').textContent()).toBe('1 of 4 done');
    const products = page.getByTestId('setup-products');
    expect(await products.getAttribute('data-done')).toBe('true');
    expect(await products.textContent()).toContain('1 added');
    expect(await page.getByTestId('setup-products-add').count()).toBe(0);
    // Nothing has happened yet: every tile says so, rather than drawing a chart of zeros.
    const cards = page.getByTestId('dashboard-card');
    await page.getByTestId('dashboard-cards').waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId('dashboard-card-empty').count()).toBe(await cards.count());
    await desktop.screenshot('setup-checklist-en-desktop');
  });

  it('is not shown to a company that has set everything up', async () => {
    const demo = await openApp();
    opened.push(demo);
    const answered = demo.page.waitForResponse((reply) => reply.url().endsWith('/api/dashboard/setup'));
    await demo.signInAs('owner');
    expect((await answered).status()).toBe(200);
    await demo.page.getByTestId('dashboard-cards').waitFor();
    expect(await checklist(demo).count()).toBe(0);
  });
});
