import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { openPostgres } from '../../server/db/open';
import { users } from '../../server/db/schema/access';
import { plans, subscriptions } from '../../server/db/schema/tenancy';
import { DEMO_PLANTS } from '../../server/db/seed/plantsData';
import { seedDemo } from '../../server/db/seed/seedDemo';
import { PlantPage } from '../../src/domain/schemas/plant';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { reachable } from './reachable';
import { tableCounts } from './tableCounts';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const up = await reachable(5432);
if (!up) console.log('PostgreSQL tests skipped: PostgreSQL was not reachable on 127.0.0.1:5432.');

/** The scale-out path: the same migrations, seed and routes on a real PostgreSQL, in a database of its own. */
describe.runIf(up)('on PostgreSQL', () => {
  const name = `freightdesk_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  let database: OpenedDatabase;
  let app: TestApp;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    database = openPostgres(`postgres://postgres@127.0.0.1:5432/${name}`);
    await database.migrate();
    app = await startTestApp({ database });
  });

  afterAll(async () => {
    await app?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('seeds once and detects the seeded database the second time', async () => {
    expect(await seedDemo(database.db, new Date())).toEqual({ seeded: true });
    const before = await tableCounts(database.db);
    expect(before.plants).toBe(DEMO_PLANTS.length + 2);
    expect(await seedDemo(database.db, new Date())).toEqual({ seeded: false });
    await database.migrate();
    expect(await tableCounts(database.db)).toEqual(before);
  });

  it('signs in, lists plants and keeps industries apart', async () => {
    const owner = await loginAs(app, 'owner');
    const page = PlantPage.parse((await api(app, '/api/plants?pageSize=50', { token: owner })).body);
    expect(page.total).toBe(DEMO_PLANTS.length);
    const plantUser = await loginAs(app, 'plant');
    const mine = PlantPage.parse((await api(app, '/api/plants', { token: plantUser })).body);
    expect(mine.rows.map((p) => p.code).sort()).toEqual(['MHR', 'STN']);
    const [plan] = await database.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Starter'));
    const [b] = await database.db
      .select({ id: users.industryId })
      .from(users)
      .where(eq(users.email, 'noplan@freightdesk.test'));
    await database.db
      .insert(subscriptions)
      .values({ industryId: b!.id!, planId: plan!.id, startsOn: '2000-01-01', endsOn: '2999-12-31' });
    const industryB = await loginAs(app, 'noPlan');
    expect((await api(app, `/api/plants/${page.rows[0]!.id}`, { token: industryB })).status).toBe(404);
    const theirs = PlantPage.parse((await api(app, '/api/plants', { token: industryB })).body);
    expect(theirs.total).toBe(2);
    expect(
      (await api(app, '/api/auth/login', { body: { login: 'owner@freightdesk.test', password: 'wrong' } }))
        .status,
    ).toBe(401);
  });
});
