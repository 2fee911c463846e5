import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../src/domain/gstin';
import type { Business } from '../../src/domain/schemas/business';
import type { Plant } from '../../src/domain/schemas/plant';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { suiteServer } from '../support/suiteServer';

let app: App;
let page: App['page'];
let owner: ApiSession;

// One business per run, told apart from earlier runs' on the same data by the time.
const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const first14 = `23AAHCB${stamp.slice(2)}P1Z`;
const UNIT = {
  name: `Clinker Division ${stamp}`,
  renamed: `Clinker and Fly Ash Division ${stamp}`,
  gstin: first14 + gstinCheckCharacter(first14),
};
/** The plant this file groups under the business, and removes again. */
let plantId = 0;

const field = (key: string) => page.getByTestId(`field-${key}`);
/** The Plants cell of a row (after the table's "#", the name and the GSTIN). */
const plantsOf = async (row: Awaited<ReturnType<App['expectRow']>>) =>
  Number(await row.locator('td').nth(3).textContent());

async function searchList(text: string) {
  await page.getByTestId('data-table-search').fill(text);
  return app.expectRow('data-table-row', text);
}

async function businessNamed(name: string): Promise<Business | undefined> {
  const found = await owner.get<{ rows: Business[] }>(`/api/businesses?search=${encodeURIComponent(name)}`);
  return found.rows.find((b) => b.name === name);
}

/** Confirms the open "Are you sure?" dialog after checking its words. */
async function confirm(words: string, testId: string, screenshot: string) {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByText(words, { exact: true }).waitFor();
  await app.screenshot(screenshot);
  await page.getByTestId(testId).click();
  await dialog.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
  await app.signInAs('owner');
});

afterAll(async () => {
  // The plant counts against the plan's limit that other browser tests fill: it goes with this file.
  if (plantId) await owner.call('DELETE', `/api/plants/${plantId}`);
});

describe('business units', () => {
  it("lists the industry's business units with the plants each groups", async () => {
    await app.open('/business');
    const north = await app.expectRow('data-table-row', 'Cement – North');
    expect(await plantsOf(north)).toBeGreaterThan(0);
    await app.screenshot('businesses-list');
  });

  it('adds a business, refusing a wrong GSTIN under its field', async () => {
    await page.getByTestId('add').click();
    await app.expectPath('/business/add');
    await field('name').fill(UNIT.name);
    await field('gstin').fill(`${UNIT.gstin.slice(0, 14)}${UNIT.gstin.endsWith('A') ? 'B' : 'A'}`);
    await page.getByTestId('save').click();
    const wrong = page.getByText(/last character does not match/);
    await wrong.waitFor();
    await app.screenshot('business-form-error');
    await app.expectPath('/business/add');
    expect(await businessNamed(UNIT.name)).toBeUndefined();

    await field('gstin').fill(UNIT.gstin.toLowerCase());
    await page.getByTestId('save').click();
    await app.expectPath('/business');
    await page.getByText('Business added.').waitFor();
    const row = await searchList(UNIT.name);
    expect(await row.textContent()).toContain(UNIT.gstin);
    expect(await businessNamed(UNIT.name)).toMatchObject({
      gstin: UNIT.gstin,
      status: 'active',
      plantCount: 0,
    });
  });

  it('renames it, and counts the plant grouped under it', async () => {
    const unit = (await businessNamed(UNIT.name))!;
    await page.getByTestId(`edit-${unit.id}`).click();
    await app.expectPath(`/business/edit/${unit.id}`);
    await expect.poll(() => field('name').inputValue()).toBe(UNIT.name);
    await field('name').fill(UNIT.renamed);
    await page.getByTestId('save').click();
    await app.expectPath('/business');
    await page.getByText('Business saved.').waitFor();

    // A plant names its business unit; the list counts the unit's plants.
    const rewa = (await owner.get<{ id: number }[]>('/api/cities?search=Rewa'))[0]!;
    const plant = await owner.post<{ id: number }>('/api/plants', {
      code: `BU${stamp}`,
      name: `Clinker yard ${stamp}`,
      kind: 'warehouse',
      businessId: unit.id,
      address: 'Station Road',
      cityId: rewa.id,
      pincode: '486001',
      latitude: 24.53,
      longitude: 81.3,
      geofenceRadiusM: 500,
    });
    plantId = plant.id;
    expect((await owner.get<Plant>(`/api/plants/${plantId}`)).business).toBe(UNIT.renamed);
    await app.open('/business');
    const row = await searchList(UNIT.renamed);
    expect(await plantsOf(row)).toBe(1);
  });

  it('switches it off and on after "Status will be changed!"', async () => {
    const unit = (await businessNamed(UNIT.renamed))!;
    const row = await searchList(UNIT.renamed);
    const toggle = () =>
      row
        .getByRole('switch', { name: `Active: ${UNIT.renamed}` })
        .locator('xpath=..')
        .click();
    await toggle();
    await confirm('Status will be changed!', 'status-confirm', 'business-status');
    await page.getByText('Status changed.').first().waitFor();
    await expect.poll(async () => (await businessNamed(UNIT.renamed))?.status).toBe('inactive');
    await expect.poll(() => row.textContent()).toContain('Inactive');

    // An inactive unit is no choice for a new plant, and keeps naming the plants it has.
    const choices = await owner.get<{ rows: Business[] }>('/api/businesses?status=active&pageSize=100');
    expect(choices.rows.map((b) => b.id)).not.toContain(unit.id);
    expect((await owner.get<Plant>(`/api/plants/${plantId}`)).businessId).toBe(unit.id);

    await toggle();
    await confirm('Status will be changed!', 'status-confirm', 'business-status-on');
    await expect.poll(async () => (await businessNamed(UNIT.renamed))?.status).toBe('active');
  });

  it('deletes it after "You will not be able to recover the data!", once no plant names it', async () => {
    const unit = (await businessNamed(UNIT.renamed))!;
    await searchList(UNIT.renamed);
    await page.getByTestId(`delete-${unit.id}`).click();
    await confirm('You will not be able to recover the data!', 'delete-confirm', 'business-delete');
    await page.getByText('This business is in use and cannot be deleted: deactivate it instead').waitFor();
    expect(await businessNamed(UNIT.renamed)).toBeDefined();

    // Cancelling the dialog keeps the unit.
    await owner.call('DELETE', `/api/plants/${plantId}`);
    plantId = 0;
    await page.getByTestId(`delete-${unit.id}`).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await businessNamed(UNIT.renamed)).toBeDefined();

    await page.getByTestId(`delete-${unit.id}`).click();
    await confirm('You will not be able to recover the data!', 'delete-confirm', 'business-delete-confirm');
    await page.getByText('Deleted.').waitFor();
    await expect.poll(() => businessNamed(UNIT.renamed)).toBeUndefined();
    await expect
      .poll(() => page.getByTestId('data-table-row').filter({ hasText: UNIT.renamed }).count())
      .toBe(0);
  });

  it('shows the list and the form on a 390 px screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await app.open('/business');
    await app.expectRow('data-table-row', 'Cement – North');
    await app.screenshot('businesses-list-390');
    await app.open('/business/add');
    await field('name').waitFor();
    await app.screenshot('business-form-390');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
