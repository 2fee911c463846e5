import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industryRoom } from '../../server/realtime/socketServer';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { reachable } from './reachable';

const up = await reachable(6379);
if (!up) console.log('Redis adapter test skipped: Redis was not reachable on 127.0.0.1:6379.');

/** Two server nodes sharing rooms through the Redis Streams adapter, on a stream of this run's own. */
describe.runIf(up)('socket.io across two nodes with Redis', () => {
  const streamName = `freightdesk-test-${randomBytes(4).toString('hex')}`;
  const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
  let nodeA: TestApp;
  let nodeB: TestApp;
  let client: Socket | undefined;

  beforeAll(async () => {
    [nodeA, nodeB] = await Promise.all([
      startTestApp({ env, redisStreamName: streamName }),
      startTestApp({ env, redisStreamName: streamName }),
    ]);
  });

  afterAll(async () => {
    client?.close();
    await Promise.all([nodeA?.close(), nodeB?.close()]);
    const redis = new Redis(env.REDIS_URL);
    await redis.del(streamName);
    redis.disconnect();
  });

  it('delivers an event emitted on node A to a client connected to node B', async () => {
    const token = await loginAs(nodeB, 'staff');
    const { industryId } = (await api<{ industryId: number }>(nodeB, '/api/auth/me', { token })).body;
    client = connectSocket(nodeB.baseUrl, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      client!.once('connect', () => resolve());
      client!.once('connect_error', reject);
    });
    const received = new Promise((resolve) => client!.once('order.status', resolve));
    // The adapter's stream reader may start a moment after connect; emit until it arrives.
    const timer = setInterval(
      () => nodeA.io.to(industryRoom(industryId)).emit('order.status', { id: 7 }),
      100,
    );
    try {
      expect(await received).toEqual({ id: 7 });
    } finally {
      clearInterval(timer);
    }
  });
});
