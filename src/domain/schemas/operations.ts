import { z } from 'zod';

/** GET /health: the process answers; nothing else is asked. */
export const HealthReply = z.object({ status: z.literal('ok') });
export type HealthReply = z.infer<typeof HealthReply>;

/** One dependency as GET /ready found it. */
export const DependencyCheck = z.object({
  ok: z.boolean(),
  /** How long it took to answer, or to fail. */
  ms: z.number().int().nonnegative(),
  /** Why it failed; absent when it answered. */
  error: z.string().optional(),
});

/** GET /ready: 200 when every configured dependency answered, 503 naming the one that did not. */
export const ReadinessReply = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: DependencyCheck,
    /** Present only when REDIS_URL is configured. */
    redis: DependencyCheck.optional(),
  }),
});
export type ReadinessReply = z.infer<typeof ReadinessReply>;

/** GET /metrics: Prometheus text exposition format. */
export const MetricsText = z
  .string()
  .describe('Prometheus text exposition format (text/plain; version=0.0.4)');
