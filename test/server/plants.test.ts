import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { roles, users } from '../../server/db/schema/access';
import { DEMO_PLANTS } from '../../server/db/seed/plantsData';
import { type Plant, PlantPage } from '../../src/domain/schemas/plant';
import { api, loginAs, startTestApp, type TestApp } from './harness';

let app: TestApp;
let owner: string;
let plantUser: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  plantUser = await loginAs(app, 'plant');
});
afterAll(() => app.close());

const list = async (query: string, token = owner) => {
  const reply = await api(app, `/api/plants${query}`, { token });
  expect(reply.status).toBe(200);
  return PlantPage.parse(reply.body);
};

describe('GET /api/plants', () => {
  it('pages 25 rows by default, and 50 or 100 on request', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: DEMO_PLANTS.length, page: 1, pageSize: 25 });
    expect(first.rows).toHaveLength(25);
    const second = await list('?page=2');
    expect(second.rows).toHaveLength(DEMO_PLANTS.length - 25);
    const ids = new Set([...first.rows, ...second.rows].map((p) => p.id));
    expect(ids.size).toBe(DEMO_PLANTS.length);
    expect((await list('?pageSize=50')).rows).toHaveLength(DEMO_PLANTS.length);
    expect((await list('?pageSize=100&page=2')).rows).toHaveLength(0);
  });

  it('refuses a page size other than 25, 50 or 100 with a field error', async () => {
    const reply = await api(app, '/api/plants?pageSize=30&page=0', { token: owner });
    expect(reply).toEqual({
      status: 400,
      body: {
        error: {
          code: 'validation',
          message: 'Some fields are invalid',
          fields: { pageSize: 'Page size must be 25, 50 or 100', page: expect.any(String) },
        },
      },
    });
  });

  it('sorts by the requested column and order', async () => {
    const names = (await list('?sort=name&order=desc&pageSize=100')).rows.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
    const codes = (await list('?sort=code&pageSize=100')).rows.map((p) => p.code);
    expect(codes).toEqual([...codes].sort());
    const cities = (await list('?sort=city&pageSize=100')).rows.map((p) => p.city);
    expect(cities[0]! <= cities.at(-1)!).toBe(true);
  });

  it('searches name, code and city, case-insensitively', async () => {
    expect((await list('?search=cement%20works')).rows.every((p) => /cement works/i.test(p.name))).toBe(true);
    expect((await list('?search=stn')).rows.map((p) => p.code)).toEqual(['STN']);
    expect((await list('?search=hyderabad')).rows.map((p) => p.city)).toEqual(['Hyderabad']);
    expect((await list('?search=100%25')).total).toBe(0);
  });

  it('filters by status and by creation date', async () => {
    const inactive = await list('?status=inactive');
    expect(inactive.rows.map((p) => p.code).sort()).toEqual(['KNP', 'KOT']);
    const all = (await list('?pageSize=100')).rows;
    const newest = all
      .map((p) => p.createdAt)
      .sort()
      .at(-1)!;
    const day = new Date(Date.parse(newest) + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const sameDay = await list(`?from=${day}&to=${day}&pageSize=100`);
    expect(sameDay.rows.map((p) => p.createdAt)).toContain(newest);
    expect(sameDay.total).toBeLessThan(all.length);
  });

  it('limits a plant user to their plants', async () => {
    const page = await list('?pageSize=100', plantUser);
    expect(page.rows.map((p) => p.code).sort()).toEqual(['MHR', 'STN']);
    expect(page.total).toBe(2);
  });

  it('refuses users whose role lacks list-plant', async () => {
    const db = app.database.db;
    const [role] = await db.select().from(roles).where(eq(roles.name, 'Gate Keeper'));
    await db
      .update(roles)
      .set({ permissions: ['list-inbound-order'] })
      .where(eq(roles.id, role!.id));
    await db.insert(users).values({
      industryId: role!.industryId,
      userType: 1,
      name: 'Gate Clerk',
      email: 'gate@freightdesk.test',
      mobile: '9800000099',
      passwordHash: await hashPassword('gate-pass-1'),
      roleId: role!.id,
    });
    const login = await api<{ token: string }>(app, '/api/auth/login', {
      body: { login: 'gate@freightdesk.test', password: 'gate-pass-1' },
    });
    const reply = await api(app, '/api/plants', { token: login.body.token });
    expect(reply).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
  });
});

describe('GET /api/plants/:id', () => {
  it('returns one plant of the industry', async () => {
    const [first] = (await list('?search=STN')).rows as [Plant];
    const reply = await api<Plant>(app, `/api/plants/${first.id}`, { token: owner });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(first);
  });

  it('is 404 for a plant outside a plant user’s scope and for ids that do not exist', async () => {
    const [other] = (await list('?search=HYD')).rows as [Plant];
    expect(await api(app, `/api/plants/${other.id}`, { token: plantUser })).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    expect((await api(app, '/api/plants/999999', { token: owner })).status).toBe(404);
    expect((await api(app, '/api/plants/abc', { token: owner })).status).toBe(400);
  });
});
