import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../../server/db/schema/geo';
import { clientAddresses, clients } from '../../../server/db/schema/parties';
import { plants } from '../../../server/db/schema/plants';
import { plans } from '../../../server/db/schema/tenancy';
import { distanceKm } from '../../../src/domain/geo';
import type { Party } from '../../../src/domain/schemas/party';
import type { PinCodeLocalities } from '../../../src/domain/schemas/pinLocalities';
import type { Plant } from '../../../src/domain/schemas/plant';
import { PARTY_HEADER, PLANT_HEADER, partyRows, plantRows, toCsv } from '../../support/importFiles';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { importCalls } from '../importCalls';

/** GeoNames' point for Sriperumbudur, PIN 602105: SIPCOT's town, 40 km from Chennai's centre. */
const SRIPERUMBUDUR = { latitude: 12.9676, longitude: 79.942 };

let app: TestApp;
let owner: string;
let chennai: { id: number; latitude: number; longitude: number };

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  [chennai] = (await app.database.db
    .select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.name, 'Chennai'))) as [typeof chennai];
  // Room for this file's plants whatever the demo's plan allows.
  await app.database.db.update(plans).set({ noOfPlants: 1000 });
});
afterAll(() => app.close());

describe("a PIN code's localities", () => {
  it('answers the localities with their coordinates', async () => {
    const reply = await api<PinCodeLocalities>(app, '/api/places/pin-codes/602105', { token: owner });
    expect(reply.status).toBe(200);
    expect(reply.body.pincode).toBe('602105');
    expect(reply.body.localities).toContainEqual({
      name: 'Sriperumbudur',
      district: 'Kanchipuram',
      state: 'Tamil Nadu',
      ...SRIPERUMBUDUR,
    });
  });

  it("refuses a malformed code in the API's shape, and answers an unknown one 404", async () => {
    const bad = await api(app, '/api/places/pin-codes/06021', { token: owner });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'validation' } });
    const unknown = await api(app, '/api/places/pin-codes/999999', { token: owner });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('is for signed-in users only', async () => {
    expect((await api(app, '/api/places/pin-codes/602105')).status).toBe(401);
  });
});

describe('an address saved with a PIN code', () => {
  const save = async (code: string, address: Record<string, unknown>) => {
    const body = {
      code,
      name: `SIPCOT Components ${code}`,
      addresses: [
        {
          label: 'Plant',
          address: 'SIPCOT Industrial Park, Sriperumbudur',
          cityId: chennai.id,
          pincode: '602105',
          latitude: chennai.latitude,
          longitude: chennai.longitude,
          ...address,
        },
      ],
      contacts: [],
    };
    const created = await api<{ id: number }>(app, '/api/clients', { method: 'POST', token: owner, body });
    expect(created.status).toBe(201);
    const read = await api<Party>(app, `/api/clients/${created.body.id}`, { token: owner });
    return read.body.addresses[0]!;
  };

  it("takes the chosen locality's coordinates, not the city's centre", async () => {
    const saved = await save('PIN1', { pinSource: 'pin', locality: 'Sriperumbudur' });
    expect(saved.pinSource).toBe('pin');
    expect(distanceKm(saved, SRIPERUMBUDUR)).toBeLessThan(5);
    expect(distanceKm(saved, chennai)).toBeGreaterThan(30);
  });

  it("moves a pin left on the city's centre to the PIN code, when no locality was chosen", async () => {
    const saved = await save('PIN2', {});
    expect(saved.pinSource).toBe('pin');
    expect(distanceKm(saved, SRIPERUMBUDUR)).toBeLessThan(10);
  });

  it('keeps a pin placed by hand where it was put', async () => {
    const saved = await save('PIN3', { pinSource: 'hand', latitude: 12.99, longitude: 79.95 });
    expect(saved).toMatchObject({ pinSource: 'hand', latitude: 12.99, longitude: 79.95 });
  });

  it("flags a pin on the city's centre when the PIN code is unknown", async () => {
    const saved = await save('PIN4', { pincode: '999999' });
    expect(saved).toMatchObject({
      pinSource: 'city',
      latitude: chennai.latitude,
      longitude: chennai.longitude,
    });
  });
});

describe("a plant's gate saved with a PIN code", () => {
  const plantBody = (code: string, overrides: Record<string, unknown> = {}) => ({
    code,
    name: `Sriperumbudur Works ${code}`,
    kind: 'factory',
    businessId: null,
    address: 'SIPCOT Industrial Park, Sriperumbudur',
    cityId: chennai.id,
    pincode: '602105',
    latitude: chennai.latitude,
    longitude: chennai.longitude,
    geofenceRadiusM: 500,
    ...overrides,
  });
  const read = async (id: number) => (await api<Plant>(app, `/api/plants/${id}`, { token: owner })).body;
  const create = async (body: Record<string, unknown>) => {
    const created = await api<{ id: number }>(app, '/api/plants', { method: 'POST', token: owner, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return read(created.body.id);
  };

  it("stands on the chosen locality, within 5 km of it and far from the city's centre", async () => {
    const saved = await create(plantBody('PINP1', { pinSource: 'pin', locality: 'Sriperumbudur' }));
    expect(saved.pinSource).toBe('pin');
    expect(distanceKm(saved, SRIPERUMBUDUR)).toBeLessThan(5);
    expect(distanceKm(saved, chennai)).toBeGreaterThan(30);
  });

  it("leaves the city's centre for the PIN code when no locality was chosen, and a dragged gate stays", async () => {
    const saved = await create(plantBody('PINP2'));
    expect(saved.pinSource).toBe('pin');
    expect(distanceKm(saved, SRIPERUMBUDUR)).toBeLessThan(10);
    const dragged = { latitude: 12.9712, longitude: 79.9391 };
    const moved = await api(app, `/api/plants/${saved.id}`, {
      method: 'PUT',
      token: owner,
      body: plantBody('PINP2', { ...dragged, pinSource: 'hand' }),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await read(saved.id)).toMatchObject({ ...dragged, pinSource: 'hand' });
  });

  it("keeps a gate on the city's centre flagged when the PIN code is unknown", async () => {
    const saved = await create(plantBody('PINP3', { pincode: '999999' }));
    expect(saved).toMatchObject({
      pinSource: 'city',
      latitude: chennai.latitude,
      longitude: chennai.longitude,
    });
  });
});

describe('an imported address with a PIN code', () => {
  const calls = () => importCalls(app);
  const sipcot = { city: 'Chennai', state: 'Tamil Nadu', pincode: '602105' };

  it("places a client's address on its locality, and flags one whose code is unknown", async () => {
    const rows = partyRows(2, 'CPIN');
    Object.assign(rows[0]!, sipcot, { locality: 'sriperumbudur' });
    Object.assign(rows[1]!, sipcot, { pincode: '999999' });
    expect(await calls().commit('client', toCsv(rows, PARTY_HEADER), owner)).toMatchObject({ created: 2 });
    const stored = await app.database.db
      .select({ code: clients.code, address: clientAddresses })
      .from(clientAddresses)
      .innerJoin(clients, eq(clients.id, clientAddresses.clientId))
      .where(inArray(clients.code, ['CPIN00001', 'CPIN00002']))
      .orderBy(clients.code);
    expect(stored[0]!.address.pinSource).toBe('pin');
    expect(distanceKm(stored[0]!.address, SRIPERUMBUDUR)).toBeLessThan(5);
    expect(stored[1]!.address).toMatchObject({
      pinSource: 'city',
      latitude: chennai.latitude,
      longitude: chennai.longitude,
    });
  });

  it("places a plant's gate from its PIN code, then on a locality named, and leaves one placed by hand", async () => {
    const rows = plantRows(1, 'PPIN');
    Object.assign(rows[0]!, sipcot, { latitude: '', longitude: '', geofenceRadius: '' });
    expect(await calls().commit('plant', toCsv(rows, PLANT_HEADER), owner)).toMatchObject({ created: 1 });
    const gate = async () =>
      (await app.database.db.select().from(plants).where(eq(plants.code, 'PPIN-1')))[0]!;
    const first = await gate();
    expect(first.pinSource).toBe('pin');
    expect(distanceKm(first, SRIPERUMBUDUR)).toBeLessThan(10);
    expect(distanceKm(first, chennai)).toBeGreaterThan(30);

    // A locality named now places it there.
    rows[0]!.locality = 'Sriperumbudur';
    expect(await calls().commit('plant', toCsv(rows, PLANT_HEADER), owner)).toMatchObject({ updated: 1 });
    const placed = await gate();
    expect(placed.pinSource).toBe('pin');
    expect(distanceKm(placed, SRIPERUMBUDUR)).toBeLessThan(1);

    // Placed by hand since: the same file again leaves it where it was put.
    const dragged = { latitude: 12.9712, longitude: 79.9391, pinSource: 'hand' as const };
    await app.database.db.update(plants).set(dragged).where(eq(plants.id, first.id));
    await calls().commit('plant', toCsv(rows, PLANT_HEADER), owner);
    expect(await gate()).toMatchObject(dragged);
  });
});
