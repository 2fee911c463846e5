import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToIndianWallTime } from '../../src/domain/indianTime';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { type App, openApp } from '../support/appDriver';

/**
 * The dispatcher's board narrowed by the header's plant, its list and map split moved and remembered, and the
 * same board on a phone. The simulator is off in the browser suite, so the fleet stays as the seed left it.
 */

/** Statuses the board counts as "at the plant" (boardRows.ts); every other tracked status is on the road. */
const AT_PLANT = new Set(['at_gate', 'gate_in', 'loading', 'unloading']);

const tabCounts = async (app: App) =>
  (await app.page.getByRole('tab').allTextContents()).map((text) => Number(/\((\d[\d,]*)\)/.exec(text)?.[1]));

/** The plant with the fewest trucks on the board, so that choosing it visibly narrows the board. */
function smallestPlant(fleet: readonly VehicleState[]) {
  const byPlant = new Map<number, VehicleState[]>();
  for (const v of fleet) byPlant.set(v.plantId, [...(byPlant.get(v.plantId) ?? []), v]);
  const [, trucks] = [...byPlant].sort((a, b) => a[1].length - b[1].length)[0]!;
  return { name: trucks[0]!.plantName, trucks };
}

describe('the board at a desk', () => {
  let app: App;

  beforeAll(async () => {
    app = await openApp({ viewport: { width: 1366, height: 768 } });
    await app.signInAs('owner');
  });
  afterAll(() => app.close());

  it("narrows the board, its heading and its tab counts to the header's plant, and says so", async () => {
    const { page } = app;
    const fleet = await app.outboundFleet();
    const plant = smallestPlant(fleet);
    expect(plant.trucks.length).toBeLessThan(fleet.length);

    await app.open('/outbound-tracking');
    await page.getByTestId('board-row').first().waitFor();
    await expect
      .poll(() => tabCounts(app))
      .toEqual([
        fleet.length,
        fleet.filter((v) => !AT_PLANT.has(v.status)).length,
        fleet.filter((v) => AT_PLANT.has(v.status)).length,
        fleet.filter((v) => v.alerts.length > 0).length,
      ]);
    expect(await page.getByTestId('active-header-filters').count()).toBe(0);

    await app.selectPlant(plant.name);
    const count = plant.trucks.length;
    await expect
      .poll(() => page.getByTestId('board-truck-count').textContent())
      .toMatch(new RegExp(`^${count} of ${fleet.length} trucks shown`));
    await expect
      .poll(() => tabCounts(app))
      .toEqual([
        count,
        plant.trucks.filter((v) => !AT_PLANT.has(v.status)).length,
        plant.trucks.filter((v) => AT_PLANT.has(v.status)).length,
        plant.trucks.filter((v) => v.alerts.length > 0).length,
      ]);
    const shown = await page
      .getByTestId('board-row')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-order-id'))));
    expect(shown.sort()).toEqual(plant.trucks.map((v) => v.orderId).sort());
    await expect
      .poll(() => page.getByTestId('active-plant-filter').textContent())
      .toBe(`Plant: ${plant.name}`);
    await app.screenshot('board-plant-filter');

    // The order list is narrowed by the same choice, and shows it in its own filter bar.
    await app.open('/order/outbound');
    await expect.poll(() => page.getByTestId('data-table-plant').inputValue()).toBe(plant.name);
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    // The rows of that plant, once the list has fetched them.
    await app.expectScreenLoaded();
    const plantCells = await page.getByRole('table').locator('tbody tr').allTextContents();
    expect(plantCells.length).toBeGreaterThan(0);
    for (const row of plantCells) expect(row).toContain(plant.name);

    // Dropping the filter from the board's note gives the whole fleet back.
    await app.open('/outbound-tracking');
    await page.getByRole('button', { name: 'Show every plant' }).click();
    await expect
      .poll(() => page.getByTestId('board-truck-count').textContent())
      .toMatch(new RegExp(`^${fleet.length} trucks`));
    expect(await page.getByTestId('plant-select').inputValue()).toBe('');
  });

  it("narrows the board to the header's pickup dates", async () => {
    const { page } = app;
    const fleet = await app.outboundFleet();
    // Today in India, where the seed puts most pickups of the trucks on the road.
    const today = isoToIndianWallTime(Date.now()).slice(0, 10);
    const picked = fleet.filter((v) => isoToIndianWallTime(v.pickupAt).slice(0, 10) === today).length;
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', {
      month: 'long',
      timeZone: 'UTC',
    });

    await page.getByTestId('date-filter').click();
    const todayButton = page.getByRole('button', { name: `${day} ${monthName} ${year}`, exact: true });
    await todayButton.click();
    await todayButton.click();
    await expect
      .poll(() => page.getByTestId('active-date-filter').textContent())
      .toBe(`Pickup: ${today} to ${today}`);
    await expect
      .poll(() => page.getByTestId('board-truck-count').textContent())
      .toMatch(
        picked === fleet.length
          ? new RegExp(`^${picked} trucks`)
          : new RegExp(`^${picked} of ${fleet.length} trucks shown`),
      );
    expect((await tabCounts(app))[0]).toBe(picked);

    await page.getByRole('button', { name: 'Show every date' }).click();
    await expect
      .poll(() => page.getByTestId('board-truck-count').textContent())
      .toMatch(new RegExp(`^${fleet.length} trucks`));
  });

  it('moves the split between list and map by keyboard and pointer, and keeps it after a reload', async () => {
    const { page } = app;
    const split = page.getByRole('separator', { name: 'Resize the list and the map' });
    await split.waitFor();
    const start = Number(await split.getAttribute('aria-valuenow'));
    const listWidth = () =>
      page.getByTestId('tracking-board').evaluate((board) => board.getBoundingClientRect().width);
    const before = await listWidth();

    await split.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => split.getAttribute('aria-valuenow')).toBe(String(start - 10));
    await expect.poll(listWidth).toBeLessThan(before - 50);

    // Dragged to three quarters of the row.
    const row = (await page.locator('[data-testid="board-split"]').evaluate((el) => {
      const box = el.parentElement!.getBoundingClientRect();
      return { left: box.left, width: box.width };
    })) as { left: number; width: number };
    const grip = (await split.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(row.left + row.width * 0.75, grip.y + grip.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => Number(await split.getAttribute('aria-valuenow')))
      .toBeGreaterThanOrEqual(74);
    const dragged = await split.getAttribute('aria-valuenow');
    // A list this wide has room for the e-way bill.
    await page.getByRole('columnheader', { name: 'E-way bill' }).waitFor();

    await app.reload();
    await page.getByTestId('board-row').first().waitFor();
    expect(
      await page
        .getByRole('separator', { name: 'Resize the list and the map' })
        .getAttribute('aria-valuenow'),
    ).toBe(dragged);
  });

  it('reads whole at 1366 px: no place, route or alert cut short', async () => {
    const { page } = app;
    // Back to the split a dispatcher starts from.
    await page.evaluate(() => window.localStorage.removeItem('freightdesk.trackingBoard.listShare'));
    await app.reload();
    await page.getByTestId('board-row').first().waitFor();
    const cut = await page
      .getByTestId('board-row')
      .evaluateAll((rows) =>
        rows.flatMap((row) =>
          [
            ...row.querySelectorAll<HTMLElement>(
              '[data-column="route"] p, [data-column="fix"] p:first-child, [data-testid="alert-badge"]',
            ),
          ]
            .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
            .map((el) => el.textContent),
        ),
      );
    expect(cut).toEqual([]);
    await app.mapAtRest(page.getByTestId('map-view'));
    await app.screenshot('board-1366');
  });
});

describe('the board on a phone', () => {
  let app: App;

  beforeAll(async () => {
    app = await openApp({ viewport: { width: 390, height: 844 } });
    await app.signInAs('owner');
  });
  afterAll(() => app.close());

  it('does not scroll sideways on the board, the order list or the dashboard', async () => {
    for (const path of ['/dashboard', '/order/outbound', '/outbound-tracking']) {
      await app.open(path);
      await app.expectScreenLoaded();
      await app.expectFitsWidth();
    }
    await app.page.getByTestId('board-row').first().waitFor();
    expect(await app.page.getByTestId('tracking-board').getAttribute('data-layout')).toBe('cards');
    await app.expectFitsWidth();
    await app.screenshot('board-390');
  });

  it("reaches the header's plant and dates in the menu", async () => {
    const { page } = app;
    const fleet = await app.outboundFleet();
    const plant = smallestPlant(fleet);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const filters = page.getByTestId('sidebar-filters');
    await filters.waitFor();
    await filters.getByTestId('date-filter').waitFor();
    await app.selectPlant(plant.name);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect
      .poll(() => page.getByTestId('board-truck-count').textContent())
      .toMatch(new RegExp(`^${plant.trucks.length} of ${fleet.length} trucks shown`));
    await page.getByRole('button', { name: 'Show every plant' }).click();
  });

  it('switches between list and map, and a tapped truck opens its trip', async () => {
    const { page } = app;
    await page.getByText('Map', { exact: true }).click();
    await page.getByTestId('map-view').locator('canvas').first().waitFor();
    expect(await page.getByTestId('tracking-board').isVisible()).toBe(false);
    await app.expectFitsWidth();
    await page.getByText('List', { exact: true }).click();
    const row = page.getByTestId('board-row').first();
    const orderId = await row.getAttribute('data-order-id');
    await row.click({ position: { x: 200, y: 20 } });
    await app.expectPath(new RegExp(`^/outbound-tracking/detail/${orderId}/`));
    await app.expectScreenLoaded();
    await app.expectFitsWidth();
  });
});
