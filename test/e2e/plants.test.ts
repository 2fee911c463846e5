import { beforeAll, describe, expect, it } from 'vitest';
import type { Plant } from '../../src/domain/schemas/plant';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { suiteServer } from '../support/suiteServer';

let app: App;
let page: App['page'];
let owner: ApiSession;
/** The plant this file adds, once added. */
let added: Plant;

const CODE = 'RWD';
const NAME = 'Rewa Road Depot';

const field = (key: string) => page.getByTestId(`field-${key}`);
const latitude = async () => Number(await field('latitude').inputValue());
const longitude = async () => Number(await field('longitude').inputValue());
/** The map has drawn the geofence of this radius (GeofenceLayer marks its element once it is on screen). */
const circleDrawn = (radiusM: number) =>
  page.getByTestId('plant-map').locator(`[data-geofence-m="${radiusM}"]`).waitFor({ timeout: 20_000 });

/** Chooses an option of a Mantine select, typing to search first when asked. */
async function choose(input: ReturnType<typeof field>, option: string | RegExp, typed?: string) {
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function plantByCode(code: string): Promise<Plant> {
  const found = await owner.get<{ rows: Plant[] }>(`/api/plants?search=${code}&pageSize=100`);
  const plant = found.rows.find((p) => p.code === code);
  if (!plant) throw new Error(`no plant ${code}`);
  return plant;
}

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
  await app.signInAs('owner');
});

describe('plants', () => {
  it('adds a plant with its gate pinned on the map and its geofence drawn', async () => {
    await app.open('/plant');
    await app.expectRow('data-table-row');
    await app.screenshot('plants-list');
    await page.getByTestId('add').click();
    await app.expectPath('/plant/add');

    await field('code').fill(CODE.toLowerCase());
    await field('name').fill(NAME);
    await choose(field('kind'), 'Depot');
    await choose(field('businessId'), 'Cement – North');
    await field('address').fill('Plot 14, Udyog Vihar, Chorhata');
    await choose(field('cityId'), 'Rewa, Madhya Pradesh', 'Rewa');
    // Choosing the city puts the pin at its centre, which the form warns of.
    await expect.poll(latitude).toBeGreaterThan(24);
    await page.getByTestId('plant-city-centre').waitFor();
    // The PIN code's locality moves the gate onto it (GeoNames' point for Rewa Chirahula).
    await field('pincode').fill('486001');
    await choose(field('locality'), 'Rewa Chirahula, Rewa');
    await expect.poll(latitude).toBe(24.5216);
    expect(await longitude()).toBe(81.3063);
    await page.getByTestId('plant-city-centre').waitFor({ state: 'detached' });
    const centre = { latitude: await latitude(), longitude: await longitude() };
    await field('geofenceRadiusM').fill('750');
    await circleDrawn(750);

    // A click on the map still moves the gate there…
    const canvas = page.getByTestId('plant-map').locator('canvas').last();
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: box.width / 2 + 80, y: box.height / 2 - 40 } });
    await expect.poll(longitude).toBeGreaterThan(centre.longitude);
    expect(await latitude()).toBeGreaterThan(centre.latitude);
    const clicked = { latitude: await latitude(), longitude: await longitude() };
    // …and so does a drag of the pin.
    const pin = (await page.getByTestId('plant-map').locator('.maplibregl-marker').boundingBox())!;
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin.x + pin.width / 2 - 60, pin.y + pin.height / 2 + 30, { steps: 8 });
    await page.mouse.up();
    await expect.poll(longitude).toBeLessThan(clicked.longitude);
    await circleDrawn(750);
    await app.screenshot('plant-form');
    const gate = { latitude: await latitude(), longitude: await longitude() };

    await page.getByTestId('save').click();
    await app.expectPath('/plant');
    await page.getByText('Plant added.').waitFor();
    added = await plantByCode(CODE);
    expect(added).toMatchObject({
      name: NAME,
      kind: 'depot',
      business: 'Cement – North',
      city: 'Rewa',
      pincode: '486001',
      geofenceRadiusM: 750,
      // Dragged after the locality placed it: the user's own, never moved by the server.
      pinSource: 'hand',
      ...gate,
    });
  });

  it('shows the plant with its gate and the geofence circle on the map', async () => {
    await page.getByLabel('Search').fill(CODE);
    const row = await app.expectRow('data-table-row', NAME);
    await row.getByRole('link', { name: `View ${NAME}` }).click();
    await app.expectPath(`/plant/view/${added.id}`);
    await page.getByRole('heading', { name: NAME }).waitFor();
    expect(await page.getByTestId('plant-radius').textContent()).toBe('750 m');
    expect(await page.getByTestId('plant-gate').textContent()).toBe(
      `${added.latitude.toFixed(6)}, ${added.longitude.toFixed(6)}`,
    );
    await circleDrawn(750);
    expect(await page.getByTestId('plant-city-centre').count()).toBe(0);
    await page.getByText('No lanes yet', { exact: false }).waitFor();
    await app.screenshot('plant-view');
  });

  it('edits its service level agreement: a state lane, a city lane and the terms', async () => {
    await page.getByTestId('edit-sla').click();
    await app.expectPath(`/plant/sla/edit/${added.id}`);
    await page.getByTestId('sla-empty').waitFor();
    await field('terms').fill('Transit days run from gate-out.\nDelay beyond the agreed days: ₹500 per day.');

    await page.getByTestId('add-lane').click();
    await choose(page.getByTestId('lane-0-state'), 'Madhya Pradesh', 'Madhya');
    await page.getByTestId('lane-0-days').fill('0');
    await page.getByTestId('add-lane').click();
    await page.getByTestId('lane-1-kind').getByText('City').click();
    await choose(page.getByTestId('lane-1-city'), 'Jabalpur, Madhya Pradesh', 'Jabalpur');
    await page.getByTestId('lane-1-days').fill('1');
    await page.getByTestId('save').click();
    await page.getByText('Enter whole days from 1 to 365').waitFor();
    await app.screenshot('plant-sla-error');
    await page.getByTestId('lane-0-days').fill('2');
    await page.getByTestId('lane-0-days').blur();
    await page.getByText('Enter whole days from 1 to 365').waitFor({ state: 'detached' });
    await app.screenshot('plant-sla');

    await page.getByTestId('save').click();
    await app.expectPath(`/plant/view/${added.id}`);
    await page.getByText('Service level agreement saved.').waitFor();
    const lanes = page.getByTestId('sla-lane');
    await expect.poll(() => lanes.count()).toBe(2);
    expect(await lanes.nth(0).textContent()).toBe('Madhya PradeshState2 days');
    expect(await lanes.nth(1).textContent()).toBe('Jabalpur, Madhya PradeshCity1 day');
    expect(await page.getByTestId('sla-terms').textContent()).toContain('₹500 per day');
    await app.screenshot('plant-view-sla');
    const sla = await owner.get<{ lanes: { kind: string; transitDays: number }[] }>(
      `/api/plants/${added.id}/sla`,
    );
    expect(sla.lanes.map((l) => [l.kind, l.transitDays])).toEqual([
      ['state', 2],
      ['city', 1],
    ]);
  });

  it("refuses a plant beyond the plan's limit, naming the limit on the form", async () => {
    const [plan] = await owner.post<{ noOfPlants: number }[]>('/api/plan/current-plan');
    const active = async () => (await owner.get<{ total: number }>('/api/plants?status=active')).total;
    const city = (await owner.get<{ id: number }[]>('/api/cities?search=Rewa'))[0]!;
    const fillers: number[] = [];
    try {
      for (let n = await active(); n < plan!.noOfPlants; n++) {
        const made = await owner.post<{ id: number }>('/api/plants', {
          code: `FILL${n}`,
          name: `Filler depot ${n}`,
          kind: 'depot',
          businessId: null,
          address: 'Station Road',
          cityId: city.id,
          pincode: '486001',
          latitude: 24.53,
          longitude: 81.3,
          geofenceRadiusM: 500,
        });
        fillers.push(made.id);
      }
      await app.open('/plant/add');
      await field('code').fill('ONE');
      await field('name').fill('One too many');
      await field('address').fill('Station Road');
      await choose(field('cityId'), 'Rewa, Madhya Pradesh', 'Rewa');
      await expect.poll(latitude).toBeGreaterThan(24);
      await field('pincode').fill('486001');
      await page.getByTestId('save').click();
      const alert = page.getByRole('alert').filter({ hasText: 'Your plan allows' });
      await alert.waitFor();
      expect(await alert.textContent()).toBe(
        `Your plan allows ${plan!.noOfPlants} active plants: deactivate a plant or upgrade your plan first`,
      );
      await app.expectPath('/plant/add');
      await app.screenshot('plant-form-plan-limit');
    } finally {
      for (const id of fillers) await owner.call('PUT', `/api/plants/${id}/status`, { status: 'inactive' });
    }
  });

  describe('in Hindi on a 390 px screen', () => {
    const screens = (): [string, string, () => Promise<unknown>][] => [
      ['/plant', 'plants-list', () => app.expectRow('data-table-row')],
      ['/plant/add', 'plant-form', () => field('code').waitFor()],
      [`/plant/view/${added.id}`, 'plant-view', () => circleDrawn(750)],
      [`/plant/sla/edit/${added.id}`, 'plant-sla', () => page.getByTestId('lane-1').waitFor()],
    ];
    const shootAll = async (suffix: string) => {
      for (const [path, name, ready] of screens()) {
        await app.open(path);
        await ready();
        await app.screenshot(`${name}-${suffix}`);
      }
      // Nothing wider than the screen: the page never scrolls sideways (tables scroll within themselves).
      await app.expectFitsWidth();
    };
    const switchTo = async (language: 'हिन्दी' | 'English', heading: string) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await app.open('/plant/add');
      await app.switchLanguage(language, { here: true });
      await page.getByRole('heading', { name: heading }).waitFor();
    };

    it('reads in Hindi on a phone, without sideways scrolling', async () => {
      await switchTo('हिन्दी', 'प्लांट जोड़ें');
      try {
        await page.setViewportSize({ width: 390, height: 844 });
        await shootAll('hi-390');
        expect(await page.getByText('गंतव्य के अनुसार पारगमन दिन').count()).toBe(1);
      } finally {
        // This window's language is every later test's in this file.
        await switchTo('English', 'Add plant');
      }
    }, 120_000);
  });
});
