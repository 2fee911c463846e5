import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../src/domain/schemas/error';
import { HealthReply, MetricsText, ReadinessReply } from '../../src/domain/schemas/operations';
import { unauthorized } from '../errors/httpError';
import type { AppMetrics } from '../operations/metrics';
import type { Readiness } from '../operations/readiness';

/** Probes and scrapes are frequent and dull: their requests are logged at debug only (requestLog.ts). */
const config = { public: true, quietLog: true } as const;

/**
 * What an orchestrator and Prometheus ask, outside /api: GET /health (the process answers), GET /ready (its
 * database and Redis answer) and GET /metrics (Prometheus text, behind METRICS_TOKEN when one is set).
 */
export const operationsRoutes: FastifyPluginAsyncZod<{
  readiness: Readiness;
  metrics: AppMetrics;
  metricsToken: string | undefined;
}> = async (app, { readiness, metrics, metricsToken }) => {
  app.addHook('onClose', () => readiness.close());

  app.get(
    '/health',
    {
      config,
      schema: {
        operationId: 'getHealth',
        tags: ['operations'],
        summary: 'Liveness: the process answers (the database is not asked)',
        security: [],
        response: { 200: HealthReply },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config,
      schema: {
        operationId: 'getReadiness',
        tags: ['operations'],
        summary: 'Readiness: the database answers a query and, with REDIS_URL, Redis answers PING',
        description: 'Answers 503 with the same body, naming the dependency that failed, when one did not.',
        security: [],
        response: { 200: ReadinessReply, 503: ReadinessReply },
      },
    },
    async (_request, reply) => {
      const report = await readiness.check();
      return reply.status(report.status === 'ready' ? 200 : 503).send(report);
    },
  );

  const expected = metricsToken ? digest(metricsToken) : undefined;
  app.get(
    '/metrics',
    {
      config,
      schema: {
        operationId: 'getMetrics',
        tags: ['operations'],
        summary: 'Prometheus metrics of this node',
        description:
          'Ingest events and batches by feed, socket connections, event fan-out lag, HTTP request durations and ' +
          'the process metrics. When the server has METRICS_TOKEN, send `Authorization: Bearer <METRICS_TOKEN>`.',
        security: [],
        response: { 200: MetricsText, 401: ApiError },
      },
    },
    async (request, reply) => {
      if (expected) {
        const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!timingSafeEqual(digest(given), expected)) throw unauthorized('Send the metrics token');
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
};

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();
