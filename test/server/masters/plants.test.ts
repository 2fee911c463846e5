import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../server/clock';
import { roles, users } from '../../../server/db/schema/access';
import { cities, states } from '../../../server/db/schema/geo';
import { orders } from '../../../server/db/schema/orders';
import { businesses } from '../../../server/db/schema/parties';
import { plants } from '../../../server/db/schema/plants';
import { plans } from '../../../server/db/schema/tenancy';
import { demoAccount } from '../../../server/db/seed/demoAccounts';
import { OrderContextCache } from '../../../server/tracking/orderContext';
import { defaultTransitDays } from '../../../src/domain/eta';
import { type Plant, PlantPage, PlantSla } from '../../../src/domain/schemas/plant';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { itKeepsTheMasterContract } from './masterContract';
import { otherIndustryOwner, staffWith } from './signedInUsers';

const DAY_MS = 86_400_000;
/** No city or state has this id. */
const UNKNOWN_ID = 2_000_000_000;

let app: TestApp;
let owner: string;
let satna: { id: number; stateId: number };
let pune: { id: number; stateId: number };

const cityNamed = async (name: string, stateCode: string) => {
  const [row] = await app.database.db
    .select({ id: cities.id, stateId: cities.stateId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.name, name), eq(states.code, stateCode)));
  return row!;
};

beforeAll(async () => {
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  owner = await loginAs(app, 'owner');
  satna = await cityNamed('Satna', 'MP');
  pune = await cityNamed('Pune', 'MH');
});
afterAll(() => app.close());

/** A plant's form as the browser sends it. */
const plantBody = (n: number, overrides: Record<string, unknown> = {}) => ({
  code: `np-${n}`,
  name: `Rewa Road Depot ${n}`,
  kind: n % 2 ? 'depot' : 'warehouse',
  businessId: null,
  address: `Plot ${n}, Industrial Area, Sector C`,
  cityId: satna.id,
  pincode: '485001',
  latitude: 24.58 + n / 10_000,
  longitude: 80.83,
  geofenceRadiusM: 300 + n,
  ...overrides,
});

const byCode = async (code: string, token = owner): Promise<Plant> => {
  const page = PlantPage.parse((await api(app, `/api/plants?search=${code}&pageSize=100`, { token })).body);
  const plant = page.rows.find((p) => p.code === code);
  if (!plant) throw new Error(`no plant ${code}`);
  return plant;
};

describe('plants', () => {
  itKeepsTheMasterContract(() => app, {
    path: '/api/plants',
    permissions: { list: 'list-plant', add: 'add-plant', edit: 'edit-plant' },
    valid: (n) => plantBody(n),
    invalid: {
      body: {
        code: '-x-',
        name: ' ',
        kind: 'shed',
        cityId: null,
        address: '',
        pincode: '12345',
        latitude: 51.5,
        longitude: '',
        geofenceRadiusM: 10,
      },
      fields: [
        'code',
        'name',
        'kind',
        'cityId',
        'address',
        'pincode',
        'latitude',
        'longitude',
        'geofenceRadiusM',
      ],
    },
    shows: (body) => ({
      code: String(body.code).toUpperCase(),
      name: body.name,
      kind: body.kind,
      businessId: null,
      business: null,
      cityId: body.cityId,
      city: 'Satna',
      state: 'Madhya Pradesh',
      pincode: body.pincode,
      latitude: body.latitude,
      longitude: body.longitude,
      geofenceRadiusM: body.geofenceRadiusM,
      slaLanes: 0,
    }),
    deletable: true,
    export: {
      headers: { en: ['Code', 'Name', 'Kind', 'Business unit'], hi: ['कोड', 'नाम', 'प्रकार', 'बिज़नेस यूनिट'] },
      firstCell: (row) => String(row.code),
      searchFor: (body) => String(body.name),
    },
  });

  it('names its business unit, and filters by kind', async () => {
    const stn = await byCode('STN');
    expect(stn).toMatchObject({ kind: 'factory', business: 'Cement – North', city: 'Satna' });
    const depots = PlantPage.parse(
      (await api(app, '/api/plants?kind=depot&pageSize=100', { token: owner })).body,
    );
    expect(depots.total).toBeGreaterThan(0);
    expect(depots.rows.every((p) => p.kind === 'depot')).toBe(true);
  });

  it('refuses a code another plant of the industry has, whatever its case', async () => {
    const reply = await api(app, '/api/plants', { token: owner, body: plantBody(900, { code: 'stn' }) });
    expect(reply).toMatchObject({
      status: 400,
      body: { error: { fields: { code: 'Another plant already has this code' } } },
    });
    const stn = await byCode('STN');
    const edit = await api(app, `/api/plants/${(await byCode('MHR')).id}`, {
      token: owner,
      method: 'PUT',
      body: plantBody(901, { code: 'Stn' }),
    });
    expect(edit.status).toBe(400);
    // The other industry may use the same code.
    const theirs = await api(app, '/api/plants', {
      token: await otherIndustryOwner(app),
      body: plantBody(902, { code: stn.code }),
    });
    expect(theirs.status).toBe(201);
  });

  it("refuses a city that does not exist and another industry's business unit, writing nothing", async () => {
    const db = app.database.db;
    const [their] = await db
      .select({ industryId: users.industryId })
      .from(users)
      .where(eq(users.email, demoAccount('noPlan').email));
    const [foreign] = await db
      .insert(businesses)
      .values({ industryId: their!.industryId!, name: 'Narmada Foods – Flour' })
      .returning();
    const before = (await api<{ total: number }>(app, '/api/plants', { token: owner })).body.total;
    const reply = await api(app, '/api/plants', {
      token: owner,
      body: plantBody(910, { cityId: UNKNOWN_ID, businessId: foreign!.id }),
    });
    expect(reply).toMatchObject({
      status: 422,
      body: {
        error: {
          code: 'unprocessable',
          fields: { cityId: 'Choose a city', businessId: 'Choose one of your business units' },
        },
      },
    });
    expect((await api<{ total: number }>(app, '/api/plants', { token: owner })).body.total).toBe(before);

    const [mine] = await db.select().from(businesses).where(eq(businesses.name, 'Cement – South'));
    const stn = await byCode('STN');
    const moved = await api(app, `/api/plants/${stn.id}`, {
      token: owner,
      method: 'PUT',
      body: { ...plantBody(911), code: 'STN', businessId: String(mine!.id) },
    });
    expect(moved).toMatchObject({ status: 200, body: { businessId: mine!.id, business: 'Cement – South' } });
  });

  it('will not delete a plant that orders or users refer to', async () => {
    const [ordered] = await app.database.db
      .select({ id: plants.id })
      .from(plants)
      .innerJoin(orders, eq(orders.plantId, plants.id))
      .where(notInArray(plants.code, ['STN', 'MHR']))
      .limit(1);
    const withOrders = { id: ordered!.id };
    expect(await api(app, `/api/plants/${withOrders.id}`, { token: owner, method: 'DELETE' })).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict' } },
    });
    const assigned = await byCode('MHR');
    const refused = await api(app, `/api/plants/${assigned.id}`, { token: owner, method: 'DELETE' });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    expect((await api(app, `/api/plants/${assigned.id}`, { token: owner })).status).toBe(200);
  });
});

describe('a plant user', () => {
  let plantUser: string;
  beforeAll(async () => {
    plantUser = await loginAs(app, 'plant');
  });

  it('cannot add or edit plants while their role lacks add-plant and edit-plant', async () => {
    const stn = await byCode('STN', plantUser);
    expect((await api(app, '/api/plants', { token: plantUser, body: plantBody(920) })).status).toBe(403);
    const edit = await api(app, `/api/plants/${stn.id}`, {
      token: plantUser,
      method: 'PUT',
      body: { ...plantBody(921), code: 'STN' },
    });
    expect(edit.status).toBe(403);
  });

  it('edits only their own plants once their role has edit-plant', async () => {
    const db = app.database.db;
    const [me] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount('plant').email));
    const [role] = await db.select().from(roles).where(eq(roles.id, me!.roleId!));
    await db
      .update(roles)
      .set({ permissions: [...role!.permissions, 'edit-plant'] })
      .where(eq(roles.id, role!.id));
    try {
      const stn = await byCode('STN');
      const hyd = await byCode('BLR');
      const body = { ...plantBody(922), code: 'STN', name: 'Satna Cement Works' };
      const mine = await api(app, `/api/plants/${stn.id}`, { token: plantUser, method: 'PUT', body });
      expect(mine).toMatchObject({
        status: 200,
        body: { name: 'Satna Cement Works', geofenceRadiusM: 1222 },
      });
      const outside = [
        api(app, `/api/plants/${hyd.id}`, {
          token: plantUser,
          method: 'PUT',
          body: { ...body, code: 'BLR' },
        }),
        api(app, `/api/plants/${hyd.id}/status`, {
          token: plantUser,
          method: 'PUT',
          body: { status: 'inactive' },
        }),
        api(app, `/api/plants/${hyd.id}`, { token: plantUser, method: 'DELETE' }),
        api(app, `/api/plants/${hyd.id}/sla`, { token: plantUser }),
        api(app, `/api/plants/${hyd.id}/sla`, {
          token: plantUser,
          method: 'PUT',
          body: { terms: '', lanes: [] },
        }),
      ];
      for (const reply of await Promise.all(outside)) expect(reply).toMatchObject({ status: 404 });
      expect(await byCode('BLR')).toMatchObject({ name: hyd.name, status: 'active', slaLanes: hyd.slaLanes });
    } finally {
      await db.update(roles).set({ permissions: role!.permissions }).where(eq(roles.id, role!.id));
    }
  });
});

describe('the service level agreement', () => {
  const sla = (id: number, token = owner) => api(app, `/api/plants/${id}/sla`, { token });
  const save = (id: number, body: unknown, token = owner) =>
    api(app, `/api/plants/${id}/sla`, { token, method: 'PUT', body });

  it('saves transit days per state and per city with its terms, and reads them back', async () => {
    const plant = await byCode('KTN');
    const body = {
      terms: '  Delivery within the agreed days from gate-out.\n₹500 per day of delay.  ',
      lanes: [
        { kind: 'city', cityId: pune.id, transitDays: 2 },
        { kind: 'state', stateId: String(pune.stateId), transitDays: 3 },
      ],
    };
    const reply = await save(plant.id, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const read = PlantSla.parse((await sla(plant.id)).body);
    expect(read).toEqual({
      plantId: plant.id,
      terms: 'Delivery within the agreed days from gate-out.\n₹500 per day of delay.',
      lanes: [
        {
          kind: 'state',
          stateId: pune.stateId,
          state: 'Maharashtra',
          cityId: null,
          city: null,
          transitDays: 3,
        },
        {
          kind: 'city',
          stateId: pune.stateId,
          state: 'Maharashtra',
          cityId: pune.id,
          city: 'Pune',
          transitDays: 2,
        },
      ],
    });
    expect(reply.body).toEqual(read);
    expect(await byCode('KTN')).toMatchObject({ slaLanes: 2 });

    // Saved as a whole: a lane left out is gone.
    await save(plant.id, { terms: '', lanes: [{ kind: 'state', stateId: pune.stateId, transitDays: 4 }] });
    expect(PlantSla.parse((await sla(plant.id)).body).lanes.map((l) => [l.kind, l.transitDays])).toEqual([
      ['state', 4],
    ]);
  });

  it('refuses a destination named twice, days out of range and unknown places, keeping what was saved', async () => {
    const plant = await byCode('REW');
    const before = (await sla(plant.id)).body;
    const twice = await save(plant.id, {
      terms: '',
      lanes: [
        { kind: 'state', stateId: pune.stateId, transitDays: 3 },
        { kind: 'state', stateId: pune.stateId, transitDays: 5 },
        { kind: 'city', cityId: pune.id, transitDays: 0 },
      ],
    });
    expect(twice).toMatchObject({
      status: 400,
      body: {
        error: {
          fields: {
            'lanes.1.stateId': 'This destination already has a lane',
            'lanes.2.transitDays': 'Enter whole days from 1 to 365',
          },
        },
      },
    });
    const unknown = await save(plant.id, {
      terms: 'New terms',
      lanes: [
        { kind: 'state', stateId: UNKNOWN_ID, transitDays: 3 },
        { kind: 'city', cityId: UNKNOWN_ID, transitDays: 3 },
      ],
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: { error: { fields: { 'lanes.0.stateId': 'Choose a state', 'lanes.1.cityId': 'Choose a city' } } },
    });
    expect((await sla(plant.id)).body).toEqual(before);
  });

  it('is read with list-plant and written with list-terms-conditions', async () => {
    const plant = await byCode('KTN');
    const reader = await staffWith(app, ['list-plant']);
    expect((await sla(plant.id, reader)).status).toBe(200);
    expect((await save(plant.id, { terms: '', lanes: [] }, reader)).status).toBe(403);
    const writer = await staffWith(app, ['list-plant', 'list-terms-conditions']);
    expect((await save(plant.id, { terms: 'By the writer', lanes: [] }, writer)).status).toBe(200);
    const theirs = await otherIndustryOwner(app);
    expect((await sla(plant.id, theirs)).status).toBe(404);
    expect((await save(plant.id, { terms: '', lanes: [] }, theirs)).status).toBe(404);
    expect(PlantSla.parse((await sla(plant.id)).body).terms).toBe('By the writer');
  });

  it('sets the tracking promise: the city lane first, else the state lane, else the default', async () => {
    const db = app.database.db;
    const [order] = await db
      .select({
        id: orders.id,
        industryId: orders.industryId,
        plantId: orders.plantId,
        cityId: orders.destinationCityId,
        stateId: cities.stateId,
        start: orders.pickupAt,
        gateOutAt: orders.gateOutAt,
      })
      .from(orders)
      .innerJoin(cities, eq(cities.id, orders.destinationCityId))
      // A trip not started yet: an SLA change promises it anew.
      .where(
        and(
          eq(orders.direction, 'outbound'),
          isNull(orders.gateOutAt),
          isNull(orders.deliveredAt),
          notInArray(orders.status, ['rejected', 'cancelled']),
        ),
      )
      .limit(1);
    const { id, industryId, plantId, cityId, stateId } = order!;
    const promise = async () => {
      const found = await new OrderContextCache(db, systemClock).load(industryId, [id]);
      const plan = found.get(id)!.plan;
      return { days: (plan.promisedBy.getTime() - order!.start.getTime()) / DAY_MS, km: plan.km };
    };

    await save(plantId, { terms: '', lanes: [] });
    const fallback = await promise();
    expect(fallback.days).toBe(defaultTransitDays(fallback.km));

    await save(plantId, { terms: '', lanes: [{ kind: 'state', stateId, transitDays: 9 }] });
    expect((await promise()).days).toBe(9);

    await save(plantId, {
      terms: '',
      lanes: [
        { kind: 'state', stateId, transitDays: 9 },
        { kind: 'city', cityId, transitDays: 4 },
      ],
    });
    expect((await promise()).days).toBe(4);

    // A lane to another state promises nothing for this order.
    const otherState = stateId === pune.stateId ? satna.stateId : pune.stateId;
    await save(plantId, { terms: '', lanes: [{ kind: 'state', stateId: otherState, transitDays: 9 }] });
    expect((await promise()).days).toBe(fallback.days);
  });
});

describe("the plan's plant limit", () => {
  const activeCount = async () =>
    (await api<{ total: number }>(app, '/api/plants?status=active', { token: owner })).body.total;

  it('refuses a plant beyond noOfPlants, and the activation of one, naming the limit', async () => {
    const db = app.database.db;
    const [growth] = await db.select().from(plans).where(eq(plans.name, 'Growth'));
    const limit = await activeCount();
    await db.update(plans).set({ noOfPlants: limit }).where(eq(plans.id, growth!.id));
    try {
      const total = (await api<{ total: number }>(app, '/api/plants', { token: owner })).body.total;
      const refused = await api(app, '/api/plants', { token: owner, body: plantBody(930) });
      expect(refused).toEqual({
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: `Your plan allows ${limit} active plants: deactivate a plant or upgrade your plan first`,
            refusal: { code: 'planPlantLimit', limit },
          },
        },
      });
      expect((await api<{ total: number }>(app, '/api/plants', { token: owner })).body.total).toBe(total);

      // Deactivating one makes room; activating an inactive one past the limit is refused the same way.
      const knp = await byCode('KNP');
      expect(knp.status).toBe('inactive');
      const ldh = await byCode('LDH');
      const off = await api(app, `/api/plants/${ldh.id}/status`, {
        token: owner,
        method: 'PUT',
        body: { status: 'inactive' },
      });
      expect(off.status).toBe(200);
      const added = await api(app, '/api/plants', { token: owner, body: plantBody(931) });
      expect(added.status).toBe(201);
      for (const id of [knp.id, ldh.id]) {
        const on = await api(app, `/api/plants/${id}/status`, {
          token: owner,
          method: 'PUT',
          body: { status: 'active' },
        });
        expect(on).toMatchObject({
          status: 409,
          body: { error: { refusal: { code: 'planPlantLimit', limit } } },
        });
      }
      expect(await activeCount()).toBe(limit);
      // An inactive plant may be edited, and an active one deactivated, at the limit.
      const edit = await api(app, `/api/plants/${knp.id}`, {
        token: owner,
        method: 'PUT',
        body: { ...plantBody(932), code: 'KNP' },
      });
      expect(edit).toMatchObject({ status: 200, body: { status: 'inactive' } });
    } finally {
      await db.update(plans).set({ noOfPlants: growth!.noOfPlants }).where(eq(plans.id, growth!.id));
    }
  });

  it('counts only the industry’s own active plants', async () => {
    const db = app.database.db;
    const [starter] = await db.select().from(plans).where(eq(plans.name, 'Starter'));
    const theirs = await otherIndustryOwner(app);
    const count = async () =>
      (await api<{ total: number }>(app, '/api/plants?status=active', { token: theirs })).body.total;
    while ((await count()) < starter!.noOfPlants)
      expect(
        (await api(app, '/api/plants', { token: theirs, body: plantBody(940 + (await count())) })).status,
      ).toBe(201);
    const refused = await api(app, '/api/plants', { token: theirs, body: plantBody(960) });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { refusal: { limit: starter!.noOfPlants } } },
    });
    expect((await api(app, '/api/plants', { token: owner, body: plantBody(961) })).status).toBe(201);
    const [row] = await db.select().from(plants).where(eq(plants.code, 'NP-961'));
    expect(row).toBeDefined();
  });
});
