import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/access';
import { orders } from '../../server/db/schema/orders';
import { plans, subscriptions } from '../../server/db/schema/tenancy';
import { DEMO_PLANTS, SECOND_INDUSTRY_PLANTS } from '../../server/db/seed/plantsData';
import { DashboardTile } from '../../src/domain/schemas/insight';
import { PlantPage } from '../../src/domain/schemas/plant';
import { api, loginAs, startTestApp, type TestApp } from './harness';

let app: TestApp;
let industryA: string;
let industryB: string;
beforeAll(async () => {
  app = await startTestApp();
  // Industry B gets a plan here so its owner reaches the resource routes at all.
  const db = app.database.db;
  const [owner] = await db.select().from(users).where(eq(users.email, 'noplan@freightdesk.test'));
  const [plan] = await db.select().from(plans).where(eq(plans.name, 'Starter'));
  await db.insert(subscriptions).values({
    industryId: owner!.industryId!,
    planId: plan!.id,
    startsOn: '2000-01-01',
    endsOn: '2999-12-31',
  });
  industryA = await loginAs(app, 'owner');
  industryB = await loginAs(app, 'noPlan');
});
afterAll(() => app.close());

describe('tenant isolation', () => {
  it('lists only the industry’s own plants, with or without a search that matches the other’s', async () => {
    const a = PlantPage.parse((await api(app, '/api/plants?pageSize=100', { token: industryA })).body);
    const b = PlantPage.parse((await api(app, '/api/plants?pageSize=100', { token: industryB })).body);
    expect(a.total).toBe(DEMO_PLANTS.length);
    expect(b.rows.map((p) => p.code).sort()).toEqual(SECOND_INDUSTRY_PLANTS.map((p) => p.code).sort());
    const aIds = new Set(a.rows.map((p) => p.id));
    expect(b.rows.some((p) => aIds.has(p.id))).toBe(false);
    const searched = PlantPage.parse((await api(app, '/api/plants?search=Satna', { token: industryB })).body);
    expect(searched.total).toBe(0);
  });

  it('answers 404 for another industry’s plant by id, in both directions', async () => {
    const a = PlantPage.parse((await api(app, '/api/plants?search=STN', { token: industryA })).body);
    const b = PlantPage.parse((await api(app, '/api/plants', { token: industryB })).body);
    expect(await api(app, `/api/plants/${a.rows[0]!.id}`, { token: industryB })).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    expect((await api(app, `/api/plants/${b.rows[0]!.id}`, { token: industryA })).status).toBe(404);
    expect((await api(app, `/api/plants/${b.rows[0]!.id}`, { token: industryB })).status).toBe(200);
  });

  it('counts only the industry’s own trucks on the dashboard', async () => {
    const running = async (token: string) =>
      DashboardTile.parse((await api(app, '/api/dashboard/tiles/trucks-by-status', { token })).body);
    const a = await running(industryA);
    const b = await running(industryB);
    const listed = (tile: DashboardTile) => tile.list!.rows.map((row) => row.order);
    const numbersOf = async (email: string) => {
      const [owner] = await app.database.db.select().from(users).where(eq(users.email, email));
      const rows = await app.database.db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.industryId, owner!.industryId!));
      return new Set(rows.map((row) => row.number));
    };
    expect(a.figure).toBeGreaterThan(0);
    expect(listed(a).length).toBe(a.figure);
    const ownOfA = await numbersOf('owner@freightdesk.test');
    const ownOfB = await numbersOf('noplan@freightdesk.test');
    expect(listed(a).every((number) => ownOfA.has(number as string))).toBe(true);
    expect(listed(b).every((number) => ownOfB.has(number as string))).toBe(true);
    expect(b.figure).toBe(listed(b).length);
  });
});
