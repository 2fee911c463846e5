import { beforeAll, describe, expect, it } from 'vitest';
import type { TransporterLink } from '../../src/domain/schemas/transporter';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { TRANSPORTER_HEADER, type TransporterFileRow, toCsv, transporterRows } from '../support/importFiles';
import { suiteServer } from '../support/suiteServer';

let app: App;
let page: App['page'];
let owner: ApiSession;

// This run's own companies: their names carry the time, their GSTINs a PAN series no seed uses.
const TAG = `Imp${String(Date.now() % 1_000_000).padStart(6, '0')}`;
const ROWS: TransporterFileRow[] = transporterRows(3, 'X', TAG, Date.now() % 10_000);

/** The three transporters; with a fault, row 3's mobile is one digit short. */
function transporterFile(withFault: boolean): Buffer {
  const rows = ROWS.map((r) => ({ ...r }));
  if (withFault) rows[1]!.mobile = rows[1]!.mobile.slice(1);
  return Buffer.from(toCsv(rows, TRANSPORTER_HEADER));
}

async function chooseFile(file: Buffer) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'transporters.csv', mimeType: 'text/csv', buffer: file });
}

const stat = (key: string) => page.getByTestId(`import-stat-${key}`).locator('p').last();
const problemRows = () => page.getByTestId('import-problems').getByTestId('data-table-row');

const listed = async () =>
  (await owner.get<{ rows: TransporterLink[] }>(`/api/industry-transporters?search=${TAG}&pageSize=25`)).rows;

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
  await app.signInAs('owner');
});

describe('importing transporters from a file', () => {
  it('names the bad row before anything is written', async () => {
    await app.open('/industry-transporter');
    await page.getByTestId('import').click();
    await app.expectPath('/industry-transporter/import');
    await page.getByRole('heading', { name: 'Import transporters' }).waitFor();
    await chooseFile(transporterFile(true));
    await page.getByTestId('import-preview').waitFor({ timeout: 60_000 });
    expect(await stat('rows').textContent()).toBe('3');
    expect(await stat('bad').textContent()).toBe('1');
    await expect.poll(() => problemRows().count()).toBe(1);
    const [, line, column] = await problemRows().first().locator('td').allTextContents();
    expect([line, column]).toEqual(['3', 'Mobile']);
    expect(await page.getByTestId('import-commit').isDisabled()).toBe(true);
    await page.getByTestId('import-preview').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await app.screenshot('transporter-import-errors');
    expect(await listed()).toEqual([]);
  });

  it('imports the fixed file, and the transporters appear in the list as invited', async () => {
    await chooseFile(transporterFile(false));
    await expect.poll(() => stat('bad').textContent(), { timeout: 60_000 }).toBe('0');
    expect(await stat('new').textContent()).toBe('3');
    await page.getByTestId('import-commit').click();
    await page.getByTestId('import-done').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-done').textContent()).toContain('3 added, 0 updated');

    await page.getByTestId('import-done').getByRole('link', { name: 'Open my transporters' }).click();
    await app.expectPath('/industry-transporter');
    await page.getByRole('searchbox').fill(TAG);
    await expect.poll(() => page.getByTestId('data-table-row').filter({ hasText: TAG }).count()).toBe(3);
    const row = await app.expectRow('data-table-row', ROWS[1]!.name);
    expect(await row.textContent()).toContain(ROWS[1]!.gstin);
    await app.screenshot('transporter-import-listed');
    const links = await listed();
    expect(links.map((t) => [t.name, t.account, t.address]).sort()).toEqual(
      ROWS.map((r) => [r.name, 'invited', r.address]).sort(),
    );
    // The registered office the file gave, as the company's view (and its freight invoices) show it.
    const second = links.find((t) => t.name === ROWS[1]!.name)!;
    await app.open(`/industry-transporter/view/${second.id}`);
    await expect.poll(() => page.getByTestId('transporter-address').textContent()).toBe(ROWS[1]!.address);
  });
});
