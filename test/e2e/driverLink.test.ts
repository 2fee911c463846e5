import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import type { OrderDetail } from '../../src/domain/schemas/orders';
import type { OrderLive } from '../../src/domain/schemas/tracking';
import type { ApiSession } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { PHONE } from '../support/hindiPhone';

/**
 * The driver's journey on a phone, no app installed: the shipper sends the link from the order's page, the
 * driver opens it, agrees to share location and the shipper sees the fix; the truck drives through a dead zone
 * and the fixes kept on the phone arrive once the network returns; the driver marks the steps the lifecycle
 * allows, switches to Hindi, and photographs the POD, which delivers the order and ends the link.
 */

let shipper: App;
let driver: App;
let owner: ApiSession;
let order: { id: number; number: string; plate: string };
let driverUrl: string;

/** Where the phone says it is: near the plant, then on the highway out of it. */
const AT_PLANT = { latitude: 24.5854, longitude: 80.8322 };
// Each some 3 km on from the last, seconds apart: a believable move (src/domain/fixPlausibility.ts).
const ON_HIGHWAY = { latitude: 24.6054, longitude: 80.8522 };
const IN_DEAD_ZONE = { latitude: 24.6254, longitude: 80.8722 };

const live = () => owner.get<OrderLive>(`/api/tracking/orders/${order.id}/live`);
const lastFix = async () => (await live()).vehicle?.lastFix ?? null;
const detail = () => owner.get<OrderDetail>(`/api/orders/${order.id}`);

beforeAll(async () => {
  shipper = await openApp({ viewport: PHONE });
  await shipper.signInAs('owner');
  owner = await shipper.as('owner');
  const options = await owner.get<FormOptions>('/api/form-options');
  const plant = options.plants[0]!;
  const client = options.clients[0]!;
  const created = await owner.post<{ id: number; number: string }>('/api/offline-orders', {
    direction: 'outbound',
    plantId: plant.id,
    transporterId: options.transporters[0]!.id,
    clientId: client.id,
    originCityId: plant.cityId,
    destinationCityId: client.addresses[0]?.cityId ?? plant.cityId,
    weightKg: 25_000,
    freightInr: 38_500,
    pickupAt: new Date().toISOString(),
  });
  const plate = `MP19DL${String(Date.now()).slice(-4)}`;
  await owner.post(`/api/orders/${created.id}/vehicle`, {
    vehicleNumber: plate,
    driverName: 'Suresh Patel',
    driverPhone: '9876543210',
    trackingMethod: 'driverApp',
  });
  order = { ...created, plate };

  driver = await openApp({ viewport: PHONE });
  const context = driver.page.context();
  await context.grantPermissions(['geolocation'], { origin: driver.baseUrl });
  await context.setGeolocation({ ...AT_PLANT, accuracy: 15 });
});

describe('a driver link', () => {
  it('is sent again from the order page, with the link to copy', async () => {
    await shipper.open(`/order/outbound/${order.id}`);
    const card = shipper.page.getByTestId('driver-link-card');
    await card.getByText('Driver link').waitFor();
    await card.getByRole('button', { name: 'Send a new link to the driver' }).click();
    await card.getByTestId('driver-link-sent').getByText('Sent to 9876543210.').waitFor();
    driverUrl = (await card.getByTestId('driver-link-url').textContent()) ?? '';
    expect(driverUrl).toMatch(/\/#\/driver\/[\w-]{10,}$/);
    await card.getByRole('button', { name: 'Copy link' }).waitFor();
    await shipper.screenshot('driver-link-shipper');
  });

  it('asks for consent, then shares the location and the shipper sees the fix', async () => {
    const page = driver.page;
    await page.goto(driverUrl.replace(/^https?:\/\/[^/]+/, driver.baseUrl));
    await page.getByTestId('driver-trip').getByText(`Order ${order.number}`).waitFor();
    expect(await page.getByTestId('driver-next-stop').textContent()).not.toBe('');
    // Nothing is sent before the driver agrees.
    await page.getByTestId('driver-consent').waitFor();
    expect(await lastFix()).toBeNull();
    await driver.screenshot('driver-consent');

    await page.getByRole('button', { name: 'Start sharing location' }).click();
    await page.getByTestId('driver-sharing').and(page.locator('[data-phase="sharing"]')).waitFor();
    await page.getByTestId('driver-last-sent').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await lastFix())?.latitude).toBeCloseTo(AT_PLANT.latitude, 4);
    expect((await lastFix())?.source).toBe('driverApp');
    expect((await live()).vehicle?.trackingMethod).toBe('driverApp');
    await driver.screenshot('driver-sharing');
  });

  it('marks only the steps the lifecycle allows: at the gate, then leaving once the gate let the truck out', async () => {
    const page = driver.page;
    expect(await page.getByTestId('milestone-loaded').isDisabled()).toBe(true);
    await page.getByTestId('milestone-reachedPickup').click();
    await page.getByTestId('milestone-reachedPickup-done').waitFor();
    expect((await detail()).status).toBe('at_gate');

    // The plant's gate lets the truck in, loads it and lets it out.
    const pass = { vehicleNumber: order.plate, overrideNote: 'Driver at the gate' };
    await owner.post(`/api/gate/orders/${order.id}/in`, pass);
    await owner.post(`/api/orders/${order.id}/step`, { event: 'cargo.start' });
    await owner.post(`/api/gate/orders/${order.id}/out`, { vehicleNumber: order.plate });
    await driver.reload();
    // The consent is remembered: the page shares again without asking.
    await page.getByTestId('driver-sharing').waitFor();
    const leave = page.getByTestId('milestone-loaded');
    await expect.poll(() => leave.isEnabled(), { timeout: 10_000 }).toBe(true);
    await leave.click();
    await page.getByTestId('milestone-loaded-done').waitFor();
    expect((await detail()).status).toBe('in_transit');
  });

  it('keeps the fixes of a dead zone on the phone and sends them when the network returns', async () => {
    const page = driver.page;
    const context = page.context();
    await context.setGeolocation({ ...ON_HIGHWAY, accuracy: 10 });
    await expect.poll(async () => (await lastFix())?.latitude).toBeCloseTo(ON_HIGHWAY.latitude, 4);

    await context.setOffline(true);
    await page.getByTestId('driver-offline').waitFor();
    await context.setGeolocation({ ...IN_DEAD_ZONE, accuracy: 20 });
    await page.getByTestId('driver-queued').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('driver-queued').textContent()).toMatch(/waiting for the network/);
    expect((await lastFix())?.latitude).toBeCloseTo(ON_HIGHWAY.latitude, 4);
    await driver.screenshot('driver-offline');

    await context.setOffline(false);
    await page.getByTestId('driver-queued').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(async () => (await lastFix())?.latitude).toBeCloseTo(IN_DEAD_ZONE.latitude, 4);
    const track = await owner.get<{ points: { latitude: number }[] }>(
      `/api/tracking/orders/${order.id}/track`,
    );
    expect(track.points.some((p) => Math.abs(p.latitude - IN_DEAD_ZONE.latitude) < 1e-4)).toBe(true);
  });

  it('reads in Hindi', async () => {
    const page = driver.page;
    await page.getByTestId('language-switch').getByText('हिन्दी').click();
    await page.getByRole('heading', { name: 'आपकी यात्रा' }).waitFor();
    await page.getByRole('button', { name: 'डिलीवरी का सबूत भेजें' }).waitFor();
    await driver.screenshot('driver-hindi');
    await page.getByTestId('language-switch').getByText('English').click();
    await page.getByRole('heading', { name: 'Your trip' }).waitFor();
  });

  it('sends the POD photo from the camera, which delivers the order and ends the link', async () => {
    const page = driver.page;
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d8c9a0' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Received by (name)').fill('Anil Kumar');
    const input = page.getByTestId('pod-photo-input');
    expect(await input.getAttribute('capture')).toBe('environment');
    expect(await input.getAttribute('accept')).toBe('image/*');
    await input.setInputFiles({ name: 'pod.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByTestId('pod-photo-name').getByText('Photo: pod.jpg').waitFor();
    await driver.screenshot('driver-pod');
    await page.getByTestId('pod-send').click();
    await page.getByTestId('driver-delivered').waitFor({ timeout: 15_000 });

    const delivered = await detail();
    expect(delivered.status).toBe('delivered');
    expect(delivered.podFiles).toHaveLength(1);
    expect(delivered.podFiles[0]).toMatchObject({ contentType: 'image/jpeg', sizeBytes: photo.length });
    expect(delivered.timeline.filter((e) => e.driverAction).map((e) => e.driverAction)).toEqual([
      'reachedPickup',
      'loaded',
      'proofOfDelivery',
    ]);

    await driver.reload();
    await page.getByTestId('driver-problem').and(page.locator('[data-problem="expired"]')).waitFor();
    await page.getByText('This link has ended').waitFor();
    await driver.screenshot('driver-expired');
  });

  it('shows the shipper which steps came from the driver', async () => {
    await shipper.open(`/order/outbound/${order.id}`);
    const timeline = shipper.page.getByTestId('order-timeline');
    await timeline.getByTestId('timeline-driver-action').first().waitFor();
    expect(await timeline.getByTestId('timeline-driver-action').allTextContents()).toEqual([
      'Reached pickup',
      'Loaded, leaving',
      'Proof of delivery photo',
    ]);
    expect(await timeline.textContent()).toContain('by the driver');
    expect(await shipper.page.getByTestId('driver-link-card').count()).toBe(0);
    await shipper.page.getByText('Driver link (phone, no app)').first().waitFor();
    await timeline.scrollIntoViewIfNeeded();
    await shipper.screenshot('driver-timeline');
  });

  it('says so plainly for a forged link', async () => {
    await driver.open('/driver/not-a-real-driver-token-0000');
    await driver.page
      .getByTestId('driver-problem')
      .and(driver.page.locator('[data-problem="unknown"]'))
      .waitFor();
    await driver.page.getByText('This link is not valid').waitFor();
    await driver.screenshot('driver-unknown');
  });
});
