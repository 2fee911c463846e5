import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/auth/secrets';
import { systemClock } from '../../server/clock';
import type { OpenedDatabase } from '../../server/db/database';
import { shareLinks } from '../../server/db/schema/orders';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { IngestKeys } from '../../server/tracking/apiKeys';
import { api, cloneSeededDatabase, loginAs, startTestApp, type TestApp } from './harness';
import { leftOpen } from './leftOpen';
import { reachable } from './reachable';
import { startRedisNodes } from './redisNodes';
import { trackedOrders } from './trackingFixtures';

/**
 * The limits hold however they are walked around: a rotated X-Forwarded-For, a respelt mobile number, many
 * accounts from one address, attempts spread over two nodes, random ingest keys.
 */

const PER_MINUTE = 3;
let database: OpenedDatabase;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

let apps: TestApp[] = [];
/** An app of the test's own, whose limits count from nothing, on the file's one database. */
const start = async (env: Record<string, string> = {}) => {
  const app = await startTestApp({
    database: leftOpen(database),
    env: { LOGIN_ATTEMPTS_PER_MINUTE: String(PER_MINUTE), ...env },
  });
  apps.push(app);
  return app;
};
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

const signIn = async (app: TestApp, login: string, headers: Record<string, string> = {}) =>
  (
    await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ login, password: 'not-the-password' }),
    })
  ).status;

const randomAddress = () => [...randomBytes(4)].join('.');

/** The ways people write one Indian mobile number: +91, 91-, a leading 0, spaces, dashes, brackets. */
const spellingOf = (digits: string) =>
  fc
    .tuple(
      fc.constantFrom('', '+91', '+91 ', '91', '91-', '0', '(+91) ', '+91-'),
      fc.array(fc.constantFrom('', ' ', '-'), { minLength: 10, maxLength: 10 }),
    )
    .map(
      ([prefix, gaps]) =>
        prefix +
        [...digits]
          .map((d, i) => d + gaps[i])
          .join('')
          .trim(),
    );

describe('login limits', () => {
  it('counts a rotated X-Forwarded-For as the same client unless TRUST_PROXY names the proxy', async () => {
    const app = await start();
    const statuses = [];
    for (let i = 0; i <= PER_MINUTE; i += 1)
      statuses.push(await signIn(app, 'owner@freightdesk.test', { 'x-forwarded-for': randomAddress() }));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('reads the client address from a trusted proxy, per address', async () => {
    const app = await start({ TRUST_PROXY: '127.0.0.1' });
    const from = (address: string, i: number) =>
      signIn(app, `person${i}@example.com`, { 'x-forwarded-for': address });
    const statuses = [];
    for (let i = 0; i <= 3 * PER_MINUTE; i += 1) statuses.push(await from('203.0.113.7', i));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    // Another client behind the same proxy is a client of its own.
    expect(await from('203.0.113.8', 100)).toBe(401);
  });

  it('counts every spelling of a mobile number as one identity', async () => {
    const app = await start();
    const spellings = fc.sample(spellingOf('9876543210'), { numRuns: PER_MINUTE + 1, seed: 5 });
    const statuses = [];
    for (const spelling of spellings) statuses.push(await signIn(app, spelling));
    expect(statuses).toEqual([401, 401, 401, 429]);
    // A different person is not held back by that.
    expect(await signIn(app, '9876543211')).toBe(401);
  });

  it('counts an e-mail in any case and spacing as one identity', async () => {
    const app = await start();
    const statuses = [];
    for (const login of [
      'Owner@FreightDesk.test',
      ' owner@freightdesk.test',
      'OWNER@freightdesk.TEST ',
      'owner@freightdesk.test',
    ])
      statuses.push(await signIn(app, login));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('stops one address spraying many accounts', async () => {
    const app = await start();
    const statuses = [];
    for (let i = 0; i <= 3 * PER_MINUTE; i += 1) statuses.push(await signIn(app, `sprayed${i}@example.com`));
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    const refused = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'one-more@example.com', password: 'x' }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
  });

  it('holds the forgot-password limit per address across identities (the overall limit)', async () => {
    const app = await start();
    const statuses = [];
    for (let i = 0; i <= 5 * PER_MINUTE; i += 1) {
      const reply = await api(app, '/api/auth/forgot-password', {
        body: { email: `someone${i}@example.com` },
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

const redisUp = await reachable(6379);

describe.runIf(redisUp)('limits across nodes', () => {
  it('counts attempts on two nodes together through Redis', async () => {
    const nodes = await startRedisNodes('limits', {
      sharedDatabase: database,
      env: { LOGIN_ATTEMPTS_PER_MINUTE: String(PER_MINUTE) },
    });
    try {
      const statuses = [];
      for (let i = 0; i <= PER_MINUTE; i += 1)
        statuses.push(await signIn(i % 2 ? nodes.nodeB : nodes.nodeA, 'shared@example.com'));
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await nodes.close();
    }
  });
});

describe('ingest keys', () => {
  it('keeps a bounded number of key answers, however many random keys are tried', async () => {
    // A small bound tried four times over evicts as a large one would, in a fraction of the lookups.
    const bound = 10;
    const keys = new IngestKeys(database.db, systemClock, bound);
    for (let i = 0; i < 4 * bound; i += 1) {
      const request = { headers: { 'x-api-key': randomBytes(16).toString('hex') } };
      await expect(keys.grantOf(request as never)).rejects.toThrow('unknown');
      expect(keys.cachedKeys).toBeLessThanOrEqual(bound);
    }
    expect(keys.cachedKeys).toBe(bound);
  });

  it('refuses an address that keeps failing key checks', async () => {
    const app = await start();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 31; i += 1) {
      const reply = await fetch(`${app.baseUrl}/api/ingest/gps`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': randomBytes(16).toString('hex') },
        body: JSON.stringify({ events: [] }),
      });
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: 30, 429: 1 });
    // A feed with the right key behind the same address goes on.
    const feed = await fetch(`${app.baseUrl}/api/ingest/gps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY },
      body: JSON.stringify({ events: [] }),
    });
    expect(feed.status).toBe(400);
  });
});

describe('secrets at rest and headers', () => {
  it('stores a share link by its token’s hash; the link still opens', async () => {
    const app = await start();
    const owner = await loginAs(app, 'owner');
    const [order] = await trackedOrders(app.database.db, 'gps');
    const made = await api<{ token: string }>(app, `/api/tracking/orders/${order!.id}/share`, {
      token: owner,
      body: { hours: 1 },
    });
    expect(made.status).toBe(201);
    const rows = await app.database.db.select().from(shareLinks);
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(made.body.token));
    expect(JSON.stringify(rows)).not.toContain(made.body.token);
    expect((await api(app, `/api/share/${made.body.token}`)).status).toBe(200);
  });

  it('sends the security headers on the socket’s HTTP answers, and HSTS only over HTTPS', async () => {
    const app = await start({ TRUST_PROXY: '127.0.0.1' });
    const poll = await fetch(`${app.baseUrl}/socket.io/?EIO=4&transport=polling`);
    expect(poll.headers.get('x-content-type-options')).toBe('nosniff');
    expect(poll.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(poll.headers.get('strict-transport-security')).toBeNull();
    const plain = await fetch(`${app.baseUrl}/api/auth/me`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await fetch(`${app.baseUrl}/api/auth/me`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
