import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every answer it still gives (to a request that was under way) ends its
 * connection. Closing waits for the open connections; one idle when it began is closed at once, but one whose
 * request was under way goes idle only when answered, and a client that keeps connections (a load balancer,
 * or undici honouring the 72 s keep-alive Fastify announces) would then hold it open until the stop timed
 * out, long after the last fix was acknowledged.
 */
export function closeConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
