import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestApiKeys } from '../../server/db/schema/tracking';
import type { IngestKey, IssuedIngestKey } from '../../src/domain/schemas/ingestKeys';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { gpsFix, ingest, prepareSecondIndustry, trackedOrders } from './trackingFixtures';

const PATH = '/api/settings/ingest-keys';
let app: TestApp;
let owner: string;
let vehicle: string;
let second: Awaited<ReturnType<typeof prepareSecondIndustry>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  const [order] = await trackedOrders(app.database.db, 'gps');
  vehicle = order!.vehicleNumber;
  second = await prepareSecondIndustry(app);
});
afterAll(() => app.close());

const create = (token: string, body: unknown) =>
  api<IssuedIngestKey & { error?: { code: string; fields?: Record<string, string> } }>(app, PATH, {
    token,
    body,
  });
const list = async (token: string) => (await api<{ items: IngestKey[] }>(app, PATH, { token })).body.items;
const revoke = (token: string, id: number) =>
  api<IngestKey>(app, `${PATH}/${id}/revoke`, { token, method: 'POST' });
const osmand = (key: string, seconds: number) =>
  fetch(
    `${app.baseUrl}/api/ingest/osmand?${new URLSearchParams({
      id: vehicle,
      lat: '23.2',
      lon: '77.4',
      timestamp: String(Math.floor(Date.now() / 1000) - seconds),
      key,
    })}`,
  );

describe('ingest keys in Settings', () => {
  it('makes a key shown once, stored only as its hash, that works on the feeds of its scopes', async () => {
    const made = await create(owner, { name: '  Traccar phones ', scopes: ['sim', 'gps'] });
    expect(made.status).toBe(201);
    expect(made.body.ingestKey).toMatchObject({
      name: 'Traccar phones',
      scopes: ['gps', 'sim'],
      lastUsedAt: null,
      revokedAt: null,
    });
    const { key } = made.body;
    const [row] = await app.database.db
      .select()
      .from(ingestApiKeys)
      .where(eq(ingestApiKeys.id, made.body.ingestKey.id));
    expect(row!.keyHash).not.toContain(key);
    expect(JSON.stringify(await list(owner))).not.toContain(key);

    expect((await osmand(key, 30)).status).toBe(200);
    const used = (await list(owner)).find((k) => k.id === made.body.ingestKey.id)!;
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('answers 403 to a key posting to a feed outside its scopes', async () => {
    const { body } = await create(owner, { name: 'E-way bills only', scopes: ['ewaybill'] });
    const refused = await osmand(body.key, 20);
    expect(refused.status).toBe(403);
    const error = ((await refused.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('forbidden');
    expect(error.message).toMatch(/gps/);
    expect((await ingest(app, 'gps', [gpsFix('scope-1', vehicle, new Date())], body.key)).status).toBe(403);
  });

  it('stops a revoked key at once (401), after which the list shows it revoked', async () => {
    const { body } = await create(owner, { name: 'Old tracker', scopes: ['gps'] });
    expect((await osmand(body.key, 10)).status).toBe(200);
    const revoked = await revoke(owner, body.ingestKey.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const after = await osmand(body.key, 5);
    expect(after.status).toBe(401);
    expect((await list(owner)).find((k) => k.id === body.ingestKey.id)!.revokedAt).toBe(
      revoked.body.revokedAt,
    );
  });

  it('gives the demo’s existing key every scope', async () => {
    const demo = (await list(owner)).find((k) => k.name === 'Demo fleet simulator')!;
    expect(demo.scopes).toEqual(['gps', 'sim', 'fastag', 'ewaybill', 'container']);
  });

  it('validates the name and the scopes with field errors', async () => {
    const bad = await create(owner, { name: ' ', scopes: [] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fields!).sort()).toEqual(['name', 'scopes']);
    const unknown = await create(owner, { name: 'x', scopes: ['radio'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error!.fields).toHaveProperty(['scopes.0']);
  });

  it('keeps each industry’s keys to itself: another industry’s key id is a 404', async () => {
    const [other] = await app.database.db
      .select({ id: ingestApiKeys.id })
      .from(ingestApiKeys)
      .where(eq(ingestApiKeys.industryId, second.industryId));
    expect((await list(owner)).some((k) => k.id === other!.id)).toBe(false);
    const cross = await revoke(owner, other!.id);
    expect(cross.status).toBe(404);
    const [still] = await app.database.db
      .select({ revokedAt: ingestApiKeys.revokedAt })
      .from(ingestApiKeys)
      .where(eq(ingestApiKeys.id, other!.id));
    expect(still!.revokedAt).toBeNull();
  });

  it('lets users without the settings permission read the list but not make or revoke keys', async () => {
    const staff = await loginAs(app, 'staff');
    expect((await api(app, PATH, { token: staff })).status).toBe(200);
    expect((await create(staff, { name: 'x', scopes: ['gps'] })).status).toBe(403);
    const [mine] = await list(owner);
    expect((await revoke(staff, mine!.id)).status).toBe(403);
    expect((await api(app, PATH)).status).toBe(401);
  });
});
