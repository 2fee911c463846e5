import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { City } from '../../src/domain/schemas/places';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { openHindiPhone } from '../support/hindiPhone';
import { suiteServer } from '../support/suiteServer';

let app: App;
let page: App['page'];
let owner: ApiSession;

// A city per run, told apart from others on the same server by the time; its PIN is made of the time too.
const stamp = String(Date.now() % 100_000).padStart(5, '0');
const CITY = {
  name: `Pithampur SEZ ${stamp}`,
  renamed: `Pithampur SEZ Phase II ${stamp}`,
  pincode: `4${stamp}`,
};

const DESKTOP = { width: 1366, height: 900 };

const field = (key: string) => page.getByTestId(`field-${key}`);

/** A list's rows have arrived (its skeleton is gone and a row holds the text). */
const listShows = (target: App, text: string) => target.expectRow('data-table-row', text);

/** The city form's map has come: the map itself, not its loader (it is a chunk of its own). */
const mapShown = (target: App) =>
  target.page
    .getByTestId('city-map')
    .getByTestId('map-view')
    .locator('canvas')
    .first()
    .waitFor({ timeout: 60_000 });

async function cityNamed(name: string): Promise<City | undefined> {
  const found = await owner.get<{ rows: City[] }>(`/api/places/cities?search=${encodeURIComponent(name)}`);
  return found.rows.find((c) => c.name === name);
}

beforeAll(async () => {
  app = await openApp({ viewport: DESKTOP });
  page = app.page;
  owner = await apiSessionOf(suiteServer().baseUrl, 'owner');
  await app.signInAs('owner');
});

// The owner is shared with the other browser tests: they read the app in English.
afterAll(async () => {
  await owner.call('PUT', '/api/user/preferences', { language: 'en' });
});

describe('countries, states and cities', () => {
  it('lists countries, states and cities with their codes and PINs, Gurugram and Kochi by name', async () => {
    await app.open('/country');
    const india = await listShows(app, 'India');
    expect(await india.textContent()).toContain('+91');
    expect(await india.textContent()).toContain('INR');
    await app.screenshot('places-countries-en-desktop');

    await app.open('/state');
    await listShows(app, 'Andhra Pradesh');
    await page.getByTestId('data-table-search').fill('HR');
    expect(await (await listShows(app, 'Haryana')).textContent()).toContain('India');
    await page.getByTestId('data-table-search').fill('');
    await listShows(app, 'Andhra Pradesh');
    await app.screenshot('places-states-en-desktop');

    await app.open('/city');
    await listShows(app, 'Rajasthan');
    await page.getByTestId('data-table-search').fill('gurgaon');
    expect(await (await listShows(app, 'Gurugram')).textContent()).toContain('122001');
    await page.getByTestId('data-table-search').fill('682001');
    expect(await (await listShows(app, 'Kochi')).textContent()).toContain('Kerala');
    await page.getByTestId('data-table-search').fill('');
    await listShows(app, 'Rajasthan');
    await app.screenshot('places-cities-en-desktop');
  });

  it('lets the owner add a city, checked as typed: its PIN, and coordinates inside India', async () => {
    await page.getByTestId('add').click();
    await app.expectPath('/city/add');
    await field('stateId').click();
    await field('stateId').fill('Madhya');
    await page.getByRole('option', { name: 'Madhya Pradesh', exact: true }).click();
    await field('name').fill(CITY.name);
    await field('pincode').fill('045477');
    await field('pincode').blur();
    await page.getByText('Enter a 6-digit PIN code that does not begin with 0').waitFor();
    await field('pincode').fill(CITY.pincode);
    // Latitude and longitude swapped, as happens: the form says where Indian cities lie.
    await field('latitude').fill('75.6795');
    await field('longitude').fill('22.6096');
    // Leaving the field shows its message first, so Save does not move under the pointer.
    await field('longitude').blur();
    await page.getByTestId('save').click();
    await page.getByText('A city in India lies between latitudes 6.4 and 37.6').waitFor();
    await page.getByText('A city in India lies between longitudes 68 and 97.5').waitFor();
    await app.screenshot('places-city-form-errors-en-desktop');

    await field('latitude').fill('22.6096');
    await field('longitude').fill('75.6795');
    await field('longitude').blur();
    // The pin stands on the map where the coordinates say.
    await page.getByTestId('city-map').locator('.maplibregl-marker').waitFor({ timeout: 30_000 });
    await app.screenshot('places-city-form-en-desktop');
    await page.getByTestId('save').click();
    await app.expectPath('/city');
    await page.getByText('City added.').waitFor();
    expect(await cityNamed(CITY.name)).toMatchObject({
      state: 'Madhya Pradesh',
      pincode: CITY.pincode,
      latitude: 22.6096,
      longitude: 75.6795,
    });
  });

  it('finds the new city by its PIN code and edits it', async () => {
    await page.getByTestId('data-table-search').fill(CITY.pincode);
    const row = await listShows(app, CITY.name);
    expect(await app.row('data-table-row').count()).toBe(1);
    await row.getByRole('link', { name: `Edit ${CITY.name}` }).click();
    await app.expectPath(/^\/city\/edit\/\d+$/);
    await expect.poll(() => field('name').inputValue()).toBe(CITY.name);
    expect(await field('pincode').inputValue()).toBe(CITY.pincode);
    await field('name').fill(CITY.renamed);
    await page.getByTestId('save').click();
    await app.expectPath('/city');
    await page.getByText('City saved.').waitFor();
    await page.getByTestId('data-table-search').fill(CITY.pincode);
    await listShows(app, CITY.renamed);
    expect(await cityNamed(CITY.renamed)).toMatchObject({ pincode: CITY.pincode });
  });

  it('refuses to delete a city a plant names, after the confirmation', async () => {
    await page.getByTestId('data-table-search').fill('Gurugram');
    const row = await listShows(app, '122001');
    await row.getByRole('button', { name: 'Delete Gurugram' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByText('You will not be able to recover the data!')
      .waitFor();
    await page.getByTestId('delete-confirm').click();
    await page
      .getByText('Plants, addresses, requests or orders name this city, so it cannot be deleted.')
      .waitFor();
    expect(await cityNamed('Gurugram')).toMatchObject({ pincode: '122001' });
  });

  it('reads in Hindi on a phone, without sideways scrolling', async () => {
    const phone = await openHindiPhone();
    for (const [path, heading, name] of [
      ['/country', 'देश', 'places-countries-hi-390'],
      ['/state', 'राज्य', 'places-states-hi-390'],
      ['/city', 'शहर', 'places-cities-hi-390'],
      ['/city/add', 'शहर जोड़ें', 'places-city-form-hi-390'],
    ] as const) {
      await phone.open(path);
      await phone.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (path === '/city/add') await mapShown(phone);
      else await phone.expectRow('data-table-row');
      await phone.screenshot(name);
      await phone.expectFitsWidth();
    }
    await phone.close();
  });

  it('shows staff the lists without Add, Edit or Delete, and sends them from /city/add to /401', async () => {
    const staff = await openApp({ viewport: DESKTOP });
    await staff.signInAs('staff', '/city');
    await listShows(staff, 'Rajasthan');
    expect(await staff.page.getByTestId('add').count()).toBe(0);
    expect(await staff.page.locator('[data-testid^="edit-"], [data-testid^="delete-"]').count()).toBe(0);
    await staff.open('/city/add');
    await staff.expectPath('/401');
    await staff.open('/state/edit/1');
    await staff.expectPath('/401');
    await staff.close();
  });
});
