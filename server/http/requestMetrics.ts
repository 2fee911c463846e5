import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../operations/metrics';

/** Every answered request into the duration histogram, labelled by its route pattern, never its raw URL. */
export function installRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
