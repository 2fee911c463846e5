import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock';
import { trackingSettings } from '../../server/db/schema/trackingState';
import { AlertSettings } from '../../server/tracking/alertSettings';
import { DEFAULT_ALERT_THRESHOLDS } from '../../server/tracking/alertThresholds';
import { TrackingAlertSettings } from '../../src/domain/schemas/trackingSettings';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { fleet, gpsFix, ingest, prepareSecondIndustry, trackedOrders } from './trackingFixtures';

const PATH = '/api/settings/tracking-alerts';
const GOOD = { noSignalMinutes: 45, longStopMinutes: 90, offRouteKm: 2.5, lateGraceMinutes: 30 };

let app: TestApp;
let owner: string;
let second: Awaited<ReturnType<typeof prepareSecondIndustry>>;
let secondOwner: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  second = await prepareSecondIndustry(app);
  secondOwner = await loginAs(app, 'noPlan');
});
afterAll(() => app.close());

const read = async (token: string) => {
  const reply = await api(app, PATH, { token });
  expect(reply.status).toBe(200);
  return TrackingAlertSettings.parse(reply.body);
};
const save = (token: string, body: unknown) => api(app, PATH, { method: 'PUT', token, body });
const reset = (token: string) => api(app, PATH, { method: 'DELETE', token });
const storedRow = async (industryId: number) =>
  (
    await app.database.db.select().from(trackingSettings).where(eq(trackingSettings.industryId, industryId))
  )[0];

describe('tracking alert thresholds over HTTP', () => {
  it('answers the defaults, marked as such, while the industry has saved none', async () => {
    expect(await read(owner)).toEqual({
      thresholds: DEFAULT_ALERT_THRESHOLDS,
      defaults: DEFAULT_ALERT_THRESHOLDS,
      isDefault: true,
      updatedAt: null,
    });
  });

  it('saves the values and reads them back', async () => {
    const saved = await save(owner, GOOD);
    expect(saved.status).toBe(200);
    expect(TrackingAlertSettings.parse(saved.body)).toMatchObject({ thresholds: GOOD, isDefault: false });
    const back = await read(owner);
    expect(back.thresholds).toEqual(GOOD);
    expect(back.isDefault).toBe(false);
    expect(Date.parse(back.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await save(owner, { ...GOOD, offRouteKm: 7.3 })).status).toBe(200);
    expect((await read(owner)).thresholds.offRouteKm).toBe(7.3);
  });

  it('refuses out-of-range values with a message per field and stores nothing', async () => {
    const before = await read(owner);
    const reply = await save(owner, {
      noSignalMinutes: 2,
      longStopMinutes: 12.5,
      offRouteKm: 500,
      lateGraceMinutes: -5,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: {
        code: 'validation',
        fields: {
          noSignalMinutes: 'The time without a signal must be at least 5 minutes',
          longStopMinutes: 'Enter the stop length in whole minutes',
          offRouteKm: 'The distance from the route must be at most 100 km',
          lateGraceMinutes: 'The grace time cannot be negative',
        },
      },
    });
    const missing = await save(owner, { noSignalMinutes: 30 });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { error: { fields: object } }).error.fields)).toEqual(
      expect.arrayContaining(['longStopMinutes', 'offRouteKm', 'lateGraceMinutes']),
    );
    expect(await read(owner)).toEqual(before);
  });

  it('keeps each industry’s thresholds to itself', async () => {
    expect((await read(secondOwner)).isDefault).toBe(true);
    const theirs = { ...GOOD, noSignalMinutes: 120 };
    expect((await save(secondOwner, theirs)).status).toBe(200);
    expect((await read(secondOwner)).thresholds).toEqual(theirs);
    expect((await read(owner)).thresholds.noSignalMinutes).not.toBe(120);
    expect((await reset(secondOwner)).status).toBe(200);
    expect((await read(owner)).isDefault).toBe(false);
    expect(await storedRow(second.industryId)).toBeUndefined();
  });

  it('lets users without the settings permission read but not change or reset them', async () => {
    const staff = await loginAs(app, 'staff');
    const plantUser = await loginAs(app, 'plant');
    const before = await read(owner);
    for (const token of [staff, plantUser]) {
      expect((await read(token)).thresholds).toEqual(before.thresholds);
      const refused = await save(token, { ...GOOD, noSignalMinutes: 60 });
      expect(refused).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
      expect((await reset(token)).status).toBe(403);
    }
    expect(await read(owner)).toEqual(before);
    const transporter = await loginAs(app, 'transporter');
    expect((await api(app, PATH, { token: transporter })).status).toBe(403);
    expect((await api(app, PATH)).status).toBe(401);
  });

  it('is described in the OpenAPI document with its bounds', async () => {
    type Schema = { properties?: object; $ref?: string };
    type Operation = { requestBody?: { content: Record<string, { schema: Schema }> } };
    const docs = await api<{
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, Schema> };
    }>(app, '/api/docs/json');
    const path = docs.body.paths[PATH]!;
    expect(Object.keys(path).sort()).toEqual(['delete', 'get', 'put']);
    // The body is a shared component of the document.
    const body = path.put!.requestBody!.content['application/json']!.schema;
    const schema = docs.body.components.schemas[body.$ref!.replace('#/components/schemas/', '')]!;
    expect(schema.properties).toMatchObject({
      noSignalMinutes: { minimum: 5, maximum: 1440 },
      offRouteKm: { minimum: 0.5, maximum: 100 },
    });
  });

  it('resets to the defaults', async () => {
    const reply = await reset(owner);
    expect(reply.status).toBe(200);
    expect(TrackingAlertSettings.parse(reply.body)).toMatchObject({
      thresholds: DEFAULT_ALERT_THRESHOLDS,
      isDefault: true,
    });
    expect((await read(owner)).isDefault).toBe(true);
  });
});

describe('saved thresholds drive the derived alerts', () => {
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  const alertsOf = async (orderId: number) =>
    (await fleet(app, owner)).body.vehicles.find((v) => v.orderId === orderId)?.alerts;

  it('judges vehicles on the road again on save and reset, and new fixes by the saved values', async () => {
    const [quiet, later] = await trackedOrders(app.database.db, 'gps', 2);
    // Twenty minutes without a fix is within the default 30; this also puts the defaults in the cache.
    await ingest(app, 'gps', [gpsFix('thr-1', quiet!.vehicleNumber, minutesAgo(20))]);
    expect(await alertsOf(quiet!.id)).not.toContain('no_signal');

    expect((await save(owner, { ...DEFAULT_ALERT_THRESHOLDS, noSignalMinutes: 10 })).status).toBe(200);
    expect(await alertsOf(quiet!.id)).toContain('no_signal');

    await ingest(app, 'gps', [gpsFix('thr-2', later!.vehicleNumber, minutesAgo(15))]);
    expect(await alertsOf(later!.id)).toContain('no_signal');

    expect((await reset(owner)).status).toBe(200);
    expect(await alertsOf(quiet!.id)).not.toContain('no_signal');
    expect(await alertsOf(later!.id)).not.toContain('no_signal');
  });
});

describe('the per-industry threshold cache', () => {
  it('serves cached values until told to forget them', async () => {
    const db = app.database.db;
    const cache = new AlertSettings(db, systemClock);
    const industryId = second.industryId;
    expect(await cache.of(industryId)).toEqual(DEFAULT_ALERT_THRESHOLDS);
    await db.insert(trackingSettings).values({ industryId, ...GOOD });
    expect(await cache.of(industryId)).toEqual(DEFAULT_ALERT_THRESHOLDS);
    cache.forget(industryId);
    expect(await cache.of(industryId)).toEqual(GOOD);
    await db.delete(trackingSettings).where(eq(trackingSettings.industryId, industryId));
  });

  it('does not cache a read that was under way when the values changed', async () => {
    const db = app.database.db;
    const cache = new AlertSettings(db, systemClock);
    const industryId = second.industryId;
    const inFlight = cache.of(industryId);
    cache.forget(industryId);
    await db.insert(trackingSettings).values({ industryId, ...GOOD });
    await inFlight;
    expect(await cache.of(industryId)).toEqual(GOOD);
    await db.delete(trackingSettings).where(eq(trackingSettings.industryId, industryId));
  });
});
