import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { ReadinessReply } from '../../src/domain/schemas/operations';
import type { Database } from '../db/database';

/** A dependency that has not answered in this long counts as down: an orchestrator's probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

export interface Readiness {
  check(): Promise<ReadinessReply>;
  close(): Promise<void>;
}

/**
 * Whether this node can serve: the database answers a query and, when REDIS_URL is configured, Redis answers
 * PING. Redis gets a connection of its own, opened at the first check, so a probe neither waits behind the
 * socket adapter's stream reads nor spends a request limit's connection.
 */
export function createReadiness(db: Database, redisUrl: string | undefined): Readiness {
  let redis: Redis | undefined;
  const redisClient = (url: string) => {
    redis ??= new Redis(url, {
      connectTimeout: CHECK_TIMEOUT_MS,
      // One reconnect per command at most, then the command fails: the probe answers "down", not "wait".
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    // Failures are reported by the check that meets them; ioredis would print each one otherwise.
    redis.on('error', () => {});
    return redis;
  };

  return {
    async check() {
      const [database, redisCheck] = await Promise.all([
        timed(async () => void (await db.execute(sql`select 1`))),
        redisUrl ? timed(async () => void (await redisClient(redisUrl).ping())) : undefined,
      ]);
      const ok = database.ok && (redisCheck?.ok ?? true);
      return {
        status: ok ? 'ready' : 'unavailable',
        checks: { database, ...(redisCheck ? { redis: redisCheck } : {}) },
      };
    },
    async close() {
      redis?.disconnect();
    },
  };
}

async function timed(run: () => Promise<void>): Promise<ReadinessReply['checks']['database']> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, ms: Math.round(performance.now() - started), error: message };
  } finally {
    clearTimeout(timer);
  }
}
