import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import type { TransporterOrder, TransporterOrderDetail } from '../../src/domain/schemas/transporterOrders';
import { apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { suiteServer } from '../support/suiteServer';

/**
 * The demo transporter (Jai Bharat Roadways) on a phone: it signs in on the same /login, lands in its portal,
 * sees a spot indent of the demo industry arrive live, bids, lowers its bid, is refused a higher one with the
 * server's rule, and reads the portal in Hindi; it opens an order on the road, follows it on the map with its
 * gate times, and confirms its delivery with a photo of the POD. The shipper's screens stay closed to it.
 */

let app: App;
let page: App['page'];

beforeAll(async () => {
  app = await openApp({ viewport: { width: 390, height: 844 } });
  page = app.page;
});
afterAll(async () => {
  // The demo transporter is shared with the other browser tests: they read the API's answers in English.
  const transporter = await apiSessionOf(suiteServer().baseUrl, 'transporter');
  await transporter.call('PUT', '/api/user/preferences', { language: 'en' });
  await app.close();
});

const cardOf = (number: string) => page.locator(`[data-testid="offer-card"][data-request="${number}"]`);

describe('the transporter portal on a phone', () => {
  it('signs the transporter in to its open requests, and keeps the shipper app closed to it', async () => {
    await app.signInAs('transporter', '/transporter/requests');
    await page.getByRole('heading', { name: 'Open requests', level: 1 }).waitFor();
    await page.getByTestId('connection-state').getByText('Live').waitFor();
    expect((await app.storedSession())?.userType).toBe(2);

    await app.open('/dashboard');
    await app.expectPath('/401');
    await page.getByTestId('page-401').waitFor();
    await app.open('/');
    await app.expectPath('/transporter/requests');
  });

  it('sees a new spot indent arrive, bids, lowers the bid and is refused a higher one', async () => {
    await page.getByTestId('connection-state').getByText('Live').waitFor();
    const request = await app.raiseRequestAsOwner({ spot: true }, { vehicleCount: 1, ceilingInr: 40_000 });
    // Published while the page is open: it arrives over the company's own room, without a reload.
    const card = cardOf(request.number);
    await card.waitFor();
    expect(await card.getByTestId('offer-countdown').textContent()).toMatch(/left/);
    expect(await card.getByTestId('offer-industry').textContent()).toBeTruthy();
    await app.screenshot('portal-open-requests');

    // The shared schema speaks first: nothing typed is no bid.
    await card.getByTestId('bid-submit').click();
    await card.getByText('Bid must be a number of rupees', { exact: false }).waitFor();

    await card.getByTestId('bid-amount').fill('38000');
    await card.getByTestId('bid-submit').click();
    await card.getByTestId('bid-saved').getByText('is in', { exact: false }).waitFor();
    await card.getByTestId('my-bid').getByText('₹38,000', { exact: false }).waitFor();
    expect(await card.getByTestId('bid-submit').textContent()).toBe('Lower my bid');

    await card.getByTestId('bid-amount').fill('36500');
    await card.getByTestId('bid-submit').click();
    await card.getByTestId('bid-saved').getByText('is now ₹36,500', { exact: false }).waitFor();
    const bids = await app.bidsOf(request.id);
    const mine = bids.bids.find((b) => b.transporter.name === 'Jai Bharat Roadways');
    expect(mine).toMatchObject({ amountPaise: 36_500_00, status: 'revised' });

    // A revision may only go down: the server refuses and says why.
    await card.getByTestId('bid-amount').fill('37000');
    await card.getByTestId('bid-submit').click();
    const refusal = card.getByTestId('bid-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/lower than/i);
    await app.screenshot('portal-bid-refused');
    expect((await app.bidsOf(request.id)).bids.find((b) => b.id === mine?.id)?.amountPaise).toBe(36_500_00);

    // In Hindi, the same screen and the same refusal.
    await app.switchLanguage('हिन्दी');
    await page.getByRole('heading', { name: 'खुले इंडेंट', level: 1 }).waitFor();
    await card.getByTestId('bid-amount').fill('37000');
    await card.getByTestId('bid-submit').click();
    await expect.poll(() => refusal.textContent()).toMatch(/[\u0900-\u097F]/);
    await app.screenshot('portal-open-requests-hi');
  });

  it('puts a truck and its driver on an order it won, checked by the vehicle-number rule', async () => {
    const owner = await app.as('owner');
    const form = await owner.get<FormOptions>('/api/form-options');
    const plant = form.plants[0]!;
    const client = form.clients.find((c) => c.addresses.length > 0)!;
    const order = await owner.post<{ id: number; number: string }>('/api/offline-orders', {
      direction: 'outbound',
      plantId: plant.id,
      transporterId: form.transporters.find((t) => t.name === 'Jai Bharat Roadways')!.id,
      clientId: client.id,
      productId: form.products[0]!.id,
      originCityId: plant.cityId,
      destinationCityId: client.addresses[0]!.cityId,
      weightKg: 18_000,
      freightInr: 41_000,
      pickupAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await app.switchLanguage('English');
    await page.getByTestId('portal-nav-transporter-orders').click();
    await app.expectPath('/transporter/orders');
    const card = page.locator(`[data-testid="my-order"][data-order="${order.number}"]`);
    await card.waitFor();
    await app.screenshot('portal-my-orders');

    await card.getByTestId('order-assign').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Vehicle number').fill('HELLO');
    await dialog.getByLabel('Driver name').fill('Ramesh Yadav');
    await dialog.getByLabel('Driver mobile').fill('98765 43210');
    await dialog.getByTestId('assign-vehicle-submit').click();
    await dialog.getByText('Enter an Indian registration number', { exact: false }).waitFor();
    await app.screenshot('portal-assign-vehicle');
    await dialog.getByLabel('Vehicle number').fill('mp 19 ab 1234');
    await dialog.getByTestId('assign-vehicle-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByTestId('order-saved').waitFor();
    expect(await card.getByTestId('order-vehicle').textContent()).toBe('MP19AB1234');
    expect(await card.getByTestId('status-badge').getAttribute('data-status')).toBe('vehicle_assigned');
  });

  it('opens an order on the road from My orders: facts, map, gate times; a POD photo confirms the delivery', async () => {
    const transporter = await app.as('transporter');
    const onTheRoad = (await transporter.get<TransporterOrder[]>('/api/transporter/orders')).filter(
      (o) => o.status === 'in_transit' && o.direction === 'outbound',
    );
    const details = await Promise.all(
      onTheRoad.map((o) => transporter.get<TransporterOrderDetail>(`/api/transporter/orders/${o.id}`)),
    );
    const order = details.find((o) => o.gateOutAt !== null && o.deliveryConfirmable)!;
    expect(order, 'a demo order on the road, past the gate').toBeDefined();

    await page.getByTestId('portal-nav-transporter-orders').click();
    // On a slow connection the page shows its cards' shape while the order is on its way, not a blank screen.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const orderUrl = `**/api/transporter/orders/${order.id}`;
    await page.route(orderUrl, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .locator(`[data-testid="my-order"][data-order="${order.number}"]`)
      .getByTestId('order-open')
      .click();
    await app.expectPath(`/transporter/orders/${order.id}`);
    const waiting = page.getByRole('status').filter({ hasText: 'Loading the order' });
    await waiting.waitFor();
    expect(await waiting.locator('.mantine-Skeleton-root').count()).toBeGreaterThan(4);
    await app.screenshot('portal-order-loading');
    answer();
    await page.getByRole('heading', { name: `Order ${order.number}`, level: 1 }).waitFor();
    expect(await waiting.count()).toBe(0);
    await page.unroute(orderUrl);
    expect(await page.getByTestId('my-order-vehicle').textContent()).toBe(order.vehicleNumber);
    await page.getByTestId('my-order-map').getByTestId('map-view').waitFor();
    await page.getByTestId('connection-state').getByText('Live').waitFor();
    expect(await page.getByTestId('my-order-gate-out').textContent()).toMatch(/\d/);
    await page.getByTestId('my-order-alerts').waitFor();
    await app.expectFitsWidth();
    await app.mapAtRest(page.getByTestId('my-order-map'));
    await app.screenshot('portal-order');

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8b27a' } })
      .jpeg()
      .toBuffer();
    const deliver = page.getByTestId('my-order-deliver');
    const chooser = page.waitForEvent('filechooser');
    await deliver.getByTestId('pod-file').click();
    await (await chooser).setFiles({ name: 'pod-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await deliver.getByLabel('Received by').fill('S. Jain');
    await deliver.getByTestId('pod-submit').click();
    await page.getByTestId('pod-file-row').filter({ hasText: 'pod-photo.jpg' }).waitFor();
    await page.locator('[data-testid="status-badge"][data-status="delivered"]').first().waitFor();
    expect(await page.getByTestId('my-order-deliver').count()).toBe(0);
    const after = await transporter.get<TransporterOrderDetail>(`/api/transporter/orders/${order.id}`);
    expect(after.papers.map((p) => [p.kind, p.contentType])).toEqual([['pod', 'image/jpeg']]);
    await app.screenshot('portal-order-delivered');

    await app.switchLanguage('हिन्दी');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('heading', { name: `ऑर्डर ${order.number}`, level: 1 }).waitFor();
    await page.getByTestId('my-order-gate').getByText('गेट-आउट').waitFor();
    await app.screenshot('portal-order-hi');
  });
});
