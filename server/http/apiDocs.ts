import { STATUS_CODES } from 'node:http';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The operation id a route gets when its schema names none: its method and path in camel case, path
 * parameters as `By…` (`GET /api/orders/:id/pod/:fileId` is `getOrdersByIdPodByFileId`). Explicit ids win.
 */
export function derivedOperationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/**
 * The zod transform, then what every operation of the contract carries whether or not its route says so:
 * an operation id, and `security: []` on public routes (no bearer token) unless they name their own scheme.
 */
const transform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = { ...result.schema } as Record<string, unknown>;
  const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
  schema.operationId ??= derivedOperationId(method, input.url);
  if (input.route.config?.public === true) schema.security ??= [];
  return { ...result, schema };
};

interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}

/**
 * Two fixes over the whole document. Swagger describes every status a schema leaves undescribed as "Default
 * Response": it gets the status's own name. And a route that sends a file (`produces: ['application/pdf']`)
 * has its errors listed under the file's type, though every error is JSON (`ApiError`, errorHandler.ts).
 */
const transformObject: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject;
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item ?? {})) {
      const responses = (operation as { responses?: Record<string, ResponseObject> })?.responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (response.description === 'Default Response')
          response.description = STATUS_CODES[Number(status)] ?? 'Response';
        const content = response.content;
        if (/^[45]/.test(status) && content && !content['application/json']) {
          const [first] = Object.values(content);
          if (first) response.content = { 'application/json': first };
        }
      }
    }
  return document;
};

/** OpenAPI generated from the zod schemas of the routes; the UI lives at /api/docs. Register before routes. */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Freightdesk API',
        description:
          'JSON under /api. Send `Authorization: Bearer <token>` from POST /api/auth/login. Feeds post to ' +
          "/api/ingest/* with the industry's ingest key. GET /health, /ready and /metrics serve the operators.",
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          ingestKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description: "The industry's ingest API key (npm run admin -- create-industry prints one).",
          },
          ingestKeyQuery: {
            type: 'apiKey',
            in: 'query',
            name: 'key',
            description: 'The same key as a query parameter, for device apps that can only set a URL.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
