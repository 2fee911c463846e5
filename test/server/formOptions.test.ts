import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../server/db/schema/parties';
import { plants } from '../../server/db/schema/plants';
import { industryTransporters } from '../../server/db/schema/transporters';
import type { CityOption, FormOptions } from '../../src/domain/schemas/formOptions';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, giveSecondIndustryAPlan } from './lifecycleFixtures';

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let plantUser: string;
let stranger: string;

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  await giveSecondIndustryAPlan(app.database.db);
  [owner, plantUser, stranger] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'plant'),
    loginAs(app, 'noPlan'),
  ]);
});
afterAll(() => app.close());

const options = (token: string) => api<FormOptions>(app, '/api/form-options', { token });

describe('form options', () => {
  it("offers the industry's active records, parties with their saved addresses", async () => {
    const reply = await options(owner);
    expect(reply.status).toBe(200);
    const { plants: plantOptions, clients: clientOptions, transporters, vehicleTypes } = reply.body;
    expect(plantOptions.length).toBeGreaterThan(3);
    expect(clientOptions.length).toBeGreaterThan(0);
    expect(reply.body.vendors.length).toBeGreaterThan(0);
    expect(reply.body.products.length).toBeGreaterThan(0);
    expect(transporters.map((t) => t.id)).toContain(refs.transporterId);
    expect(vehicleTypes).toContain('32 ft MXL Container');
    expect(clientOptions.some((c) => c.addresses.length > 0)).toBe(true);
    for (const c of clientOptions) {
      for (const a of c.addresses)
        expect(a).toMatchObject({ cityId: expect.any(Number), city: expect.any(String) });
    }
    expect(plantOptions.map((p) => p.name)).toEqual(
      [...plantOptions.map((p) => p.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('leaves out blocked transporters and inactive clients', async () => {
    const db = app.database.db;
    const [client] = (await options(owner)).body.clients;
    await db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, client!.id));
    await db
      .update(industryTransporters)
      .set({ status: 'blocked' })
      .where(eq(industryTransporters.transporterId, refs.transporterId));
    try {
      const after = (await options(owner)).body;
      expect(after.clients.map((c) => c.id)).not.toContain(client!.id);
      expect(after.transporters.map((t) => t.id)).not.toContain(refs.transporterId);
    } finally {
      await db.update(clients).set({ status: 'active' }).where(eq(clients.id, client!.id));
      await db
        .update(industryTransporters)
        .set({ status: 'active' })
        .where(eq(industryTransporters.transporterId, refs.transporterId));
    }
  });

  it('keeps a plant user to their plants and another industry to its own records', async () => {
    const mine = (await options(owner)).body;
    const scoped = (await options(plantUser)).body;
    expect(scoped.plants.length).toBeGreaterThan(0);
    expect(scoped.plants.length).toBeLessThan(mine.plants.length);
    const other = await options(stranger);
    expect(other.status).toBe(200);
    const myPlantIds = new Set(mine.plants.map((p) => p.id));
    expect(other.body.plants.some((p) => myPlantIds.has(p.id))).toBe(false);
    const myClientIds = new Set(mine.clients.map((c) => c.id));
    expect(other.body.clients.some((c) => myClientIds.has(c.id))).toBe(false);
    const [anyPlant] = await app.database.db.select().from(plants).where(eq(plants.id, mine.plants[0]!.id));
    expect(anyPlant!.industryId).toBe(refs.industryId);
  });

  it('needs a signed-in user', async () => {
    expect((await api(app, '/api/form-options')).status).toBe(401);
  });
});

describe('city search', () => {
  const cities = (query: string) => api<CityOption[]>(app, `/api/cities?${query}`, { token: owner });

  it('puts the cities starting with the search first', async () => {
    const reply = await cities('search=pune');
    expect(reply.status).toBe(200);
    expect(reply.body[0]).toMatchObject({ name: 'Pune', state: 'Maharashtra' });
    expect(reply.body.length).toBeLessThanOrEqual(20);
  });

  it('names the cities asked for by id, whatever the search', async () => {
    const [pune] = (await cities('search=pune')).body;
    const reply = await cities(`ids=${pune!.id}&search=nagpur&limit=5`);
    expect(reply.body[0]!.id).toBe(pune!.id);
    expect(reply.body.some((c) => c.name === 'Nagpur')).toBe(true);
  });

  it('answers 400 with a field error for a one-letter search or a bad id list', async () => {
    const short = await cities('search=p');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      error: { code: 'validation', fields: { search: 'Type at least two letters' } },
    });
    expect((await cities('ids=1,x')).status).toBe(400);
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await cities('search=%25%25')).body).toEqual([]);
  });
});
