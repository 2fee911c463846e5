import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { City } from '../../src/domain/schemas/places';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { suiteServer } from '../support/suiteServer';

let app: App;
let page: App['page'];
let owner: ApiSession;

/** Every city the list holds under these filters, read through the list's own API. */
async function citiesWhere(filters: string): Promise<City[]> {
  const all: City[] = [];
  for (let n = 1; ; n++) {
    const reply = await owner.get<{ rows: City[]; total: number }>(
      `/api/places/cities?${filters}&page=${n}&pageSize=100`,
    );
    all.push(...reply.rows);
    if (all.length >= reply.total || reply.rows.length === 0) return all;
  }
}

/** Picks CSV from the list's Export menu and reads the file the browser saves. */
async function exportCsv(): Promise<{ name: string; rows: string[][] }> {
  const saved = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByTestId('export-button').click();
  await page.getByTestId('export-csv').click();
  const download = await saved;
  const text = await readFile(await download.path(), 'utf-8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return {
    name: download.suggestedFilename(),
    rows: Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data,
  };
}

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
  await app.signInAs('owner');
});
afterAll(() => app.close());

describe('exporting a master list', () => {
  it('saves the cities under the chosen state as a CSV, in the table’s order', async () => {
    await app.open('/city');
    await app.expectRow('data-table-row', 'Rajasthan');
    await page.getByTestId('data-table-filter-state').click();
    await page.getByRole('option', { name: 'Goa', exact: true }).click();
    await expect
      .poll(async () => (await page.getByTestId('data-table-row').allTextContents()).join())
      .not.toContain('Rajasthan');
    await app.screenshot('city-list-export-en-desktop');

    const goaId = (
      await owner.get<{ states: { id: number; name: string }[] }>('/api/places/options')
    ).states.find((s) => s.name === 'Goa')!.id;
    const goa = await citiesWhere(`state=${goaId}&sort=name&order=asc`);
    expect(goa.length).toBeGreaterThan(3);

    const file = await exportCsv();
    expect(file.name).toMatch(/^cities-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = file.rows;
    expect(header).toEqual(['Name', 'State', 'PIN code', 'Latitude', 'Longitude']);
    expect(rows.map((r) => r[0])).toEqual(goa.map((c) => c.name));
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['Goa']));
  });

  it('shows how far a large export has come, rows against the rows announced', async () => {
    // Opened afresh: no state chosen, every city.
    await app.open('/city');
    await app.expectRow('data-table-row', 'Rajasthan');
    const total = (await owner.get<{ total: number }>('/api/places/cities')).total;
    expect(total).toBeGreaterThan(3_000);

    // A slow line, so the file of every city takes some seconds to arrive, as a large one does.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: 40 * 1024,
      uploadThroughput: -1,
    });
    try {
      const file = exportCsv();
      const progress = page.getByTestId('export-progress');
      await progress.waitFor({ timeout: 30_000 });
      const counted = /^([\d,]+) of ([\d,]+) rows$/;
      const label = progress.getByText(counted);
      await label.waitFor({ timeout: 30_000 });
      const [, done, announced] = counted.exec((await label.textContent()) ?? '')!;
      const asNumber = (text: string | undefined) => Number(text!.replaceAll(',', ''));
      expect(asNumber(announced)).toBe(total);
      expect(asNumber(done)).toBeLessThan(total);
      await progress.getByRole('progressbar').waitFor();
      await app.screenshot('city-list-export-progress');
      const { rows } = await file;
      expect(rows.length - 1).toBe(total);
      await page.getByTestId('export-button').waitFor();
    } finally {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    }
  });
});
