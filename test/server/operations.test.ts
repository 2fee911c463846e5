import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { openPostgres } from '../../server/db/open';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { HealthReply, ReadinessReply } from '../../src/domain/schemas/operations';
import { api, cloneSeededDatabase, loginAs, startTestApp, type TestApp } from './harness';
import { leftOpen } from './leftOpen';
import { type MigratedPostgres, migratedPostgres } from './migratedPostgres';
import { reachable } from './reachable';
import { REDIS_URL } from './redisNodes';
import { cloneMigratedDatabase } from './snapshots';
import { testSockets } from './testSockets';
import { ingest, trackedOrders } from './trackingFixtures';

/** One sample of a Prometheus text exposition: the value of `name` whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => present[k] === v)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(app: TestApp, token?: string) {
  const response = await fetch(`${app.baseUrl}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const fix = (
  vehicleNumber: string,
  minutesAgo: number,
  eventId = `ops-${randomBytes(6).toString('hex')}`,
) => ({
  eventId,
  vehicleNumber,
  recordedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  latitude: 23.25,
  longitude: 77.41,
  speedKmh: 40,
});

/** One seeded clone for the file: each app below is its own (own registry, own settings), on this data. */
let database: OpenedDatabase;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

describe('health, readiness and metrics on PGlite', () => {
  let app: TestApp;
  const sockets = testSockets();
  beforeAll(async () => {
    app = await startTestApp({ database: leftOpen(database) });
  });
  afterAll(async () => {
    sockets.closeAll();
    await app.close();
  });

  it('answers /health without asking anyone, and /ready once the database answers', async () => {
    const health = await api(app, '/health');
    expect(health.status).toBe(200);
    expect(HealthReply.parse(health.body)).toEqual({ status: 'ok' });
    const ready = await api(app, '/ready');
    expect(ready.status).toBe(200);
    const report = ReadinessReply.parse(ready.body);
    expect(report.status).toBe('ready');
    expect(report.checks.database.ok).toBe(true);
    // No REDIS_URL: Redis is not a dependency of this node.
    expect(report.checks.redis).toBeUndefined();
  });

  it('counts an ingest batch by feed and outcome', async () => {
    const [order] = await trackedOrders(app.database.db, 'gps');
    const before = (await scrape(app)).text;
    const acceptedBefore = sample(before, 'freightdesk_ingest_events_total', {
      feed: 'gps',
      outcome: 'accepted',
    });
    const repeated = fix(order!.vehicleNumber, 3);
    const answer = await ingest(app, 'gps', [
      repeated,
      repeated,
      { ...fix(order!.vehicleNumber, 2), latitude: 99 },
    ]);
    expect(answer.status).toBe(207);
    expect(answer.body).toMatchObject({ accepted: 1, duplicates: 1 });

    const after = await scrape(app);
    expect(after.status).toBe(200);
    expect(after.type).toContain('text/plain');
    const count = (outcome: string) =>
      sample(after.text, 'freightdesk_ingest_events_total', { feed: 'gps', outcome });
    expect(count('accepted')).toBe((acceptedBefore ?? 0) + 1);
    expect(count('duplicate')).toBeGreaterThanOrEqual(1);
    expect(count('rejected')).toBeGreaterThanOrEqual(1);
    expect(sample(after.text, 'freightdesk_ingest_batches_total', { feed: 'gps', status: '207' })).toBe(1);

    // A batch whose every event is bad is a 400, counted as such.
    expect((await ingest(app, 'gps', [{ eventId: 'x' }])).status).toBe(400);
    const refused = (await scrape(app)).text;
    expect(sample(refused, 'freightdesk_ingest_batches_total', { feed: 'gps', status: '400' })).toBe(1);
  });

  it('counts the requests of the real formats under their own feed, refusals before the pipeline included', async () => {
    const [order] = await trackedOrders(app.database.db, 'gps');
    // Older than the fix the socket test below sends the same truck, so that one is still its newest.
    const at = Math.floor(Date.now() / 1000) - 120;
    const post = (path: string, body: unknown) =>
      fetch(`${app.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY },
        body: JSON.stringify(body),
      });
    const osmand = (id: string, position: Record<string, string> = { lat: '23.2', lon: '77.4' }) =>
      fetch(
        `${app.baseUrl}/api/ingest/osmand?${new URLSearchParams({ id, ...position, timestamp: String(at), key: DEMO_INGEST_KEY })}`,
      );
    const gpsBefore = sample((await scrape(app)).text, 'freightdesk_ingest_batches_total', {
      feed: 'gps',
      status: '200',
    });
    expect((await osmand(order!.vehicleNumber)).status).toBe(200);
    // A fix of cell towers alone is refused by the adapter; the pipeline never sees it.
    expect((await osmand(order!.vehicleNumber, { cell: '404,45,1234,5678' })).status).toBe(400);
    const forwarded = await post('/api/ingest/traccar', {
      position: {
        fixTime: new Date((at + 5) * 1000).toISOString(),
        latitude: 23.21,
        longitude: 77.41,
        speed: 10,
      },
      device: { uniqueId: order!.vehicleNumber },
    });
    expect(forwarded.status).toBe(200);
    const container = await post('/api/ingest/container', {
      events: [{ eventID: 'ops-x', eventType: 'EQUIPMENT' }],
    });
    expect(container.status).toBe(400);

    const text = (await scrape(app)).text;
    const batches = (feed: string, status: string) =>
      sample(text, 'freightdesk_ingest_batches_total', { feed, status });
    const events = (feed: string, outcome: string) =>
      sample(text, 'freightdesk_ingest_events_total', { feed, outcome });
    expect([batches('osmand', '200'), batches('osmand', '400')]).toEqual([1, 1]);
    expect([events('osmand', 'accepted'), events('osmand', 'rejected')]).toEqual([1, 1]);
    expect([batches('traccar', '200'), events('traccar', 'accepted')]).toEqual([1, 1]);
    expect([batches('container', '400'), events('container', 'rejected')]).toEqual([1, 1]);
    // Counted once, under the adapter's name, not again as the canonical gps feed.
    expect(batches('gps', '200')).toBe(gpsBefore);
  });

  it('counts open sockets and measures the fan-out lag of what they are sent', async () => {
    const gauge = (text: string) => sample(text, 'freightdesk_socket_connections', { namespace: '/' });
    expect(gauge((await scrape(app)).text)).toBe(0);
    const socket = await sockets.connect(app.baseUrl, { token: await loginAs(app, 'owner') });
    expect(gauge((await scrape(app)).text)).toBe(1);

    const lagCount = (text: string) =>
      sample(text, 'freightdesk_event_fanout_lag_seconds_count', { kind: 'positions' }) ?? 0;
    const before = lagCount((await scrape(app)).text);
    const [order] = await trackedOrders(app.database.db, 'gps');
    const batch = new Promise((resolve) => socket.once('position.batch', resolve));
    expect((await ingest(app, 'gps', [fix(order!.vehicleNumber, 0.5)])).status).toBe(200);
    await batch;
    const text = (await scrape(app)).text;
    expect(lagCount(text)).toBeGreaterThan(before);
    // Positions wait for the flush timer, so the lag is real and bounded by a few flushes.
    const sum = sample(text, 'freightdesk_event_fanout_lag_seconds_sum', { kind: 'positions' })!;
    expect(sum).toBeGreaterThan(0);

    socket.close();
    await expect.poll(async () => gauge((await scrape(app)).text)).toBe(0);
  });

  it('times HTTP requests by route pattern, never by raw URL, with the process metrics beside them', async () => {
    const token = await loginAs(app, 'owner');
    expect((await api(app, '/api/orders/987654', { token })).status).toBe(404);
    const text = (await scrape(app)).text;
    const labels = { method: 'GET', route: '/api/orders/:id', status_code: '404' };
    expect(sample(text, 'freightdesk_http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/api/orders/987654');
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('keeps each app its own registry', async () => {
    const other = await startTestApp({ database: leftOpen(database) });
    try {
      const text = (await scrape(other)).text;
      expect(
        sample(text, 'freightdesk_ingest_events_total', { feed: 'gps', outcome: 'accepted' }),
      ).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('answers /ready with 503 naming the database when it stops answering', async () => {
    // A database of its own, which the test closes mid-run; the app's own close must not close it again.
    const own = await cloneMigratedDatabase();
    const node = await startTestApp({ database: leftOpen(own) });
    try {
      expect((await api(node, '/ready')).status).toBe(200);
      await own.close();
      const down = await api(node, '/ready');
      expect(down.status).toBe(503);
      const report = ReadinessReply.parse(down.body);
      expect(report).toMatchObject({ status: 'unavailable', checks: { database: { ok: false } } });
      expect(report.checks.database.error).toBeTruthy();
      // Liveness does not depend on it: the process is alive, only not ready.
      expect((await api(node, '/health')).status).toBe(200);
    } finally {
      await node.close();
    }
  });
});

describe('a metrics token', () => {
  const token = randomBytes(16).toString('hex');
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database: leftOpen(database), env: { METRICS_TOKEN: token } });
  });
  afterAll(() => app.close());

  it('is asked of every scrape when METRICS_TOKEN is set', async () => {
    expect((await scrape(app)).status).toBe(401);
    expect((await scrape(app, 'wrong')).status).toBe(401);
    const answered = await scrape(app, token);
    expect(answered.status).toBe(200);
    expect(answered.text).toContain('freightdesk_socket_connections');
    // Probes stay open: an orchestrator asks them without secrets.
    expect((await api(app, '/ready')).status).toBe(200);
  });
});

const redisUp = await reachable(6379);
const postgresUp = await reachable(5432);
if (!redisUp) console.log('Readiness with Redis skipped: Redis was not reachable on 127.0.0.1:6379.');
if (!postgresUp)
  console.log('Readiness on PostgreSQL skipped: PostgreSQL was not reachable on 127.0.0.1:5432.');

describe.runIf(redisUp)('readiness with REDIS_URL', () => {
  const streamName = `freightdesk-ready-test-${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const counters = await redis.keys(`${streamName}:limits:*`);
    await redis.del(streamName, ...counters);
    redis.disconnect();
  });

  it('is ready when Redis answers PING', async () => {
    const app = await startTestApp({
      database: leftOpen(database),
      env: { REDIS_URL },
      redisStreamName: streamName,
    });
    try {
      const ready = await api(app, '/ready');
      expect(ready.status).toBe(200);
      expect(ReadinessReply.parse(ready.body).checks.redis).toMatchObject({ ok: true });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming Redis when the configured Redis does not answer', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const app = await startTestApp({
      database: leftOpen(database),
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
      redisStreamName: streamName,
    });
    try {
      const ready = await api(app, '/ready');
      expect(ready.status).toBe(503);
      const report = ReadinessReply.parse(ready.body);
      expect(report.status).toBe('unavailable');
      expect(report.checks.database.ok).toBe(true);
      expect(report.checks.redis).toMatchObject({ ok: false });
      expect(report.checks.redis?.error).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});

describe.runIf(postgresUp)('readiness on PostgreSQL', () => {
  let postgres: MigratedPostgres;
  let app: TestApp | undefined;
  beforeAll(async () => {
    postgres = await migratedPostgres('ready');
    app = await startTestApp({ database: openPostgres(postgres.url) });
  });
  afterAll(async () => {
    await app?.close();
    await postgres?.dispose();
  });

  it('is ready while PostgreSQL answers, and not once its connections are cut', async () => {
    const ready = await api(app!, '/ready');
    expect(ready.status).toBe(200);
    expect(ReadinessReply.parse(ready.body).checks.database.ok).toBe(true);
    // Refuse new connections to the database and end the open ones, as a failed-over server would.
    await postgres.admin.query(`alter database ${postgres.name} allow_connections false`);
    await postgres.admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [postgres.name],
    );
    const down = await api(app!, '/ready');
    expect(down.status).toBe(503);
    expect(ReadinessReply.parse(down.body).checks.database).toMatchObject({ ok: false });
    await postgres.admin.query(`alter database ${postgres.name} allow_connections true`);
    await expect.poll(async () => (await api(app!, '/ready')).status, { timeout: 5_000 }).toBe(200);
  });
});
