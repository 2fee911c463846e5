import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Reports a Redis connection going down and coming back through the app's log, once each: unheard, ioredis
 * prints every failed reconnect to the console ("Unhandled error event"), a line every few seconds.
 */
export function logRedisConnection(redis: Redis, log: FastifyBaseLogger, purpose: string): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `Redis (${purpose}) is unreachable; retrying`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`Redis (${purpose}) is reachable again`);
  });
}
