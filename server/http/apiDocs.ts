import { STATUS_CODES } from 'node:http';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nameComponents, type OpenApiDocument, registerApiComponents } from './apiComponents';
import { addExamples } from './apiExamples';
import { exhaustiveRecords, tidyResponses } from './apiResponses';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body as the document shows it, where it is not what the route validates: a file or a multipart form
     * the handler reads itself, or a feed's batch whose events are checked one by one after the envelope.
     */
    documentedBody?: z.ZodType;
  }
}

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
 * A path, query or header schema spelt out: swagger lists its properties as parameters, which it cannot do
 * through a reference to a component (a named schema's `.meta()` copy is one too, to its parent).
 */
function inline(schema: unknown): unknown {
  if (!(schema instanceof z.ZodType)) return schema;
  const copy = schema.clone({ ...schema._zod.def });
  const { id: _named, ...meta } = z.globalRegistry.get(schema) ?? {};
  if (Object.keys(meta).length > 0) z.globalRegistry.add(copy, meta);
  return copy;
}

/** What each error status of an operation means, for its description. */
const ERROR_MEANINGS: Record<string, string> = {
  400: '400 names the fields at fault',
  401: '401 without a valid credential',
  403: '403 without the permission, the plan or the kind of account it needs',
  404: '404 for a record that is not there or not the industry’s',
  409: '409 when the record’s state does not allow it',
  413: '413 for a body over the limit',
  415: '415 for a body of another type',
  422: '422 when it names a record that is not the industry’s',
  429: '429 when called too often',
  503: '503 when a service it needs is down',
};

/**
 * Who may call an operation and what its errors mean, after what its route says of it: the same rules the
 * auth hook applies (authHook.ts, routeConfig.ts), so the description cannot promise another.
 */
function operationDescription(
  schema: Record<string, unknown>,
  config: { public?: boolean; planExempt?: boolean; transporterAllowed?: boolean } | undefined,
  statuses: readonly string[],
): string {
  const security = schema.security as Record<string, unknown>[] | undefined;
  const audience = security?.some((s) => 'ingestKey' in s)
    ? "Authenticated by the industry's ingest key (`x-api-key`, or `?key=`)."
    : config?.public
      ? 'Public: no sign-in.'
      : config?.transporterAllowed
        ? config.planExempt
          ? 'For signed-in shipper and transporter users (bearer token), with or without a current plan.'
          : 'For signed-in transporter users, and shipper users of an industry with a current plan (bearer token).'
        : config?.planExempt
          ? 'For signed-in shipper users (bearer token), with or without a current plan.'
          : 'For signed-in shipper users (bearer token) of an industry with a current plan.';
  const errors = statuses
    .filter((status) => /^[45]/.test(status))
    .map((status) => ERROR_MEANINGS[status] ?? `${status} ${STATUS_CODES[Number(status)] ?? ''}`.trim());
  const own = typeof schema.description === 'string' ? schema.description : `${schema.summary}.`;
  return [own, audience, errors.length ? `Errors are JSON (ApiError): ${errors.join('; ')}.` : '']
    .filter(Boolean)
    .join('\n\n');
}

/** `/api/orders/:id` as the document writes it, `/api/orders/{id}`, after its method. */
const operationKey = (method: string, url: string) =>
  `${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;

/**
 * A body written with its example (`Schema.meta({ examples })`) that is a named component comes out of the zod
 * transform as a reference with the example beside it, which swagger drops: it is kept here by operation, and
 * put back on the body's media once the document is made.
 */
const writtenBodyExamples = new Map<string, unknown>();

/**
 * The zod transform, then what every operation of the contract carries whether or not its route says so:
 * an operation id, `security: []` on public routes (no bearer token) unless they name their own scheme, and a
 * description of who may call it and what its errors mean.
 */
const transform: SwaggerTransform = (input) => {
  const { params, querystring, headers, documentedBody, ...rest } = input.schema ?? {};
  const spelt = input.schema && {
    ...rest,
    ...(params ? { params: inline(params) } : {}),
    ...(querystring ? { querystring: inline(querystring) } : {}),
    ...(headers ? { headers: inline(headers) } : {}),
    ...(documentedBody ? { body: documentedBody } : {}),
  };
  const result = jsonSchemaTransform({ ...input, schema: spelt } as Parameters<
    typeof jsonSchemaTransform
  >[0]);
  const schema = { ...result.schema } as Record<string, unknown>;
  if (schema.hide) return result;
  const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
  const body = schema.body as { $ref?: string; examples?: unknown[]; example?: unknown } | undefined;
  const written = body?.examples?.[0] ?? body?.example;
  if (body?.$ref && written !== undefined) writtenBodyExamples.set(operationKey(method, input.url), written);
  schema.operationId ??= derivedOperationId(method, input.url);
  if (input.route.config?.public === true) schema.security ??= [];
  schema.description = operationDescription(
    schema,
    input.route.config,
    Object.keys((input.schema?.response as object | undefined) ?? {}),
  );
  return { ...result, schema };
};

type BodyMedia = {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { anyOf?: { type?: unknown }[] };
};

/** A body a form can carry: names and text values, nothing nested. */
const isFormFields = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

/**
 * A form body's examples are the body's that a form can carry: a route that reads JSON or a form (OsmAnd)
 * documents one schema for both, whose JSON examples a form cannot send.
 */
function formExamplesOnly(media: BodyMedia | undefined) {
  if (!media?.examples) return;
  media.examples = Object.fromEntries(
    Object.entries(media.examples).filter(([, example]) => isFormFields(example.value)),
  );
}

type OperationBody = { required?: boolean; content?: Record<string, BodyMedia> };

/**
 * A body whose schema takes null (`.nullish()`: OsmAnd's POST may carry its fix in the query alone) is not
 * required, whatever the generator assumed from there being a schema.
 */
const optionalBody = (content: Record<string, BodyMedia> | undefined) =>
  Object.values(content ?? {}).some((media) => (media.schema?.anyOf ?? []).some((o) => o.type === 'null'));

/** The zod components named and pruned, the answers tidied, and an example for every operation. */
const transformObject: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = nameComponents(jsonSchemaTransformObject(documentObject) as OpenApiDocument);
  exhaustiveRecords(document);
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(item ?? {})) {
      const body = (operation as { requestBody?: OperationBody }).requestBody;
      const content = body?.content;
      if (body && optionalBody(content)) body.required = false;
      const media = content?.['application/json'];
      const example = writtenBodyExamples.get(`${method} ${path}`);
      if (media && example !== undefined) media.example ??= example;
      formExamplesOnly(content?.['application/x-www-form-urlencoded']);
    }
  return addExamples(tidyResponses(document)) as ReturnType<SwaggerTransformObject>;
};

/**
 * OpenAPI 3.1 generated from the zod schemas of the routes; the UI lives at /api/docs, the document at
 * /api/docs/json (and `npm run openapi` writes it out). Register before routes.
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  registerApiComponents();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Freightdesk API',
        description:
          'JSON under /api. Send `Authorization: Bearer <token>` from POST /api/auth/login. Feeds post to ' +
          "/api/ingest/* with the industry's ingest key. GET /health, /ready and /metrics serve the operators.",
        version: '0.1.0',
      },
      // Relative: the server that serves this document, wherever it is reached.
      servers: [{ url: '/', description: 'The server that serves this document' }],
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
