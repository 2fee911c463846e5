import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/access';
import { plans, subscriptions } from '../../server/db/schema/tenancy';
import { DEMO_PLANTS, SECOND_INDUSTRY_PLANTS } from '../../server/db/seed/plantsData';
import { DashboardSummary } from '../../src/domain/schemas/dashboard';
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

  it('counts only the industry’s own data on the dashboard', async () => {
    const b = DashboardSummary.parse((await api(app, '/api/dashboard/summary', { token: industryB })).body);
    expect(Object.values(b.orders.outbound).every((n) => n === 0)).toBe(true);
    expect(b.plants).toEqual({ active: 2, inactive: 0 });
    expect(b.transporters).toEqual({ active: 3, blocked: 0 });
  });
});
