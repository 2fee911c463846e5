import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { OpenedDatabase } from '../../server/db/database';
import { cloneSeededDatabase, startTestApp, type TestApp } from './harness';
import { leftOpen } from './leftOpen';

export const REDIS_URL = 'redis://127.0.0.1:6379';

export interface RedisNodes {
  nodeA: TestApp;
  nodeB: TestApp;
  /** Stops both nodes and deletes the run's stream, leaving Redis as it was. */
  close(): Promise<void>;
}

/**
 * Two server nodes sharing rooms through the Redis Streams adapter, on a stream of this run's own. Each has
 * its own copy of the seeded database unless `sharedDatabase`: then both use one, as real nodes do, so a
 * token issued by one is known to the other. That one is a fresh clone, closed with the nodes, or the
 * caller's, left open.
 */
export async function startRedisNodes(
  label: string,
  options: { sharedDatabase?: boolean | OpenedDatabase; env?: Record<string, string> } = {},
): Promise<RedisNodes> {
  const streamName = `freightdesk-${label}-test-${randomBytes(4).toString('hex')}`;
  const env = { ...options.env, REDIS_URL };
  const given = typeof options.sharedDatabase === 'object' ? options.sharedDatabase : null;
  const cloned = options.sharedDatabase === true ? await cloneSeededDatabase() : null;
  const shared = given ?? cloned;
  const database = shared ? { database: leftOpen(shared) } : {};
  const [nodeA, nodeB] = await Promise.all([
    startTestApp({ env, redisStreamName: streamName, ...database }),
    startTestApp({ env, redisStreamName: streamName, ...database }),
  ]);
  return {
    nodeA,
    nodeB,
    async close() {
      await Promise.all([nodeA.close(), nodeB.close()]);
      await cloned?.close();
      const redis = new Redis(REDIS_URL);
      // The stream, and the request limits' counters the nodes kept under its name.
      const counters = await redis.keys(`${streamName}:limits:*`);
      await redis.del(streamName, ...counters);
      redis.disconnect();
    },
  };
}
