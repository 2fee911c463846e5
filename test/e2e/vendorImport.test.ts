import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MEGABYTES } from '../../src/domain/importLimits';
import { type App, openApp } from '../support/appDriver';
import { type PartyFileRow, partyRows, toCsv } from '../support/importFiles';

const ROWS = 1_000;
const PREFIX = 'EV';

let app: App;
let page: App['page'];

/** 1,000 vendors, three of them wrong as people get them wrong, at rows 101, 502 and 902 of the file. */
function vendorFile(withFaults: boolean): Buffer {
  const rows: PartyFileRow[] = partyRows(ROWS, PREFIX, 'Q');
  if (withFaults) {
    const gstin = rows[99]!.gstin;
    rows[99]!.gstin = gstin.slice(0, 14) + (gstin.endsWith('0') ? '1' : '0');
    rows[500]!.city = 'Atlantis';
    rows[900]!.code = rows[0]!.code;
  }
  return Buffer.from(toCsv(rows));
}

async function chooseFile(file: Buffer) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'vendors.csv', mimeType: 'text/csv', buffer: file });
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

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  await app.signInAs('owner');
});

describe('importing vendors from a file', () => {
  it('names the three bad rows of a 1,000-row file before anything is written', async () => {
    await app.open('/vendor/import');
    await page.getByRole('heading', { name: 'Import vendors' }).waitFor();
    await chooseFile(vendorFile(true));
    await page.getByTestId('import-preview').waitFor({ timeout: 60_000 });
    expect(await stat('rows').textContent()).toBe('1,000');
    expect(await stat('bad').textContent()).toBe('3');
    await expect.poll(() => problemRows().count()).toBe(3);
    const found = await problems();
    expect(found.map((p) => [p.line, p.column])).toEqual([
      ['101', 'GSTIN'],
      ['502', 'City'],
      ['902', 'Code'],
    ]);
    expect(found[0]!.words).toContain('last character does not match');
    expect(found[1]!.words).toBe('No city "Atlantis" in Maharashtra');
    expect(found[2]!.words).toBe('Row 2 has the same Code');
    expect(await page.getByTestId('import-commit').isDisabled()).toBe(true);
    await page.getByTestId('import-preview').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await app.screenshot('vendor-import-errors');

    // Nothing was written.
    const api = await app.api();
    const written = await api.get<{ total: number }>(`/api/vendors?search=${PREFIX}0&pageSize=25`);
    expect(written.total).toBe(0);
  });

  it('says the same problems in Hindi', async () => {
    await app.switchLanguage('हिन्दी', { here: true });
    await page.getByRole('heading', { name: 'वेंडर इम्पोर्ट करें' }).waitFor();
    await expect.poll(async () => (await problems())[2]?.words).toBe('पंक्ति 2 में भी यही कोड है');
    const found = await problems();
    expect(found.map((p) => [p.line, p.column])).toEqual([
      ['101', 'GSTIN'],
      ['502', 'शहर'],
      ['902', 'कोड'],
    ]);
    expect(found[0]!.words).toMatch(/[\u0900-\u097F]/);
    expect(found[1]!.words).toBe('Maharashtra में "Atlantis" नाम का कोई शहर नहीं है');
    await page.getByTestId('import-preview').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await app.screenshot('vendor-import-errors-hi');
    await app.switchLanguage('English', { here: true });
    await page.getByRole('heading', { name: 'Import vendors' }).waitFor();
  });

  it('refuses a file past the upload limit before sending it, in the reader’s language', async () => {
    const tooLarge = Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a');
    const failed = page.getByTestId('import-failed');
    await chooseFile(tooLarge);
    await expect
      .poll(() => failed.textContent())
      .toBe(`This file is larger than ${IMPORT_MAX_MEGABYTES} MB: split it into smaller files`);
    await app.switchLanguage('हिन्दी', { here: true });
    await page.getByRole('heading', { name: 'वेंडर इम्पोर्ट करें' }).waitFor();
    await chooseFile(tooLarge);
    await expect
      .poll(() => failed.textContent())
      .toBe(`यह फ़ाइल ${IMPORT_MAX_MEGABYTES} MB से बड़ी है: इसे छोटी फ़ाइलों में बाँटें`);
    await app.switchLanguage('English', { here: true });
    await page.getByRole('heading', { name: 'Import vendors' }).waitFor();
  });

  it('imports the fixed file in one go and lists the vendors', async () => {
    await chooseFile(vendorFile(false));
    await expect.poll(() => stat('bad').textContent(), { timeout: 60_000 }).toBe('0');
    expect(await stat('new').textContent()).toBe('1,000');
    const commit = page.getByTestId('import-commit');
    expect(await commit.textContent()).toBe('Import 1,000 rows');
    await commit.click();
    await page.getByTestId('import-done').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-done').textContent()).toContain('1,000 added, 0 updated');

    const api = await app.api();
    const found = await api.get<{ total: number }>(`/api/vendors?search=${PREFIX}0&pageSize=25`);
    expect(found.total).toBe(ROWS);

    await page.getByTestId('import-done').getByRole('link', { name: 'Open the vendors' }).click();
    await app.expectPath('/vendor');
    await page.getByTestId('data-table-search').fill(`${PREFIX}00902`);
    await app.expectRow('data-table-row', `${PREFIX}00902`);
  });
});
