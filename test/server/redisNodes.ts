import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from './harness';

export const REDIS_URL = 'redis://127.0.0.1:6379';

export interface RedisNodes {
  nodeA: TestApp;
  nodeB: TestApp;
  /** Stops both nodes and deletes the run's stream, leaving Redis as it was. */
  close(): Promise<void>;
}

/** Two server nodes sharing rooms through the Redis Streams adapter, on a stream of this run's own. */
export async function startRedisNodes(label: string): Promise<RedisNodes> {
  const streamName = `freightdesk-${label}-test-${randomBytes(4).toString('hex')}`;
  const env = { REDIS_URL };
  const [nodeA, nodeB] = await Promise.all([
    startTestApp({ env, redisStreamName: streamName }),
    startTestApp({ env, redisStreamName: streamName }),
  ]);
  return {
    nodeA,
    nodeB,
    async close() {
      await Promise.all([nodeA.close(), nodeB.close()]);
      const redis = new Redis(REDIS_URL);
      await redis.del(streamName);
      redis.disconnect();
    },
  };
}
