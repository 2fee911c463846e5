import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industryRoom } from '../../server/events/rooms';
import { api, loginAs, type TestApp } from './harness';
import { reachable } from './reachable';
import { type RedisNodes, startRedisNodes } from './redisNodes';

const up = await reachable(6379);
if (!up) console.log('Redis adapter test skipped: Redis was not reachable on 127.0.0.1:6379.');

/** Two server nodes sharing rooms through the Redis Streams adapter, on a stream of this run's own. */
describe.runIf(up)('socket.io across two nodes with Redis', () => {
  let nodes: RedisNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let client: Socket | undefined;

  beforeAll(async () => {
    nodes = await startRedisNodes('socket');
    ({ nodeA, nodeB } = nodes);
  });
  afterAll(async () => {
    client?.close();
    await nodes?.close();
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
