import { beforeAll, describe, expect, it } from 'vitest';
import type { OfferedRequest } from '../../src/domain/schemas/bids';
import type { RequestRow } from '../../src/domain/schemas/requests';
import { type App, openApp } from '../support/appDriver';

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

  it('awards a closed request whole to L1, then assigns a vehicle and passes the gate', async () => {
    const closed = await (await app.as('owner')).get<{ rows: RequestRow[] }>(
      '/api/requests?direction=outbound&tab=closed&pageSize=25',
    );
    const request = closed.rows.find((r) => r.bidCount > 0);
    expect(request, 'a closed outbound request with bids').toBeDefined();

    await app.openBidsOf(request!);
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
    expect(await hrefOf('sourceRequest')).toContain(`/request/outbound/detail/${request!.id}`);
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
    await app.expectPath(`/request/outbound/detail/${request!.id}`);
  });
});
