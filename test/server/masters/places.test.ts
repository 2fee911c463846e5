import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_PINCODES } from '../../../server/db/reference/cityPincodes';
import { loadIndia } from '../../../server/db/reference/india';
import { cities, states } from '../../../server/db/schema/geo';
import { plants } from '../../../server/db/schema/plants';
import { PERMISSIONS } from '../../../src/domain/permissions';
import { RENAMED_CITIES } from '../../../src/domain/renamedCities';
import type { City, Country, PlaceOptions, State } from '../../../src/domain/schemas/places';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { itExportsTheList } from './exportContract';
import { otherIndustryOwner, staffWith } from './signedInUsers';

let app: TestApp;
let owner: string;
let staff: string;
let options: PlaceOptions;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  staff = await loginAs(app, 'staff');
  options = (await api<PlaceOptions>(app, '/api/places/options', { token: staff })).body;
});
afterAll(() => app.close());

type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };
type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

const stateId = (code: string) => options.states.find((s) => s.code === code)!.id;
const india = () => options.countries.find((c) => c.isoCode === 'IN')!;
const cityNamed = async (name: string, state: string) => {
  const page = await api<Page<City>>(
    app,
    `/api/places/cities?search=${encodeURIComponent(name)}&state=${stateId(state)}`,
    { token: staff },
  );
  return page.body.rows.find((c) => c.name === name);
};

let serial = 1;
const newCity = (over: Partial<Record<string, unknown>> = {}) => ({
  stateId: stateId('MP'),
  name: `Nayagaon ${serial++}`,
  pincode: '462001',
  latitude: 23.2,
  longitude: 77.4,
  ...over,
});

describe('countries', () => {
  it('lists India with its codes, currency and states, to any signed-in user', async () => {
    const page = await api<Page<Country>>(app, '/api/places/countries', { token: staff });
    expect(page.status).toBe(200);
    expect(page.body.rows).toContainEqual(
      expect.objectContaining({ name: 'India', isoCode: 'IN', phoneCode: '91', currency: 'INR' }),
    );
    expect(page.body.rows.find((c) => c.isoCode === 'IN')!.stateCount).toBeGreaterThanOrEqual(36);
    const searched = await api<Page<Country>>(app, '/api/places/countries?search=ind', { token: staff });
    expect(searched.body.rows.map((c) => c.isoCode)).toContain('IN');
    const none = await api<Page<Country>>(app, '/api/places/countries?search=zzzz', { token: staff });
    expect(none.body).toMatchObject({ rows: [], total: 0 });
  });

  it('lets the owner add and edit one, codes in capitals, and refuses a taken ISO code', async () => {
    const added = await api<{ id: number }>(app, '/api/places/countries', {
      token: owner,
      body: { name: 'Nepal', isoCode: 'np', phoneCode: '+977', currency: 'npr' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const read = await api<Country>(app, `/api/places/countries/${added.body.id}`, { token: staff });
    expect(read.body).toMatchObject({
      name: 'Nepal',
      isoCode: 'NP',
      phoneCode: '977',
      currency: 'NPR',
      stateCount: 0,
    });
    const edited = await api<Country>(app, `/api/places/countries/${added.body.id}`, {
      token: owner,
      method: 'PUT',
      body: {
        name: 'Federal Democratic Republic of Nepal',
        isoCode: 'NP',
        phoneCode: '977',
        currency: 'NPR',
      },
    });
    expect(edited).toMatchObject({ status: 200, body: { name: 'Federal Democratic Republic of Nepal' } });
    const taken = await api<Refusal>(app, '/api/places/countries', {
      token: owner,
      body: { name: 'Elsewhere', isoCode: 'IN', phoneCode: '1', currency: 'USD' },
    });
    expect(taken).toMatchObject({
      status: 400,
      body: { error: { code: 'validation', fields: { isoCode: 'Another country has this ISO code' } } },
    });
    const bad = await api<Refusal>(app, '/api/places/countries', {
      token: owner,
      body: { name: ' ', isoCode: 'IND', phoneCode: '0', currency: 'RUPEE' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields!).sort()).toEqual(['currency', 'isoCode', 'name', 'phoneCode']);
    // Nothing names it: it may go.
    expect(
      (await api(app, `/api/places/countries/${added.body.id}`, { token: owner, method: 'DELETE' })).status,
    ).toBe(204);
  });

  it('will not delete India while its states name it', async () => {
    const refused = await api<Refusal>(app, `/api/places/countries/${india().id}`, {
      token: owner,
      method: 'DELETE',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: 'This country is in use and cannot be deleted' } },
    });
  });
});

describe('states', () => {
  it('lists the states of a country with their codes and cities, filtered and searched', async () => {
    const page = await api<Page<State>>(app, `/api/places/states?country=${india().id}&pageSize=50`, {
      token: staff,
    });
    expect(page.body.total).toBeGreaterThanOrEqual(36);
    expect(page.body.rows).toContainEqual(
      expect.objectContaining({ name: 'Haryana', code: 'HR', country: 'India', countryId: india().id }),
    );
    expect(page.body.rows.every((s) => s.countryId === india().id)).toBe(true);
    const byCode = await api<Page<State>>(app, '/api/places/states?search=KL', { token: staff });
    expect(byCode.body.rows.map((s) => s.name)).toContain('Kerala');
    const sorted = await api<Page<State>>(app, '/api/places/states?sort=cityCount&order=desc', {
      token: staff,
    });
    const counts = sorted.body.rows.map((s) => s.cityCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(100);
  });

  it('adds a state to a country, refuses its code twice in that country and an unknown country', async () => {
    const bhutan = await api<{ id: number }>(app, '/api/places/countries', {
      token: owner,
      body: { name: 'Bhutan', isoCode: 'BT', phoneCode: '975', currency: 'BTN' },
    });
    const added = await api<{ id: number }>(app, '/api/places/states', {
      token: owner,
      body: { countryId: bhutan.body.id, name: 'Thimphu', code: '15' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const again = await api<Refusal>(app, '/api/places/states', {
      token: owner,
      body: { countryId: bhutan.body.id, name: 'thimphu', code: '15' },
    });
    expect(again).toMatchObject({
      status: 400,
      body: {
        error: {
          fields: {
            name: 'This country already has a state of this name',
            code: 'Another state of this country has this code',
          },
        },
      },
    });
    // The same code in another country is another state.
    const elsewhere = await api(app, '/api/places/states', {
      token: owner,
      body: { countryId: india().id, name: 'Test Territory', code: '15' },
    });
    expect(elsewhere.status).toBe(201);
    const unknown = await api<Refusal>(app, '/api/places/states', {
      token: owner,
      body: { countryId: 2_000_000_000, name: 'Nowhere', code: 'NW' },
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: { error: { fields: { countryId: 'Choose a country' } } },
    });
  });

  it('will not delete a state its cities name', async () => {
    const refused = await api(app, `/api/places/states/${stateId('HR')}`, { token: owner, method: 'DELETE' });
    expect(refused.status).toBe(409);
  });
});

describe('cities', () => {
  it('keeps current names with their main PIN codes: Gurugram and Kochi, not Gurgaon and Cochin', async () => {
    expect(await cityNamed('Gurugram', 'HR')).toMatchObject({ pincode: '122001', state: 'Haryana' });
    expect(await cityNamed('Kochi', 'KL')).toMatchObject({ pincode: '682001', state: 'Kerala' });
    expect(await cityNamed('Prayagraj', 'UP')).toMatchObject({ pincode: '211001' });
    expect(await cityNamed('Bengaluru', 'KA')).toMatchObject({ pincode: '560001' });
    expect(await cityNamed('Mumbai', 'MH')).toMatchObject({ pincode: '400001' });
    const former = await app.database.db.select().from(cities).where(eq(cities.name, 'Gurgaon'));
    expect(former).toEqual([]);
    expect(await app.database.db.select().from(cities).where(eq(cities.name, 'Cochin'))).toEqual([]);
  });

  it('gives every city of the PIN table its PIN, and renames every renamed city', async () => {
    const db = app.database.db;
    const rows = await db
      .select({ name: cities.name, code: states.code, pincode: cities.pincode })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId));
    const pinOf = new Map(rows.map((r) => [`${r.code}|${r.name}`, r.pincode]));
    for (const [code, byName] of Object.entries(MAIN_PINCODES))
      for (const [name, pincode] of Object.entries(byName))
        expect(pinOf.get(`${code}|${name}`), name).toBe(pincode);
    for (const city of RENAMED_CITIES) {
      expect(pinOf.has(`${city.state}|${city.current}`), city.current).toBe(true);
      expect(pinOf.has(`${city.state}|${city.former}`), city.former).toBe(false);
    }
  });

  it('brings a database seeded with the former names up to date, and changes nothing the second time', async () => {
    const db = app.database.db;
    const kochi = (await cityNamed('Kochi', 'KL'))!;
    await db.update(cities).set({ name: 'Cochin', pincode: null }).where(eq(cities.id, kochi.id));
    await loadIndia(db);
    expect((await api<City>(app, `/api/places/cities/${kochi.id}`, { token: staff })).body).toMatchObject({
      name: 'Kochi',
      pincode: '682001',
    });
    // A PIN someone entered is theirs: the seed fills only missing ones.
    await db.update(cities).set({ pincode: '682011' }).where(eq(cities.id, kochi.id));
    await loadIndia(db);
    expect((await api<City>(app, `/api/places/cities/${kochi.id}`, { token: staff })).body.pincode).toBe(
      '682011',
    );
    await db.update(cities).set({ pincode: '682001' }).where(eq(cities.id, kochi.id));
  });

  it('filters by state, searches name, PIN or former name, and sorts', async () => {
    const haryana = await api<Page<City>>(app, `/api/places/cities?state=${stateId('HR')}&pageSize=100`, {
      token: staff,
    });
    expect(haryana.body.total).toBeGreaterThan(10);
    expect(haryana.body.rows.every((c) => c.stateId === stateId('HR') && c.state === 'Haryana')).toBe(true);
    const byPin = await api<Page<City>>(app, '/api/places/cities?search=122001', { token: staff });
    expect(byPin.body.rows.map((c) => c.name)).toEqual(['Gurugram']);
    const byFormer = await api<Page<City>>(app, '/api/places/cities?search=gurgaon', { token: staff });
    expect(byFormer.body.rows.map((c) => c.name)).toEqual(['Gurugram']);
    const byPinSort = await api<Page<City>>(app, '/api/places/cities?search=0001&sort=pincode', {
      token: staff,
    });
    const pins = byPinSort.body.rows.map((c) => c.pincode!);
    expect(pins.length).toBeGreaterThan(5);
    expect(pins).toEqual([...pins].sort());
    expect((await api(app, '/api/places/cities?sort=latitude', { token: staff })).status).toBe(400);
  });

  it('lets the owner add a city, find it by its PIN and edit it', async () => {
    const body = newCity({ name: 'Pithampur SEZ', pincode: '454775', latitude: 22.6096, longitude: 75.6795 });
    const added = await api<{ id: number }>(app, '/api/places/cities', { token: owner, body });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const found = await api<Page<City>>(app, '/api/places/cities?search=454775', { token: staff });
    expect(found.body.rows).toEqual([
      expect.objectContaining({
        id: added.body.id,
        name: 'Pithampur SEZ',
        state: 'Madhya Pradesh',
        pincode: '454775',
      }),
    ]);
    const edited = await api<City>(app, `/api/places/cities/${added.body.id}`, {
      token: owner,
      method: 'PUT',
      body: { ...body, name: 'Pithampur Industrial Area', pincode: '' },
    });
    expect(edited).toMatchObject({ status: 200, body: { name: 'Pithampur Industrial Area', pincode: null } });
  });

  it('refuses a PIN code that is not six digits beginning 1–9, and coordinates outside the world', async () => {
    for (const pincode of ['012345', '12345', '1234567', '12a456']) {
      const reply = await api<Refusal>(app, '/api/places/cities', {
        token: owner,
        body: newCity({ pincode }),
      });
      expect(reply.status, pincode).toBe(400);
      expect(reply.body.error.fields, pincode).toEqual({
        pincode: 'Enter a 6-digit PIN code that does not begin with 0',
      });
    }
    const world = await api<Refusal>(app, '/api/places/cities', {
      token: owner,
      body: newCity({ latitude: 91, longitude: -181 }),
    });
    expect(world.body.error.fields).toEqual({
      latitude: 'Enter a latitude between -90 and 90',
      longitude: 'Enter a longitude between -180 and 180',
    });
  });

  it('holds an Indian city inside India, and a city of another country only to the globe', async () => {
    const swapped = await api<Refusal>(app, '/api/places/cities', {
      token: owner,
      body: newCity({ latitude: 77.4, longitude: 23.2 }),
    });
    expect(swapped).toMatchObject({
      status: 400,
      body: {
        error: {
          fields: {
            latitude: 'A city in India lies between latitudes 6.4 and 37.6',
            longitude: 'A city in India lies between longitudes 68 and 97.5',
          },
        },
      },
    });
    const sriLanka = await api<{ id: number }>(app, '/api/places/countries', {
      token: owner,
      body: { name: 'Sri Lanka', isoCode: 'LK', phoneCode: '94', currency: 'LKR' },
    });
    const province = await api<{ id: number }>(app, '/api/places/states', {
      token: owner,
      body: { countryId: sriLanka.body.id, name: 'Western Province', code: '1' },
    });
    const colombo = await api(app, '/api/places/cities', {
      token: owner,
      body: { stateId: province.body.id, name: 'Colombo', pincode: '', latitude: 6.9271, longitude: 79.8612 },
    });
    expect(colombo.status, JSON.stringify(colombo.body)).toBe(201);
  });

  it('refuses a second city of one name in one state, whatever its case, but not in another state', async () => {
    const body = newCity({ name: 'Shivpuri Road' });
    expect((await api(app, '/api/places/cities', { token: owner, body })).status).toBe(201);
    const again = await api<Refusal>(app, '/api/places/cities', {
      token: owner,
      body: { ...body, name: 'shivpuri road' },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { error: { code: 'validation', fields: { name: 'This state already has a city of this name' } } },
    });
    const otherState = await api(app, '/api/places/cities', {
      token: owner,
      body: { ...body, stateId: stateId('RJ'), latitude: 26.9, longitude: 75.8 },
    });
    expect(otherState.status).toBe(201);
    // Renaming another city onto it is the same duplicate.
    const mumbai = (await cityNamed('Mumbai', 'MH'))!;
    const onto = await api<Refusal>(app, `/api/places/cities/${mumbai.id}`, {
      token: owner,
      method: 'PUT',
      body: { stateId: stateId('MH'), name: 'PUNE', pincode: '400001', latitude: 19, longitude: 72.8 },
    });
    expect(onto.body.error.fields).toEqual({ name: 'This state already has a city of this name' });
  });

  it('refuses an unknown state with 422 and an unknown city with 404', async () => {
    const unknown = await api<Refusal>(app, '/api/places/cities', {
      token: owner,
      body: newCity({ stateId: 2_000_000_000 }),
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: { error: { fields: { stateId: 'Choose a state' } } },
    });
    expect((await api(app, '/api/places/cities/2000000000', { token: staff })).status).toBe(404);
    const edit = await api(app, '/api/places/cities/2000000000', {
      token: owner,
      method: 'PUT',
      body: newCity(),
    });
    expect(edit.status).toBe(404);
  });

  it('will not delete a city a plant names (409), and deletes one nothing names', async () => {
    const [plant] = await app.database.db.select().from(plants).where(eq(plants.code, 'GGN'));
    const gurugram = (await cityNamed('Gurugram', 'HR'))!;
    expect(plant!.cityId).toBe(gurugram.id);
    const refused = await api<Refusal>(app, `/api/places/cities/${gurugram.id}`, {
      token: owner,
      method: 'DELETE',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: 'This city is in use and cannot be deleted' } },
    });
    expect((await api(app, `/api/places/cities/${gurugram.id}`, { token: staff })).status).toBe(200);
    const spare = await api<{ id: number }>(app, '/api/places/cities', { token: owner, body: newCity() });
    expect(
      (await api(app, `/api/places/cities/${spare.body.id}`, { token: owner, method: 'DELETE' })).status,
    ).toBe(204);
    expect((await api(app, `/api/places/cities/${spare.body.id}`, { token: staff })).status).toBe(404);
  });
});

describe('who may change places', () => {
  it('lets staff and plant users read every list, but change nothing, whatever their role holds', async () => {
    const everything = await staffWith(app, PERMISSIONS);
    const plantUser = await loginAs(app, 'plant');
    const kochi = (await cityNamed('Kochi', 'KL'))!;
    for (const token of [staff, everything, plantUser]) {
      for (const path of [
        '/api/places/countries',
        '/api/places/states',
        '/api/places/cities',
        '/api/places/options',
      ])
        expect((await api(app, path, { token })).status, path).toBe(200);
      const tries = [
        api(app, '/api/places/cities', { token, body: newCity() }),
        api(app, `/api/places/cities/${kochi.id}`, {
          token,
          method: 'PUT',
          body: { ...newCity(), stateId: stateId('KL') },
        }),
        api(app, `/api/places/cities/${kochi.id}`, { token, method: 'DELETE' }),
        api(app, '/api/places/states', { token, body: { countryId: india().id, name: 'X', code: 'XX' } }),
        api(app, `/api/places/states/${stateId('KL')}`, {
          token,
          method: 'PUT',
          body: { countryId: india().id, name: 'X', code: 'XX' },
        }),
        api(app, '/api/places/countries', {
          token,
          body: { name: 'X', isoCode: 'XX', phoneCode: '1', currency: 'XXX' },
        }),
        api(app, `/api/places/countries/${india().id}`, { token, method: 'DELETE' }),
      ];
      // A plant user is refused first as for anything the whole industry shares (server/auth/plantScope.ts).
      const message =
        token === plantUser
          ? 'This belongs to the whole industry: only its owner and staff can change it'
          : 'Only an industry owner can change countries, states and cities';
      for (const reply of await Promise.all(tries))
        expect(reply).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message } } });
    }
    expect(await cityNamed('Kochi', 'KL')).toEqual(kochi);
  });

  it('says so in the OpenAPI document, and has no status route', async () => {
    const docs = await api<{ paths: Record<string, Record<string, { summary: string }>> }>(
      app,
      '/api/docs/json',
    );
    expect(docs.body.paths['/api/places/cities']!.post!.summary).toBe(
      'cities: add one (industry owners only: shared by every industry)',
    );
    expect(docs.body.paths['/api/places/cities/{id}/status']).toBeUndefined();
  });

  it('needs a signed-in user even to read', async () => {
    expect((await api(app, '/api/places/cities')).status).toBe(401);
  });
});

describe('exports of the places', () => {
  /** Adds a place as the demo's owner or the other industry's: every industry shares what either adds. */
  const added = async (industry: 'demo' | 'other', path: string, body: Record<string, unknown>) => {
    const token = industry === 'demo' ? owner : await otherIndustryOwner(app);
    const reply = await api(app, path, { token, body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  };
  let n = 0;
  const name = (row: Record<string, unknown>) => String(row.name);

  itExportsTheList(() => app, {
    path: '/api/places/countries',
    permission: null,
    shared: true,
    headers: {
      en: ['Name', 'ISO code', 'Calling code', 'Currency'],
      hi: ['नाम', 'ISO कोड', 'कॉलिंग कोड', 'मुद्रा'],
    },
    firstCell: name,
    add: async (industry) => {
      const letter = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n++]!;
      const country = `Exportland ${letter}`;
      await added(industry, '/api/places/countries', {
        name: country,
        isoCode: `X${letter}`,
        phoneCode: '999',
        currency: 'XXX',
      });
      return country;
    },
  });

  itExportsTheList(() => app, {
    path: '/api/places/states',
    permission: null,
    shared: true,
    headers: { en: ['Name', 'Code', 'Country', 'Cities'], hi: ['नाम', 'कोड', 'देश', 'शहर'] },
    firstCell: name,
    add: async (industry) => {
      const state = `Export Pradesh ${++n}`;
      await added(industry, '/api/places/states', { countryId: india().id, name: state, code: `Z${n}` });
      return state;
    },
  });

  itExportsTheList(() => app, {
    path: '/api/places/cities',
    permission: null,
    shared: true,
    headers: { en: ['Name', 'State', 'PIN code'], hi: ['नाम', 'राज्य', 'पिन कोड'] },
    firstCell: name,
    add: async (industry) => {
      const city = newCity();
      await added(industry, '/api/places/cities', city);
      return city.name;
    },
  });
});
