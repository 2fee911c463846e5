import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { TRACKING_EVENTS } from '../../src/domain/trackingEvents';
import { loginAs, type TestApp } from './harness';
import { reachable } from './reachable';
import { type RedisNodes, startRedisNodes } from './redisNodes';
import { batchVehicles, gpsFix, ingest, trackedOrders } from './trackingFixtures';

const up = await reachable(6379);
if (!up) console.log('Tracking relay test skipped: Redis was not reachable on 127.0.0.1:6379.');

/** Positions ingested on node A reach a board connected to node B through the adapter's relay. */
describe.runIf(up)('tracking fan-out across two nodes with Redis', () => {
  let nodes: RedisNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let client: Socket | undefined;

  beforeAll(async () => {
    nodes = await startRedisNodes('tracking');
    ({ nodeA, nodeB } = nodes);
  });
  afterAll(async () => {
    client?.close();
    await nodes?.close();
  });

  it('delivers a vehicle ingested on node A to a client of node B', async () => {
    const [order] = await trackedOrders(nodeA.database.db, 'gps');
    const token = await loginAs(nodeB, 'owner');
    client = connectSocket(nodeB.baseUrl, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      client!.once('connect', () => resolve());
      client!.once('connect_error', reject);
    });
    const received = new Promise<VehicleState[]>((resolve) => {
      client!.on(TRACKING_EVENTS.positionBatch, (payload: unknown) => {
        const batch = batchVehicles(payload);
        if (batch.some((v) => v.orderId === order!.id)) resolve(batch);
      });
    });
    // The adapter's stream reader may start a moment after connect; ingest until the relay is heard.
    let i = 0;
    const timer = setInterval(
      () => void ingest(nodeA, 'gps', [gpsFix(`relay-${i++}`, order!.vehicleNumber, new Date())]),
      300,
    );
    try {
      expect((await received)[0]!.orderId).toBe(order!.id);
    } finally {
      clearInterval(timer);
    }
  });
});
