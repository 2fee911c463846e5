import { beforeAll, describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';

let app: App;
let page: App['page'];

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  await app.signInAs('owner', '/plant');
  await app.expectPath('/plant');
  await app.expectRow('data-table-row');
});

const rowCount = () => page.getByTestId('data-table-row').count();
const rangeText = () => page.getByTestId('data-table-range').textContent();

async function totalPlants(): Promise<number> {
  const text = (await rangeText()) ?? '';
  const total = Number(/of\s+([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ''));
  expect(total).toBeGreaterThan(25);
  return total;
}

describe('the plants list in the DataTable', () => {
  it('shows 25 rows by default with the "rows per page:" choice of 25, 50 and 100', async () => {
    expect(await rowCount()).toBe(25);
    const select = page.getByLabel('rows per page:');
    expect(await select.inputValue()).toBe('25');
    const options = await select.locator('option').allTextContents();
    expect(options.map((o) => o.trim())).toEqual(['25', '50', '100']);
    await app.screenshot('plants');
  });

  it('pages through the rows with the page buttons', async () => {
    const total = await totalPlants();
    const firstOnPage1 = await page.getByTestId('data-table-row').first().textContent();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await app.expectTablePageFrom(26);
    expect(await rowCount()).toBe(Math.min(25, total - 25));
    expect(await page.getByTestId('data-table-row').first().textContent()).not.toBe(firstOnPage1);
  });

  it('shows 50 and then 100 rows per page when chosen', async () => {
    const total = await totalPlants();
    await page.getByLabel('rows per page:').selectOption('50');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="data-table-row"]').length === n,
      Math.min(50, total),
    );
    await page.getByLabel('rows per page:').selectOption('100');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="data-table-row"]').length === n,
      Math.min(100, total),
    );
    expect(await rowCount()).toBe(Math.min(100, total));
  });

  it('shows "No Available Data" when nothing matches', async () => {
    await page.getByLabel('Search').fill('no plant is called this');
    await page.getByTestId('data-table-empty').waitFor();
    expect(await page.getByTestId('data-table-empty').textContent()).toContain('No Available Data');
    expect(await rowCount()).toBe(0);
    await app.screenshot('plants-empty');
  });
});
