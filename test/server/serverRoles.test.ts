import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { openPostgres } from '../../server/db/open';
import { seedDemo } from '../../server/db/seed/seedDemo';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { TRACKING_EVENTS } from '../../src/domain/trackingEvents';
import { loginAs, startTestApp, type TestApp } from './harness';
import { reachable } from './reachable';
import { REDIS_URL } from './redisNodes';
import { batchVehicles, gpsFix, ingest, trackedOrders } from './trackingFixtures';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const up = (await reachable(5432)) && (await reachable(6379));
if (!up) console.log('Server role tests skipped: PostgreSQL or Redis was not reachable on 127.0.0.1.');

/**
 * SERVER_ROLE=writer and web as separate nodes, each with its own connection pool to one PostgreSQL database
 * and sharing Redis, as two processes would: the feeds post to the writer, people and their sockets use the
 * web node, and what the writer stores reaches the web node's sockets.
 */
describe.runIf(up)('writer and web nodes on PostgreSQL and Redis', () => {
  const name = `freightdesk_test_${randomBytes(4).toString('hex')}`;
  const url = `postgres://postgres@127.0.0.1:5432/${name}`;
  const streamName = `freightdesk-roles-test-${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  let writer: TestApp;
  let web: TestApp;
  let client: Socket | undefined;

  const node = async (role: 'writer' | 'web', database: OpenedDatabase) =>
    startTestApp({ database, env: { REDIS_URL, SERVER_ROLE: role }, redisStreamName: streamName });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const setup = openPostgres(url);
    await setup.migrate();
    await seedDemo(setup.db, new Date());
    await setup.close();
    writer = await node('writer', openPostgres(url));
    web = await node('web', openPostgres(url));
  }, 180_000);

  afterAll(async () => {
    client?.close();
    await writer?.close();
    await web?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    const counters = await redis.keys(`${streamName}:limits:*`);
    await redis.del(streamName, ...counters);
    redis.disconnect();
  });

  it('takes feeds on the writer only, and people on the web node only', async () => {
    const [order] = await trackedOrders(web.database.db, 'gps');
    const fix = () => [gpsFix(`role-${randomBytes(3).toString('hex')}`, order!.vehicleNumber, new Date())];
    expect((await ingest(writer, 'gps', fix())).body.accepted).toBe(1);
    expect((await ingest(web, 'gps', fix())).status).toBe(404);
    const signIn = (app: TestApp) =>
      fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'nobody@example.com', password: 'wrong-password' }),
      });
    expect((await signIn(writer)).status).toBe(404);
    expect((await signIn(web)).status).toBe(401);
  });

  it('delivers a fix stored by the writer to a board connected to the web node', async () => {
    const [order] = await trackedOrders(web.database.db, 'gps');
    const token = await loginAs(web, 'owner');
    client = connectSocket(web.baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      client!.once('connect', () => resolve());
      client!.once('connect_error', reject);
    });
    // The adapter's stream reader may start a moment after connect: a new fix every half second (each a
    // second later, so that it moves the vehicle on) until one is heard.
    const sent = new Set<string>();
    const received = new Promise<VehicleState[]>((resolve) => {
      client!.on(TRACKING_EVENTS.positionBatch, (payload: unknown) => {
        const batch = batchVehicles(payload);
        if (batch.some((v) => v.orderId === order!.id && sent.has(v.lastFix?.at ?? ''))) resolve(batch);
      });
    });
    // In whole seconds, as the wire carries fix times.
    const start = Math.floor(Date.now() / 1000) * 1000;
    const send = () => {
      const at = new Date(start + sent.size * 1000);
      sent.add(at.toISOString());
      return ingest(writer, 'gps', [gpsFix(`role-relay-${sent.size}`, order!.vehicleNumber, at)]);
    };
    expect((await send()).body.accepted).toBe(1);
    const timer = setInterval(() => void send(), 500);
    try {
      const batch = await received;
      expect(batch.find((v) => v.orderId === order!.id)?.vehicleNumber).toBe(order!.vehicleNumber);
    } finally {
      clearInterval(timer);
    }
  });
});
