import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferedRequest } from '../../src/domain/schemas/bids';
import type { RequestRow } from '../../src/domain/schemas/requests';
import { type App, openApp } from '../support/appDriver';
import { openHindiPhone, PHONE } from '../support/hindiPhone';

/**
 * The shipper's journey: a transporter's bid arrives live on the bids page, a closed request is awarded,
 * and the new order goes through vehicle assignment and the plant gate. The transporter side is the bidding
 * API, as a transporter's own app would use it.
 */

let app: App;
let page: App['page'];

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  await app.signInAs('owner');
});

describe('bidding, award, order and gate', () => {
  it('shows a bid arriving live on the bids page, with no dialog over it', async () => {
    const transporter = await app.as('transporter');
    const offered = await transporter.get<OfferedRequest[] | { rows: OfferedRequest[] }>(
      '/api/transporter/requests',
    );
    const list = Array.isArray(offered) ? offered : offered.rows;
    const target = list.find(
      (r) => r.myBid === null && new Date(r.biddingEndsAt).getTime() > Date.now() + 60_000,
    );
    expect(target, 'an open request offered to the demo transporter').toBeDefined();

    await app.openBidsOf(target!);
    const rowsBefore = await app.row('bid-row').count();
    const unread = await app.unreadCount();

    const bid = await app.placeBidAsTransporter(target!.id, Math.floor(target!.ceilingPaise / 100 / 2));
    expect(bid.status).toBe(201);

    await expect.poll(() => app.row('bid-row').count(), { timeout: 10_000 }).toBe(rowsBefore + 1);
    await page.getByTestId('bid-new').first().waitFor();
    // Half the ceiling undercuts the demo bids: the new bid ranks first.
    const me = await transporter.get<{ industryName: string }>('/api/auth/me');
    expect(await page.locator('[data-testid="bid-row"][data-rank="L1"]').textContent()).toContain(
      me.industryName,
    );

    // The page shows the bid itself: its notification opens no dialog here (bidNews.test.ts has the rest).
    await app.expectNewsTold(unread);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await app.screenshot('bid-arrived-live');
  });

  describe('pictured in Hindi on a phone', () => {
    let phone: App;
    beforeAll(async () => {
      phone = await openHindiPhone();
    });
    afterAll(() => phone.close());

    it("shows each bid's amount and award in view, and the order list's every column", async () => {
      // Each bid is a card: its amount and the vehicles to award it are on the screen, not off to its right.
      await phone.openBidsOf(await closedWithBids());
      const bid = await phone.expectRow('bid-row');
      expect(await phone.page.getByTestId('bids-table').getAttribute('data-layout')).toBe('cards');
      await expectCellsInWidth(bid);
      await bid.getByTestId('bid-amount').waitFor();
      await bid.getByTestId('award-vehicles').waitFor();
      await phone.page.getByTestId('award-submit').waitFor();
      await phone.expectFitsWidth();
      await phone.screenshot('bids-hi-390');

      // Every list is cards the same way: the order's transporter is not cut off.
      await phone.open('/order/outbound');
      await expectCellsInWidth(await phone.expectRow('data-table-row'));
      await phone.expectFitsWidth();
      await phone.screenshot('orders-hi-390');
    });

    it("folds the board's filters so its first truck is on the first screen, and maps a lone truck", async () => {
      const { page } = phone;
      await phone.open('/outbound-tracking');
      const truck = await phone.expectRow('board-row');
      expect(await page.getByTestId('filters-button').isVisible()).toBe(true);
      expect(await page.getByRole('textbox', { name: 'खोजें' }).count()).toBe(0);
      const box = (await truck.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      await phone.expectFitsWidth();
      await phone.screenshot('board-hi-390');

      // Filtered down to that truck, the map opens on it, at a town's scale, not on all India.
      const plate = (await truck.locator('[data-column="vehicle"]').innerText()).split('\n')[0]!;
      await page.getByTestId('filters-button').click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'खोजें' }).fill(plate);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('filters-button').getAttribute('data-active')).toBe('1');
      await page.getByText('नक्शा', { exact: true }).click();
      await expect
        .poll(() => page.getByTestId('map-view').locator('.maplibregl-ctrl-scale').textContent(), {
          timeout: 10_000,
        })
        .toMatch(/^(\d+\sm|1?\d\skm)$/);
    });
  });

  it('awards a closed request whole to L1, then assigns a vehicle and passes the gate', async () => {
    const request = await closedWithBids();

    await app.openBidsOf(request);
    await page.getByTestId('award-whole').click();
    await page.getByTestId('award-submit').click();
    await page.getByTestId('award-confirm').click();
    const result = page.getByTestId('award-result');
    await result.waitFor();
    await app.screenshot('award');
    // A proper plural, then the new orders by number.
    const created = await result.getByRole('link').allTextContents();
    expect(created.length).toBeGreaterThan(0);
    for (const number of created) expect(number).toMatch(/^OUT-\d{5}$/);
    expect(await result.getByTestId('orders-created').textContent()).toBe(
      created.length === 1 ? '1 order created:' : `${created.length} orders created:`,
    );
    await result.getByRole('link').first().click();
    await app.expectPath(/^\/order\/outbound\/\d+/);
    await page.getByRole('heading', { level: 1, name: new RegExp(created[0]!) }).waitFor();
    // The order leads on to its trip on the map, its toll crossings, its SIM fixes and its request.
    const orderId = /^\/order\/outbound\/(\d+)/.exec(app.path())![1];
    const hrefOf = (link: string) => page.getByTestId(`order-link-${link}`).getAttribute('href');
    expect(await hrefOf('tripMap')).toContain(`/outbound-tracking/detail/${orderId}/`);
    expect(await hrefOf('tolls')).toContain(`/outbound-tracking/fastag-toll-list/${orderId}`);
    expect(await hrefOf('simFixes')).toContain(`/outbound-tracking/phonesim-address-list/${orderId}`);
    expect(await hrefOf('sourceRequest')).toContain(`/request/outbound/detail/${request.id}`);
    await app.screenshot('order-links');

    const plate = `KA05MN${String(Date.now()).slice(-4)}`;
    await page.getByTestId('order-action-vehicle.assign').click();
    const form = page.getByTestId('assign-vehicle-form');
    await form.getByLabel('Vehicle number').fill(plate);
    await form.getByLabel('Driver name').fill('Suresh Kumar');
    await form.getByLabel('Driver mobile').fill('9876543210');
    await page.getByTestId('assign-vehicle-submit').click();
    await page.locator('[data-testid="status-badge"][data-status="vehicle_assigned"]').first().waitFor();
    const orderPath = app.path();

    await page.getByTestId('order-action-gate.arrive').click();
    await page.locator('[data-testid="status-badge"][data-status="at_gate"]').first().waitFor();

    const passGate = async (side: 'in' | 'out', plateAtGate: string) => {
      await app.open('/gate-in-out/outbound');
      // The gate's list pages like every list: the clerk finds the truck by its plate.
      await page.getByTestId('data-table-search').fill(plate);
      const row = await app.expectRow('data-table-row', plate);
      await row.getByTestId(`gate-${side}`).click();
      await page.getByTestId('gate-vehicle-number').fill(plateAtGate);
      await page.getByTestId('gate-pass-submit').click();
    };

    // A plate that does not match the assigned vehicle is refused.
    await passGate('in', 'MH01ZZ9999');
    await page
      .getByTestId('gate-pass-form')
      .getByText(/does not match|mismatch|assigned/i)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    await passGate('in', plate);
    await page.getByTestId('gate-pass-form').waitFor({ state: 'detached' });
    await app.open(orderPath);
    await page.locator('[data-testid="status-badge"][data-status="gate_in"]').first().waitFor();
    await page.getByTestId('order-action-cargo.start').click();
    await page.locator('[data-testid="status-badge"][data-status="loading"]').first().waitFor();

    await passGate('out', plate);
    await page.getByTestId('gate-pass-form').waitFor({ state: 'detached' });
    await app.open(orderPath);
    await page.locator('[data-testid="status-badge"][data-status="gate_out"]').first().waitFor();
    await page.getByTestId('order-timeline').waitFor();
    await app.screenshot('order-after-gate');

    await page.getByTestId('order-link-sourceRequest').click();
    await app.expectPath(`/request/outbound/detail/${request.id}`);
  });
});

/** A closed outbound request with bids: one the owner can award. */
async function closedWithBids(): Promise<RequestRow> {
  const closed = await (await app.as('owner')).get<{ rows: RequestRow[] }>(
    '/api/requests?direction=outbound&tab=closed&pageSize=25',
  );
  const request = closed.rows.find((r) => r.bidCount > 0);
  expect(request, 'a closed outbound request with bids').toBeDefined();
  return request!;
}

/** Expects every cell of a row to be within the window's width: none pushed off the screen's right edge. */
async function expectCellsInWidth(row: Locator) {
  const outside = await row.evaluate((tr) =>
    [...tr.querySelectorAll('td')]
      .filter((td) => td.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((td) => td.textContent),
  );
  expect(outside).toEqual([]);
}
