import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../../server/db/schema/geo';
import { distanceKm } from '../../../src/domain/geo';
import type { Party } from '../../../src/domain/schemas/party';
import type { PinCodeLocalities } from '../../../src/domain/schemas/pinLocalities';
import { api, loginAs, startTestApp, type TestApp } from '../harness';

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
