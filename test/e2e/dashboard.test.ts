import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardTile, DashboardTiles } from '../../src/domain/schemas/insight';
import type { ApiSession } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';

/**
 * The logistics head's dashboard: every tile's figure is the API's for the same filters, a tile opens its full
 * view with the chart, the chart's figures and the list behind them, the transporter filter narrows that list,
 * and an unknown tile is the app's not-found. On a phone and in Hindi too.
 */

let app: App;
let owner: ApiSession;

const tile = (id: string) => app.page.locator(`[data-testid="dashboard-card"][data-tile="${id}"]`);
const figureOf = (tiles: DashboardTiles, id: string) => tiles.tiles.find((t) => t.id === id)?.figure ?? null;

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  await app.signInAs('owner');
  owner = await app.api();
});
afterAll(() => app.close());

describe('the dashboard', () => {
  it('shows every tile the API gives, each figure the API’s own', async () => {
    const { page } = app;
    await tile('trucks-by-status').waitFor();
    const tiles = await owner.get<DashboardTiles>('/api/dashboard/tiles');
    expect(tiles.tiles.length).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.getByTestId('dashboard-card').count()).toBe(tiles.tiles.length);
    // The demo fleet keeps moving: the screen and the API agree once the news of a move has been heard.
    await expect
      .poll(async () => {
        const fresh = await owner.get<DashboardTiles>('/api/dashboard/tiles');
        const shown = await tile('trucks-by-status').getByTestId('dashboard-card-value').textContent();
        return shown === (figureOf(fresh, 'trucks-by-status') ?? 0).toLocaleString('en-IN');
      })
      .toBe(true);
    // Each tile with rows draws its thumbnail, named for assistive technology by what it shows: drawn by the
    // app, so the dashboard loads no chart library (echarts comes with a tile's full chart).
    const chart = tile('trucks-by-status').getByRole('img');
    await expect.poll(async () => (await chart.getAttribute('aria-label')) ?? '').toMatch(/^Bar chart of /);
    await expect.poll(() => chart.locator('svg').count()).toBe(1);
    expect(await chart.locator('svg rect').count()).toBeGreaterThan(0);
    expect(await tile('on-time-trend').getByRole('img').locator('svg path').count()).toBeGreaterThan(0);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(loaded.filter((path) => /\/assets\/echarts/.test(path))).toEqual([]);
    await app.screenshot('dashboard-en-1366');
  });

  it('drills a tile into its full view: the chart, its figures and the list behind them', async () => {
    const { page } = app;
    await tile('trucks-by-status').getByTestId('dashboard-card-open').click();
    await app.expectPath('/extend_dashboard/trucks-by-status');
    await page.getByRole('heading', { level: 1, name: 'Trucks by status now' }).waitFor();
    await page.getByTestId('insight-chart').getByRole('img').waitFor();
    await page.getByTestId('insight-list-row').first().waitFor();

    const full = await owner.get<DashboardTile>('/api/dashboard/tiles/trucks-by-status');
    const statuses = full.table.rows.length;
    await expect.poll(() => page.getByTestId('insight-table-row').count()).toBe(statuses);
    expect(full.list?.rows.length ?? 0).toBeGreaterThan(0);
    // The list is paged by 25 and headed in the reader's words; its orders are the API's.
    const orders = new Set((full.list?.rows ?? []).map((row) => String(row.order)));
    const shownOrders = await page
      .getByTestId('insight-list-row')
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
    expect(shownOrders.length).toBe(Math.min(25, full.list?.rows.length ?? 0));
    const known = shownOrders.filter((order) => orders.has(order));
    // A truck may have moved on between the two reads; nearly all are the same orders.
    expect(known.length).toBeGreaterThanOrEqual(shownOrders.length - 2);
    await page.getByTestId('insight-list').getByRole('button', { name: 'Sort by Status' }).waitFor();
    await app.screenshot('extend-dashboard-en-1366');
  });

  it('narrows the list to one transporter', async () => {
    const { page } = app;
    const full = await owner.get<DashboardTile>('/api/dashboard/tiles/trucks-by-status');
    const name = String(full.list?.rows[0]?.transporter);
    await page.getByTestId('data-table-filter-transporter').click();
    await page.getByRole('option', { name, exact: true }).click();
    await expect
      .poll(
        async () =>
          new Set(
            await page
              .getByTestId('insight-list-row')
              .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[4]?.textContent ?? '')),
          ),
      )
      .toEqual(new Set([name]));
  });

  it('answers an unknown tile with the app’s not-found page', async () => {
    await app.open('/extend_dashboard/no-such-tile');
    await app.expectPath('/404');
  });

  it('reads on a phone, in Hindi', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 390, height: 844 });
    await app.open('/dashboard');
    await tile('trucks-by-status').waitFor();
    await app.switchLanguage('हिन्दी');
    await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor();
    await tile('trucks-by-status').getByRole('img').waitFor();
    await app.expectFitsWidth();
    await app.screenshot('dashboard-hi-390');
    await tile('trucks-by-status').getByTestId('dashboard-card-open').click();
    await page.getByTestId('insight-list-row').first().waitFor();
    await app.screenshot('extend-dashboard-hi-390');
    await app.switchLanguage('English');
  });
});
