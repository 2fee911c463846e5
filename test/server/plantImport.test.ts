import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../server/db/schema/access';
import { cities } from '../../server/db/schema/geo';
import { businesses } from '../../server/db/schema/parties';
import { plants } from '../../server/db/schema/plants';
import { plans } from '../../server/db/schema/tenancy';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import { distanceKm } from '../../src/domain/geo';
import { ApiError } from '../../src/domain/schemas/error';
import { PLANT_HEADER, plantRows, readXlsx, toCsv, toXlsx } from '../support/importFiles';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { importCalls, XLSX_TYPE } from './importCalls';
import { otherIndustryOwner, staffWith } from './masters/signedInUsers';
import { tableFingerprints } from './tableFingerprints';

let app: TestApp;
let owner: string;
let ownIndustry: number;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  const [me] = await app.database.db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('owner').email));
  ownIndustry = me!.industryId!;
});
afterAll(() => app.close());

const calls = () => importCalls(app);
const csv = (rows: Parameters<typeof toCsv>[0]) => toCsv(rows, PLANT_HEADER);
const fingerprints = () => tableFingerprints(app.database.db, [plants]);

const plantsWithCodes = (industryId: number, codes: readonly string[]) =>
  app.database.db
    .select()
    .from(plants)
    .where(and(eq(plants.industryId, industryId), inArray(plants.code, [...codes])));

const cityCentre = async (name: string) => {
  const [city] = await app.database.db.select().from(cities).where(eq(cities.name, name));
  return city!;
};

const activePlants = async (industryId: number) =>
  (
    await app.database.db
      .select()
      .from(plants)
      .where(and(eq(plants.industryId, industryId), eq(plants.status, 'active')))
  ).length;

describe('the plant template', () => {
  it('gives the plant columns as CSV and XLSX, and its example row imports cleanly', async () => {
    const reply = await fetch(`${app.baseUrl}/api/imports/plant/template?format=csv`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toMatch(/plant-import-template-\d{4}-\d{2}-\d{2}\.csv/);
    const text = (await reply.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]!.split(',')).toEqual([...PLANT_HEADER]);
    const checked = await calls().preview('plant', text, owner);
    expect(checked).toMatchObject({ rows: 1, newCount: 1, badRows: 0, problems: [] });

    const xlsx = await fetch(`${app.baseUrl}/api/imports/plant/template?format=xlsx`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect((await readXlsx(await xlsx.arrayBuffer()))[0]).toEqual([...PLANT_HEADER]);
  });
});

describe('checking a plant file', () => {
  it('names every bad row and column, reads CSV and XLSX alike, and writes nothing', async () => {
    const rows = plantRows(10, 'PF');
    rows[1]!.kind = 'shed'; // row 3
    rows[2]!.city = 'Atlantis'; // row 4
    rows[3]!.pincode = '4110'; // row 5
    rows[4]!.latitude = '19.07'; // row 6: a gate with no longitude
    rows[4]!.longitude = '';
    rows[5]!.geofenceRadius = '20'; // row 7: below 50 metres
    rows[6]!.business = 'No Such Unit'; // row 8
    rows[7]!.code = 'pf-1'; // row 9: row 2's code, in other letters
    rows[8]!.latitude = '51.5'; // row 10: London
    rows[8]!.longitude = '-0.12';
    rows[9]!.code = 'P F'; // row 11
    const before = await fingerprints();
    const result = await calls().preview('plant', csv(rows), owner);
    expect(result.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, 'kind', 'invalid'],
      [4, 'city', 'unknownCity'],
      [5, 'pincode', 'invalid'],
      [6, 'longitude', 'invalid'],
      [7, 'geofenceRadius', 'invalid'],
      [8, 'business', 'unknownBusiness'],
      [9, 'code', 'duplicateInFile'],
      [10, 'latitude', 'invalid'],
      [10, 'longitude', 'invalid'],
      [11, 'code', 'invalid'],
    ]);
    const says = Object.fromEntries(result.problems.map((p) => [`${p.row}.${p.column}`, p.message]));
    expect(says).toMatchObject({
      '3.kind': 'Choose factory, warehouse or depot',
      '6.longitude': 'Place the gate pin on the map',
      '7.geofenceRadius': 'Enter the geofence radius in whole metres, from 50 to 20,000',
      '8.business': 'No active business unit is called "No Such Unit": add it, or leave the cell empty',
      '10.latitude': 'Place the gate pin in India',
    });
    expect(result).toMatchObject({ rows: 10, badRows: 9, newCount: 1, updateCount: 0 });
    expect(result.items).toEqual([
      { row: 2, key: 'PF-1', name: rows[0]!.name, action: 'new', updates: null },
    ]);
    const fromXlsx = await calls().preview('plant', await toXlsx(rows, PLANT_HEADER), owner, XLSX_TYPE);
    expect({ ...fromXlsx, format: 'csv' }).toEqual(result);
    expect(await fingerprints()).toEqual(before);
  });
});

describe('importing plants', () => {
  it('adds plants with their gates, radii and business units, then updates them by code', async () => {
    const db = app.database.db;
    const [unit] = await db
      .insert(businesses)
      .values({ industryId: ownIndustry, name: 'Cement Division' })
      .returning();
    const rows = plantRows(6, 'PA');
    rows[1]!.business = 'cement division';
    rows[2]!.kind = 'Depot';
    rows[4]!.code = 'pa-5';
    const done = await calls().commit('plant', csv(rows), owner);
    expect(done).toEqual({ rows: 6, created: 6, updated: 0 });

    const stored = await plantsWithCodes(ownIndustry, ['PA-1', 'PA-2', 'PA-3', 'PA-4', 'PA-5', 'PA-6']);
    expect(stored).toHaveLength(6);
    const byCode = new Map(stored.map((p) => [p.code, p]));
    // Row 2 gives its gate and radius; row 3 leaves them to its PIN code and the form's 500 metres.
    expect(byCode.get('PA-1')).toMatchObject({
      kind: 'factory',
      latitude: 23.2599,
      longitude: 77.4126,
      pinSource: 'hand',
      geofenceRadiusM: 750,
      status: 'active',
      businessId: null,
    });
    const indore = await cityCentre('Indore');
    expect(byCode.get('PA-2')).toMatchObject({
      cityId: indore.id,
      pinSource: 'pin',
      geofenceRadiusM: 500,
      businessId: unit!.id,
    });
    expect(distanceKm(byCode.get('PA-2')!, indore)).toBeLessThan(15);
    expect(byCode.get('PA-3')!.kind).toBe('depot');

    // The second file renames one, moves another to Jaipur without a pin, and leaves a third's gate alone.
    await db
      .update(plants)
      .set({ status: 'inactive' })
      .where(eq(plants.id, byCode.get('PA-4')!.id));
    const again = plantRows(7, 'PA');
    again[0]!.name = 'Renamed Works';
    again[0]!.latitude = '';
    again[0]!.longitude = '';
    again[0]!.geofenceRadius = '';
    again[1]!.business = 'cement division';
    Object.assign(again[2]!, { city: 'Jaipur', state: 'RJ', pincode: '302001' });
    const checked = await calls().preview('plant', csv(again), owner);
    expect(checked).toMatchObject({ rows: 7, newCount: 1, updateCount: 6, badRows: 0 });
    expect(checked.items[0]).toMatchObject({ action: 'update', updates: `PA-1 · ${rows[0]!.name}` });
    expect(await calls().commit('plant', csv(again), owner)).toEqual({ rows: 7, created: 1, updated: 6 });

    const after = new Map(
      (await plantsWithCodes(ownIndustry, ['PA-1', 'PA-2', 'PA-3', 'PA-4', 'PA-7'])).map((p) => [p.code, p]),
    );
    expect(after.get('PA-1')).toMatchObject({
      id: byCode.get('PA-1')!.id,
      name: 'Renamed Works',
      latitude: 23.2599,
      longitude: 77.4126,
      geofenceRadiusM: 750,
    });
    expect(after.get('PA-2')!.businessId).toBe(unit!.id);
    const jaipur = await cityCentre('Jaipur');
    expect(after.get('PA-3')).toMatchObject({ cityId: jaipur.id, pinSource: 'pin' });
    expect(distanceKm(after.get('PA-3')!, jaipur)).toBeLessThan(30);
    // An import changes a plant's details, never whether it is active.
    expect(after.get('PA-4')!.status).toBe('inactive');
    expect(after.get('PA-7')!.status).toBe('active');
  });

  it('writes nothing when one row is bad, naming it as <row>.<column>', async () => {
    const rows = plantRows(3, 'PB');
    rows[1]!.pincode = 'ABCDEF';
    const before = await fingerprints();
    const reply = await calls().upload('plant', 'commit', csv(rows), owner);
    expect(reply.status).toBe(422);
    const { error } = ApiError.parse(reply.body);
    expect(error.message).toBe('1 row has problems: nothing was imported');
    expect(Object.keys(error.fields ?? {})).toEqual(['3.pincode']);
    expect(await fingerprints()).toEqual(before);
  });
});

describe("the plan's plant limit", () => {
  it('refuses a file that would pass it, before anything is written, and counts only new plants', async () => {
    const db = app.database.db;
    const [growth] = await db.select().from(plans).where(eq(plans.name, 'Growth'));
    const active = await activePlants(ownIndustry);
    await db
      .update(plans)
      .set({ noOfPlants: active + 2 })
      .where(eq(plans.id, growth!.id));
    try {
      const rows = [...plantRows(2, 'PA'), ...plantRows(3, 'PC')]; // two updates, three new plants
      const before = await fingerprints();
      const message = `Your plan allows ${active + 2} active plants and ${active} are active: this file would add 3 more. Import fewer, deactivate a plant or upgrade your plan first`;
      const checked = await calls().preview('plant', csv(rows), owner);
      expect(checked.problems).toEqual([
        {
          row: 1,
          column: null,
          code: 'planLimit',
          message,
          values: { limit: active + 2, active, adding: 3 },
        },
      ]);
      expect(checked).toMatchObject({ newCount: 3, updateCount: 2, badRows: 1 });
      const refused = await calls().upload('plant', 'commit', csv(rows), owner);
      expect(refused).toMatchObject({
        status: 422,
        body: { error: { code: 'unprocessable', message, fields: { '1.file': message } } },
      });
      expect(await fingerprints()).toEqual(before);

      // Two new plants fit exactly, whatever the updates beside them.
      const fits = rows.slice(0, 4);
      expect(await calls().commit('plant', csv(fits), owner)).toEqual({ rows: 4, created: 2, updated: 2 });
      expect(await activePlants(ownIndustry)).toBe(active + 2);
      // At the limit, a file of updates only still goes through.
      expect(await calls().commit('plant', csv(fits), owner)).toEqual({ rows: 4, created: 0, updated: 4 });
    } finally {
      await db.update(plans).set({ noOfPlants: growth!.noOfPlants }).where(eq(plans.id, growth!.id));
    }
  });
});

describe('who may import plants', () => {
  it('needs add-plant; without edit-plant it may add plants but not change them', async () => {
    const before = await fingerprints();
    const reader = await staffWith(app, ['list-plant']);
    for (const step of ['preview', 'commit'] as const) {
      const reply = await calls().upload('plant', step, csv(plantRows(1, 'PD')), reader);
      expect(reply.status).toBe(403);
      expect(ApiError.parse(reply.body).error.message).toContain('add-plant');
    }
    expect((await calls().upload('plant', 'preview', csv(plantRows(1, 'PD')), 'nobody')).status).toBe(401);

    const adder = await staffWith(app, ['list-plant', 'add-plant']);
    const rows = [...plantRows(1, 'PA'), ...plantRows(1, 'PD')];
    const checked = await calls().preview('plant', csv(rows), adder);
    expect(checked.problems).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'code',
        code: 'notYours',
        message: `This row would change PA-1 · ${plantRows(1, 'PA')[0]!.name}, which you may not change`,
      }),
    ]);
    expect(checked.items.map((i) => i.key)).toEqual(['PD-1']);
    expect((await calls().upload('plant', 'commit', csv(rows), adder)).status).toBe(422);
    expect(await fingerprints()).toEqual(before);
    expect(await calls().commit('plant', csv(rows.slice(1)), adder)).toEqual({
      rows: 1,
      created: 1,
      updated: 0,
    });
  });

  it("keeps a plant user to their own plants: another plant's code is not theirs to change", async () => {
    const db = app.database.db;
    const [role] = await db
      .insert(roles)
      .values({
        industryId: ownIndustry,
        name: 'Plant keeper',
        permissions: ['list-plant', 'add-plant', 'edit-plant'],
      })
      .returning();
    await db
      .update(users)
      .set({ roleId: role!.id })
      .where(eq(users.email, demoAccount('plant').email));
    const plantUser = await loginAs(app, 'plant');
    const theirs = await api<{ rows: { code: string; name: string }[] }>(app, '/api/plants?pageSize=100', {
      token: plantUser,
    });
    const own = theirs.body.rows[0]!;
    const rows = plantRows(2, 'PA');
    Object.assign(rows[1]!, { code: own.code, name: own.name });
    const checked = await calls().preview('plant', csv(rows), plantUser);
    expect(checked.problems.map((p) => [p.row, p.code])).toEqual([[2, 'notYours']]);
    expect(checked.items).toEqual([expect.objectContaining({ row: 3, key: own.code, action: 'update' })]);
  });
});

describe('industries apart', () => {
  it("makes the same codes new plants in another industry, and does not find this industry's units", async () => {
    const theirs = await otherIndustryOwner(app);
    const [other] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount('noPlan').email));
    const mine = await plantsWithCodes(ownIndustry, ['PA-1']);
    const rows = plantRows(1, 'PA');
    const checked = await calls().preview(
      'plant',
      csv([{ ...rows[0]!, business: 'Cement Division' }]),
      theirs,
    );
    expect(checked.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [2, 'business', 'unknownBusiness'],
    ]);
    expect(await calls().commit('plant', csv(rows), theirs)).toEqual({ rows: 1, created: 1, updated: 0 });
    expect(await plantsWithCodes(other!.industryId!, ['PA-1'])).toEqual([
      expect.objectContaining({ industryId: other!.industryId, name: rows[0]!.name }),
    ]);
    expect(await plantsWithCodes(ownIndustry, ['PA-1'])).toEqual(mine);
  });
});

describe('a larger file', () => {
  it('checks and writes 2,000 plants in bulk under a large plan', async () => {
    const db = app.database.db;
    const [growth] = await db.select().from(plans).where(eq(plans.name, 'Growth'));
    await db.update(plans).set({ noOfPlants: 5_000 }).where(eq(plans.id, growth!.id));
    try {
      const rows = plantRows(2_000, 'PL');
      expect(await calls().commit('plant', csv(rows), owner)).toEqual({
        rows: 2_000,
        created: 2_000,
        updated: 0,
      });
      const stored = await plantsWithCodes(
        ownIndustry,
        rows.map((r) => r.code),
      );
      expect(stored).toHaveLength(2_000);
    } finally {
      await db.update(plans).set({ noOfPlants: growth!.noOfPlants }).where(eq(plans.id, growth!.id));
    }
  });
});
