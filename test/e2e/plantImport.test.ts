import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plant } from '../../src/domain/schemas/plant';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { PLANT_HEADER, type PlantFileRow, plantRows, toCsv } from '../support/importFiles';
import { suiteServer } from '../support/suiteServer';

let app: App;
let page: App['page'];
let owner: ApiSession;

// Codes of this run's own, told apart from earlier runs' on the same data by the time.
const PREFIX = `PI${String(Date.now() % 1_000_000).padStart(6, '0')}`;

/** Three plants; with faults, row 3's city is not in its state and row 4's kind is not a kind. */
function plantFile(withFaults: boolean, rename = false): Buffer {
  const rows: PlantFileRow[] = plantRows(3, PREFIX);
  if (withFaults) {
    rows[1]!.city = 'Atlantis';
    rows[2]!.kind = 'shed';
  }
  if (rename) rows[0]!.name = `${rows[0]!.name} (renamed)`;
  return Buffer.from(toCsv(rows, PLANT_HEADER));
}

async function chooseFile(file: Buffer) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'plants.csv', mimeType: 'text/csv', buffer: file });
}

const stat = (key: string) => page.getByTestId(`import-stat-${key}`).locator('p').last();
const problemRows = () => page.getByTestId('import-problems').getByTestId('data-table-row');
/** Each problem's row, column and words, as the table shows them (after its "#" column). */
const problems = async () =>
  Promise.all(
    (await problemRows().all()).map(async (row) => {
      const [, line, column, , words] = await row.locator('td').allTextContents();
      return { line, column, words: words ?? '' };
    }),
  );

const imported = async () =>
  (await owner.get<{ rows: Plant[] }>(`/api/plants?search=${PREFIX}&pageSize=25`)).rows;

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
  await app.signInAs('owner');
});

afterAll(async () => {
  // The owner is shared with the other browser tests: they fill the plan's plant limit themselves, so this
  // file's plants stop counting against it.
  for (const plant of await imported())
    await owner.call('PUT', `/api/plants/${plant.id}/status`, { status: 'inactive' });
});

describe('importing plants from a file', () => {
  it('opens from the plant list and gives the template to fill in', async () => {
    await app.open('/plant');
    await page.getByTestId('import').click();
    await app.expectPath('/plant/import');
    await page.getByRole('heading', { name: 'Import plants' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('template-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^plant-import-template-\d{4}-\d{2}-\d{2}\.csv$/);
    const template = readFileSync((await download.path())!, 'utf-8').replace(/^\uFEFF/, '');
    expect(template.split('\r\n')[0]).toBe(PLANT_HEADER.join(','));
    await app.screenshot('plant-import');
  });

  it('names the bad rows before anything is written, in English and in Hindi', async () => {
    await chooseFile(plantFile(true));
    await page.getByTestId('import-preview').waitFor({ timeout: 60_000 });
    expect(await stat('rows').textContent()).toBe('3');
    expect(await stat('bad').textContent()).toBe('2');
    await expect.poll(() => problemRows().count()).toBe(2);
    expect(await problems()).toEqual([
      { line: '3', column: 'City', words: 'No city "Atlantis" in Madhya Pradesh' },
      { line: '4', column: 'Kind', words: 'Choose factory, warehouse or depot' },
    ]);
    expect(await page.getByTestId('import-commit').isDisabled()).toBe(true);
    await page.getByTestId('import-preview').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await app.screenshot('plant-import-errors');
    expect(await imported()).toEqual([]);

    await app.switchLanguage('हिन्दी', { here: true });
    await page.getByRole('heading', { name: 'प्लांट इम्पोर्ट करें' }).waitFor();
    await expect
      .poll(async () => (await problems())[0]?.words)
      .toBe('Madhya Pradesh में "Atlantis" नाम का कोई शहर नहीं है');
    expect((await problems()).map((p) => p.column)).toEqual(['शहर', 'प्रकार']);
    expect((await problems())[1]!.words).toMatch(/[\u0900-\u097F]/);
    await page.getByTestId('import-preview').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await app.screenshot('plant-import-errors-hi');
    // On a phone (the language switch is then in the menu): the same preview, in Hindi.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('import-preview').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await app.screenshot('plant-import-errors-hi-390');
    await page.setViewportSize({ width: 1366, height: 850 });
    await app.switchLanguage('English', { here: true });
    await page.getByRole('heading', { name: 'Import plants' }).waitFor();
  });

  it('imports the fixed file in one go, then updates the plants by code after a confirmation', async () => {
    await chooseFile(plantFile(false));
    await expect.poll(() => stat('bad').textContent(), { timeout: 60_000 }).toBe('0');
    expect(await stat('new').textContent()).toBe('3');
    await page.getByTestId('import-commit').click();
    await page.getByTestId('import-done').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-done').textContent()).toContain('3 added, 0 updated');
    const plants = await imported();
    expect(plants.map((p) => [p.code, p.kind, p.city, p.status]).sort()).toEqual([
      [`${PREFIX}-1`, 'factory', 'Bhopal', 'active'],
      [`${PREFIX}-2`, 'warehouse', 'Indore', 'active'],
      [`${PREFIX}-3`, 'depot', 'Pune', 'active'],
    ]);

    await page.getByTestId('import-done').getByRole('button', { name: 'Import another file' }).click();
    await chooseFile(plantFile(false, true));
    await expect.poll(() => stat('updates').textContent(), { timeout: 60_000 }).toBe('3');
    await page.getByTestId('import-commit').click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText(/3 existing records will be changed/).waitFor();
    await page.getByTestId('import-confirm').click();
    await page.getByTestId('import-done').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-done').textContent()).toContain('0 added, 3 updated');

    await page.getByTestId('import-done').getByRole('link', { name: 'Open the plants' }).click();
    await app.expectPath('/plant');
    await page.getByTestId('data-table-search').fill(`${PREFIX}-1`);
    await app.expectRow('data-table-row', '(renamed)');
  });
});
