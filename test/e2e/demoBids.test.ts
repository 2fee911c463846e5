import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import { type AppProcess, startAppProcess } from '../support/appProcess';
import { DEMO, DEMO_PASSWORD, launchBrowser, newPage, screenshot } from './browser';

/**
 * The journey right after `npm start`: the demo transporters are running, a shipper raises a spot indent,
 * and bids arrive on its bids page live, ranked, without a reload; the notification dialog pops up for them. This suite starts its own server with the
 * simulator on (the shared one keeps it off so other tests' data stays still), sped up 15 times so that a
 * demo bidder acts every second.
 */

let app: AppProcess;
let dataDir: string;
let browser: Browser;
let page: Page;

const go = (path: string) => page.goto(`${app.baseUrl}/#${path}`);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-demo-bids-'));
  app = await startAppProcess({ dataDir, env: { SIM_VEHICLES: '3', SIM_RATE: '15', SMTP_URL: '' } });
  browser = await launchBrowser();
  page = await newPage(browser);
  await go('/login');
  await page.getByLabel('Email or mobile number').fill(DEMO.owner);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => window.location.hash === '#/dashboard', null, { timeout: 15_000 });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The shipper's spot indent, raised through the API the form uses (the form has its own browser test). */
async function raiseSpotIndent(): Promise<number> {
  const call = async <T>(path: string, token?: string, body?: unknown): Promise<T> => {
    const reply = await fetch(`${app.baseUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await reply.json()) as T;
  };
  const { token } = await call<{ token: string }>('/api/auth/login', undefined, {
    login: DEMO.owner,
    password: DEMO_PASSWORD,
  });
  const options = await call<FormOptions>('/api/form-options', token);
  const plant = options.plants[0]!;
  const client = options.clients.find((c) => c.addresses.length > 0)!;
  const created = await call<{ id: number; status: string }>('/api/requests/spot', token, {
    direction: 'outbound',
    plantId: plant.id,
    clientId: client.id,
    pickupAddress: plant.address,
    pickupCityId: plant.cityId,
    dropOffs: [{ address: client.addresses[0]!.address, cityId: client.addresses[0]!.cityId }],
    productId: options.products[0]!.id,
    quantity: 12,
    weightKg: 12_000,
    vehicleType: options.vehicleTypes[0],
    vehicleCount: 1,
    pickupAt: new Date(Date.now() + 86_400_000).toISOString(),
    ceilingInr: 36_000,
    transporterIds: options.transporters.map((t) => t.id),
  });
  expect(created.status).toBe('open');
  return created.id;
}

describe('demo bids on a request just raised', () => {
  it('arrive live on the bids page, ranked', async () => {
    const id = await raiseSpotIndent();
    await go(`/request/outbound/view-bid/${id}/${id}`);
    await page.getByTestId('bids-table').waitFor();
    // No reload from here: the rows come over the socket as the demo transporters bid.
    await expect
      .poll(() => page.getByTestId('bid-row').count(), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('bid-row').first().getAttribute('data-rank')).toBe('L1');
    // Each bid is also a notification, which opens the dialog (seed-spec: a push message opens a dialog).
    await page.getByRole('dialog').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'demo-bids-live');
  }, 120_000);
});
