import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod schemas of the routes; the UI lives at /api/docs. Register before routes. */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Freightdesk API',
        description: 'JSON under /api. Send `Authorization: Bearer <token>` from POST /api/auth/login.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The feeds' ingest keys (Settings → Ingest keys): a header, or the query for clients without headers.
          ingestKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          ingestKeyQuery: { type: 'apiKey', in: 'query', name: 'key' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
