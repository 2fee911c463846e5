import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import type { OfferedRequest } from '../../src/domain/schemas/bids';
import type { RequestRow } from '../../src/domain/schemas/requests';
import {
  baseUrl,
  DEMO,
  DEMO_PASSWORD,
  launchBrowser,
  newPage,
  open,
  screenshot,
  signIn,
  waitForPath,
} from './browser';

/**
 * The shipper's journey: a transporter's bid arrives live with a notification, a closed request is awarded,
 * and the new order goes through vehicle assignment and the plant gate. The transporter side is the bidding
 * API, as a transporter's own app would use it.
 */

let browser: Browser;
let page: Page;
let ownerToken: string;

async function api<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const reply = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: reply.status, json: (await reply.json().catch(() => null)) as T };
}

async function login(email: string): Promise<string> {
  const reply = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: email, password: DEMO_PASSWORD }),
  });
  return ((await reply.json()) as { token: string }).token;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, DEMO.owner);
  ownerToken = await login(DEMO.owner);
});
afterAll(async () => {
  await browser.close();
});

describe('bidding, award, order and gate', () => {
  it('shows a bid arriving live, and its notification leads to the request', async () => {
    const transporterToken = await login(demoAccount('transporter').email);
    const offered = await api<OfferedRequest[] | { rows: OfferedRequest[] }>(
      transporterToken,
      'GET',
      '/api/transporter/requests',
    );
    expect(offered.status).toBe(200);
    const list = Array.isArray(offered.json) ? offered.json : offered.json.rows;
    const target = list.find(
      (r) => r.myBid === null && new Date(r.biddingEndsAt).getTime() > Date.now() + 60_000,
    );
    expect(target, 'an open request offered to the demo transporter').toBeDefined();

    await open(page, `/request/${target!.direction}/view-bid/${target!.id}/${target!.id}`);
    await page.getByTestId('bids-table').waitFor();
    const rowsBefore = await page.getByTestId('bid-row').count();

    const amountInr = Math.floor(target!.ceilingPaise / 100 / 2);
    const bid = await api(transporterToken, 'POST', `/api/transporter/requests/${target!.id}/bids`, {
      amountInr,
    });
    expect(bid.status).toBe(201);

    await expect.poll(() => page.getByTestId('bid-row').count(), { timeout: 10_000 }).toBe(rowsBefore + 1);
    await page.getByTestId('bid-new').first().waitFor();
    // Half the ceiling undercuts the demo bids: the new bid ranks first.
    const me = await api<{ industryName: string }>(transporterToken, 'GET', '/api/auth/me');
    expect(await page.locator('[data-testid="bid-row"][data-rank="L1"]').textContent()).toContain(
      me.json.industryName,
    );

    // The notification's dialog: its title and text, a confirm and a cancel button (seed-spec §9).
    const confirm = page.getByTestId('push-confirm');
    await confirm.waitFor({ timeout: 10_000 });
    await page.getByTestId('push-cancel').waitFor();
    await screenshot(page, 'bid-notification');
    await confirm.click();
    await waitForPath(page, `/request/${target!.direction}/detail/${target!.id}`);
  });

  it('awards a closed request whole to L1, then assigns a vehicle and passes the gate', async () => {
    const closed = await api<{ rows: RequestRow[] }>(
      ownerToken,
      'GET',
      '/api/requests?direction=outbound&tab=closed&pageSize=25',
    );
    const request = closed.json.rows.find((r) => r.bidCount > 0);
    expect(request, 'a closed outbound request with bids').toBeDefined();

    await open(page, `/request/outbound/view-bid/${request!.id}/${request!.id}`);
    await page.getByTestId('award-whole').click();
    await page.getByTestId('award-submit').click();
    await page.getByTestId('award-confirm').click();
    const result = page.getByTestId('award-result');
    await result.waitFor();
    await screenshot(page, 'award');
    await result.getByRole('link').first().click();
    await waitForPath(page, /^\/order\/outbound\/\d+/);

    const plate = `KA05MN${String(Date.now()).slice(-4)}`;
    await page.getByTestId('order-action-vehicle.assign').click();
    const form = page.getByTestId('assign-vehicle-form');
    await form.getByLabel('Vehicle number').fill(plate);
    await form.getByLabel('Driver name').fill('Suresh Kumar');
    await form.getByLabel('Driver mobile').fill('9876543210');
    await page.getByTestId('assign-vehicle-submit').click();
    await page.locator('[data-testid="status-badge"][data-status="vehicle_assigned"]').first().waitFor();
    const orderPath = new URL(page.url()).hash.replace(/^#/, '');

    await page.getByTestId('order-action-gate.arrive').click();
    await page.locator('[data-testid="status-badge"][data-status="at_gate"]').first().waitFor();

    const passGate = async (side: 'in' | 'out', plateAtGate: string) => {
      await open(page, '/gate-in-out/outbound');
      const row = page.getByTestId('gate-row').filter({ hasText: plate });
      await row.waitFor();
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
    await open(page, orderPath);
    await page.locator('[data-testid="status-badge"][data-status="gate_in"]').first().waitFor();
    await page.getByTestId('order-action-cargo.start').click();
    await page.locator('[data-testid="status-badge"][data-status="loading"]').first().waitFor();

    await passGate('out', plate);
    await page.getByTestId('gate-pass-form').waitFor({ state: 'detached' });
    await open(page, orderPath);
    await page.locator('[data-testid="status-badge"][data-status="gate_out"]').first().waitFor();
    await page.getByTestId('order-timeline').waitFor();
    await screenshot(page, 'order-after-gate');
  });
});
