import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import { ingest } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { openHindiPhone } from '../support/hindiPhone';

/**
 * The plant gate as its clerk works it: an outbound truck reported 20 km away is refused at gate-in, a
 * supervisor lets it in with a note, loading starts, and at gate-out a net weight 5 % short of the order is
 * warned about before it is recorded; each step says it is done. The list pages like every list, and the
 * screen works on a phone.
 */

let app: App;
let page: App['page'];
let options: FormOptions;
let truck: { id: number; number: string; plate: string };

/** An outbound offline order of 25,000 kg at the first plant, with a GPS-tracked truck assigned. */
async function assignedTruck(suffix: string, pickupAt = new Date()) {
  const owner = await app.as('owner');
  const plant = options.plants[0]!;
  const created = await owner.post<{ id: number; number: string }>('/api/offline-orders', {
    direction: 'outbound',
    plantId: plant.id,
    transporterId: options.transporters[0]!.id,
    clientId: options.clients[0]!.id,
    originCityId: plant.cityId,
    destinationCityId: options.clients[0]!.addresses[0]?.cityId ?? plant.cityId,
    weightKg: 25_000,
    freightInr: 38_500,
    pickupAt: pickupAt.toISOString(),
  });
  const plate = `MP20GE${suffix}`;
  await owner.post(`/api/orders/${created.id}/vehicle`, {
    vehicleNumber: plate,
    driverName: 'Ramesh Yadav',
    driverPhone: '9876543210',
    trackingMethod: 'gps',
  });
  return { id: created.id, number: created.number, plate };
}

const form = () => page.getByTestId('gate-pass-form');

/** Narrows the list to one truck by its plate, as a clerk types the number painted on it. */
async function findTruck(plate: string) {
  await page.getByTestId('data-table-search').fill(plate);
  return app.expectRow('data-table-row', plate);
}

const toast = (text: RegExp) => page.locator('.mantine-Notification-root', { hasText: text }).first();

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  await app.signInAs('owner');
  options = await (await app.as('owner')).get<FormOptions>('/api/form-options');
  const suffix = String(Date.now()).slice(-4);
  truck = await assignedTruck(suffix);
});
afterAll(() => app.close());

describe('the gate, step by step', () => {
  it('refuses a gate-in outside the geofence and lets a supervisor override it with a note', async () => {
    await app.open('/gate-in-out/outbound');
    const row = await findTruck(truck.plate);
    await row.getByText('No position known').waitFor();
    await row.getByTestId('gate-in').click();
    await form()
      .getByTestId('gate-geofence')
      .getByText(/No position known/)
      .waitFor();

    // The truck reports 20 km north of the plant while the form is open: the server checks the latest fix.
    const plant = options.plants[0]!;
    const reply = await ingest(app.baseUrl, 'gps', [
      {
        eventId: `e2e-gate-${truck.id}`,
        vehicleNumber: truck.plate,
        orderId: truck.id,
        recordedAt: new Date().toISOString(),
        latitude: plant.latitude + 20 / 111.2,
        longitude: plant.longitude,
        speedKmh: 40,
        heading: 180,
      },
    ]);
    expect(reply.status).toBe(200);

    await page.getByTestId('gate-vehicle-number').fill(truck.plate);
    await page.getByTestId('gate-pass-submit').click();
    const fence = form().getByTestId('gate-geofence');
    await fence.getByText(/outside its 500 m geofence/).waitFor();
    const note = page.getByTestId('gate-override-note');
    await note.waitFor();
    await app.screenshot('gate-geofence-refused');

    // The note is required of a supervisor, then the truck is in.
    await page.getByTestId('gate-pass-submit').click();
    await form().getByText('Write a note of at least 3 characters').waitFor();
    await note.fill('GPS unit faulty; truck and seal checked at the gate');
    await page.getByTestId('gate-tare').fill('9000');
    await page.getByTestId('gate-pass-submit').click();
    await form().waitFor({ state: 'detached' });
    await toast(new RegExp(`${truck.plate} is in`)).waitFor();
  });

  it('offers loading between gate-in and gate-out, and says when it started', async () => {
    const row = await findTruck(truck.plate);
    await row.locator('[data-testid="status-badge"][data-status="gate_in"]').waitFor();
    // The gate-in message has left, so the picture (and its audit) shows this step's alone.
    await toast(new RegExp(`${truck.plate} is in`)).waitFor({ state: 'detached', timeout: 10_000 });
    await row.getByTestId('gate-cargo').click();
    await toast(new RegExp(`Loading started for ${truck.plate}`)).waitFor();
    await row.locator('[data-testid="status-badge"][data-status="loading"]').waitFor();
    await app.screenshot('gate-loading');
  });

  it('warns when the net weight is beyond the tolerance, then records the gate-out with the difference', async () => {
    const row = await findTruck(truck.plate);
    await row.getByTestId('gate-out').click();
    // The tare read at gate-in is there already: the clerk types the gross.
    expect(await page.getByTestId('gate-tare').inputValue()).toMatch(/^9,?000$/);
    await page.getByTestId('gate-vehicle-number').fill(truck.plate);
    // Impossible readings are the schema's field errors.
    await page.getByTestId('gate-gross').fill('9000');
    await page.getByTestId('gate-tare').fill('9000');
    await page.getByTestId('gate-pass-submit').click();
    await form().getByText('Tare weight must be less than the gross weight').waitFor();

    await page.getByTestId('gate-gross').fill('32750');
    // A new reading settles the tare rule's message: it is no longer said.
    await form().getByText('Tare weight must be less than the gross weight').waitFor({ state: 'detached' });
    const check = form().getByTestId('gate-weight-check');
    await expect.poll(() => check.getAttribute('data-beyond')).toBe('true');
    expect(await check.textContent()).toMatch(/23,750 kg is 1,250 kg \(5%\) short of the order's 25,000 kg/);
    await app.screenshot('gate-weight-warning');
    await page.getByTestId('gate-pass-submit').click();
    await form().waitFor({ state: 'detached' });
    await toast(new RegExp(`${truck.plate} is out`)).waitFor();
    // The toast leaves on its own; the order's screen is audited without it fading over it.
    await toast(new RegExp(`${truck.plate} is out`)).waitFor({ state: 'detached', timeout: 10_000 });

    await app.open(`/order/outbound/${truck.id}`);
    const timeline = page.getByTestId('order-timeline');
    await timeline.getByText(/GPS unit faulty; truck and seal checked at the gate/).waitFor();
    await timeline
      .getByText(/net 23,750 kg \(-5\.0 % against the order's 25,000 kg, beyond the 2 % tolerance\)/)
      .waitFor();
    await app.screenshot('gate-order-timeline');
  });

  it('pages the expected vehicles 25, 50 or 100 at a time', async () => {
    await app.open('/gate-in-out/outbound');
    const pager = page.getByTestId('data-table-pager');
    await pager.waitFor();
    const size = page.getByTestId('rows-per-page');
    expect(await size.inputValue()).toBe('25');
    expect(await size.locator('option').allTextContents()).toEqual(['25', '50', '100']);
    await page.getByTestId('data-table-row').first().waitFor();
    expect(await page.getByTestId('data-table-row').count()).toBeLessThanOrEqual(25);
    await size.selectOption('50');
    await expect.poll(() => page.getByTestId('data-table-range').textContent()).toMatch(/^1–/);
    expect(await page.getByTestId('data-table-row').count()).toBeLessThanOrEqual(50);
  });
});

describe('the gate on a phone', () => {
  let phone: App;

  beforeAll(async () => {
    phone = await openApp({ viewport: { width: 390, height: 844 } });
    await phone.signInAs('owner');
  });
  afterAll(() => phone.close());

  it('fits 390 px: the list, its buttons and the gate form, without sideways scrolling', async () => {
    const waiting = await assignedTruck(String(Date.now()).slice(-4));
    await phone.open('/gate-in-out/outbound');
    await phone.page.getByTestId('data-table-search').fill(waiting.plate);
    const row = await phone.expectRow('data-table-row', waiting.plate);
    const button = row.getByTestId('gate-in');
    const box = (await button.boundingBox())!;
    // A thumb's target: at least 36 px high, wholly on screen.
    expect(box.height).toBeGreaterThanOrEqual(36);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await phone.expectFitsWidth();
    await phone.screenshot('gate-390');

    await button.click();
    await phone.page.getByTestId('gate-pass-form').waitFor();
    await phone.page.getByTestId('gate-gross').fill('40000');
    await phone.page.getByTestId('gate-tare').fill('9000');
    await phone.page.getByTestId('gate-weight-check').waitFor();
    await phone.expectFitsWidth();
    await phone.screenshot('gate-form-390');
  });
});

describe('a truck a day early', () => {
  it('appears as arrived on the gate screen once it enters the plant’s geofence, in English and in Hindi on a phone', async () => {
    const early = await assignedTruck(String(Date.now()).slice(-4), new Date(Date.now() + 86_400_000));
    const plant = options.plants[0]!;
    // 200 m north of the plant's pin: inside its 500 m geofence.
    const reply = await ingest(app.baseUrl, 'gps', [
      {
        eventId: `e2e-gate-early-${early.id}`,
        vehicleNumber: early.plate,
        orderId: early.id,
        recordedAt: new Date().toISOString(),
        latitude: plant.latitude + 0.2 / 111.2,
        longitude: plant.longitude,
        speedKmh: 0,
        heading: 0,
      },
    ]);
    expect(reply.status).toBe(200);

    await app.open('/gate-in-out/outbound');
    const row = await findTruck(early.plate);
    await row.locator('[data-testid="status-badge"][data-status="at_gate"]').waitFor();
    await row.getByText(/At the plant/).waitFor();
    // The search has narrowed the list to this truck alone: the picture shows it.
    await expect.poll(() => page.getByTestId('data-table-row').count()).toBe(1);
    await app.screenshot('gate-early-arrival');
    // The order's timeline says who saw it: the geofence, not a person.
    await app.open(`/order/outbound/${early.id}`);
    await page.getByTestId('timeline-geofence').waitFor();
    await app.screenshot('gate-early-timeline');

    const phone = await openHindiPhone('owner', '/gate-in-out/outbound');
    try {
      await phone.page.getByTestId('data-table-search').fill(early.plate);
      const onPhone = await phone.expectRow('data-table-row', early.plate);
      await onPhone.locator('[data-testid="status-badge"][data-status="at_gate"]').waitFor();
      await expect.poll(() => phone.page.getByTestId('data-table-row').count()).toBe(1);
      await phone.expectFitsWidth();
      await phone.screenshot('gate-early-arrival-hi-390');
    } finally {
      await phone.close();
    }
  });
});
