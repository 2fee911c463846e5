import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { logRedisConnection } from '../operations/redisConnectionLog';

/**
 * Where the request limits (requestLimits.ts) count: in Redis when REDIS_URL is set, so every node counts the
 * same attempts and a client cannot spread them over the nodes; in this process's memory otherwise.
 */
export async function installLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
  nameSpace: string,
) {
  if (!redisUrl) return void (await app.register(rateLimit, { global: false }));
  // A short timeout and one retry: a counter that cannot be reached must fail the request, not hang it.
  const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
  logRedisConnection(redis, app.log, 'request limits');
  app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, { global: false, redis, nameSpace });
}
