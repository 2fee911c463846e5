import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { baseUrl, DEMO, launchBrowser, newPage, open, SESSION_KEY, screenshot, signIn } from './browser';

/**
 * The consignee's journey: the shipper shares one trip, someone without an account follows it live until the
 * link is revoked. The suite runs with the simulator off, so the test posts the truck's fixes itself.
 */

let browser: Browser;
let owner: Page;
let viewer: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newPage(browser);
  await signIn(owner, DEMO.owner);
  // A separate context: no stored session, as on the consignee's own phone.
  viewer = await newPage(browser);
});
afterAll(async () => {
  await browser.close();
});

const ownerToken = () =>
  owner.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').token as string, SESSION_KEY);

async function outboundFleet(): Promise<VehicleState[]> {
  const reply = await fetch(`${baseUrl()}/api/tracking/fleet?direction=outbound`, {
    headers: { authorization: `Bearer ${await ownerToken()}` },
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { vehicles: VehicleState[] }).vehicles;
}

async function postFix(vehicle: VehicleState, recordedAt: string, share: number) {
  const { origin: start, destination: end } = vehicle;
  const reply = await fetch(`${baseUrl()}/api/ingest/gps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY },
    body: JSON.stringify({
      events: [
        {
          eventId: `e2e-share-${vehicle.orderId}-${Date.now()}`,
          vehicleNumber: vehicle.vehicleNumber,
          orderId: vehicle.orderId,
          recordedAt,
          latitude: start.latitude + (end.latitude - start.latitude) * share,
          longitude: start.longitude + (end.longitude - start.longitude) * share,
          speedKmh: 48,
          heading: 90,
        },
      ],
    }),
  });
  expect(reply.status).toBe(200);
  expect(await reply.json()).toMatchObject({ accepted: 1, duplicates: 0 });
}

async function postTollRead(vehicle: VehicleState, plazaName: string) {
  const { origin: start, destination: end } = vehicle;
  const reply = await fetch(`${baseUrl()}/api/ingest/fastag`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY },
    body: JSON.stringify({
      events: [
        {
          eventId: `e2e-share-toll-${vehicle.orderId}-${Date.now()}`,
          vehicleNumber: vehicle.vehicleNumber,
          orderId: vehicle.orderId,
          plazaName,
          plazaCode: 'E2E-01',
          latitude: (start.latitude + end.latitude) / 2,
          longitude: (start.longitude + end.longitude) / 2,
          laneDirection: 'Outbound',
          readAt: new Date().toISOString(),
        },
      ],
    }),
  });
  expect(reply.status).toBe(200);
}

/** The shown last fix, read from its machine-readable <time>; null before the first fix. */
const lastFixAt = async () => {
  const time = viewer.getByTestId('share-last-update').locator('time');
  return (await time.count()) ? Date.parse((await time.getAttribute('datetime')) ?? '') : null;
};

describe('a public live-location link', () => {
  let vehicle: VehicleState;
  let url: string;

  it('is created from the trip detail page', async () => {
    const fleet = await outboundFleet();
    // The last running truck: the board's test follows the first one.
    vehicle = fleet.filter((v) => v.status === 'in_transit').at(-1) ?? fleet.at(-1)!;
    await open(owner, `/outbound-tracking/detail/${vehicle.orderId}/gps`);
    await owner.getByTestId('eta-card').waitFor();
    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share this trip' });
    await dialog.getByLabel('Link expires after').waitFor();
    await dialog.getByRole('button', { name: 'Create link' }).click();

    const field = dialog.getByRole('textbox', { name: 'Public link' });
    await field.waitFor();
    url = await field.inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl()}/#/live/[\\w-]{10,}$`));
    expect(await dialog.getByTestId('share-expiry').textContent()).toMatch(/IST/);
    await dialog.getByRole('button', { name: 'Copy link' }).waitFor();
    await screenshot(owner, 'share-dialog');
  });

  it('shows the trip without sign-in and follows a new fix live', async () => {
    await viewer.goto(url);
    await viewer.getByTestId('share-summary').waitFor();
    expect(await viewer.getByTestId('share-summary').textContent()).toContain(vehicle.orderNumber);
    await viewer.getByTestId('share-map').locator('canvas').first().waitFor();
    // The trip's layers are on once the map region stops being busy.
    await viewer
      .getByRole('region', { name: 'Map of the trip' })
      .and(viewer.locator('[aria-busy="false"]'))
      .waitFor();
    await expect.poll(() => viewer.getByTestId('share-connection').textContent()).toMatch(/live/i);
    // No sidebar: the page is the bare public frame.
    expect(await viewer.getByRole('navigation').count()).toBe(0);

    const before = await lastFixAt();
    const recordedAt = new Date().toISOString();
    await postFix(vehicle, recordedAt, 0.5);
    await expect.poll(lastFixAt, { timeout: 10_000 }).toBe(Date.parse(recordedAt));
    expect(before).not.toBe(Date.parse(recordedAt));
    expect(await viewer.getByTestId('share-last-update').textContent()).toMatch(/^now/);
    await viewer.waitForTimeout(1_000);
    await screenshot(viewer, 'share-live');
  });

  it('stops working once revoked', async () => {
    const dialog = owner.getByRole('dialog', { name: 'Share this trip' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Revoke this link?' });
    await confirm.getByText('Are you sure?').waitFor();
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await dialog.getByTestId('share-revoked').waitFor();

    // The open page hears of it at once (the server closes its socket), and a reload says the same.
    const problem = viewer.getByTestId('share-problem');
    await expect.poll(() => problem.textContent(), { timeout: 10_000 }).toMatch(/expired or was revoked/);
    await viewer.reload();
    await expect.poll(() => problem.textContent(), { timeout: 10_000 }).toMatch(/expired or was revoked/);
    await screenshot(viewer, 'share-revoked');
  });

  it('says so when the token is not a link at all', async () => {
    await open(viewer, '/live/not-a-real-share-token-0000');
    const problem = viewer.getByTestId('share-problem');
    await expect.poll(() => problem.textContent(), { timeout: 10_000 }).toMatch(/This link is not valid/);
    await screenshot(viewer, 'share-unknown');
  });
});

describe('a public toll-crossings link', () => {
  it('lists the crossings and adds a new one as it is read', async () => {
    const fleet = await outboundFleet();
    const vehicle = fleet.filter((v) => v.status === 'in_transit').at(-1) ?? fleet.at(-1)!;
    const reply = await fetch(`${baseUrl()}/api/tracking/orders/${vehicle.orderId}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await ownerToken()}` },
      body: JSON.stringify({ hours: 4, kind: 'fastag' }),
    });
    expect(reply.status).toBe(201);
    const { token } = (await reply.json()) as { token: string };

    await open(viewer, `/fast/${token}`);
    await viewer.getByTestId('share-tolls').waitFor();
    await expect.poll(() => viewer.getByTestId('share-connection').textContent()).toMatch(/live/i);
    const rows = viewer.getByTestId('share-toll-row');
    const before = await rows.count();
    await postTollRead(vehicle, 'E2E Plaza');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(before + 1);
    expect(await rows.first().textContent()).toContain('E2E Plaza');
    await viewer
      .getByRole('region', { name: 'Map of the trip' })
      .and(viewer.locator('[aria-busy="false"]'))
      .waitFor();
    await viewer.waitForTimeout(1_000);
    await screenshot(viewer, 'share-tolls');
  });
});
