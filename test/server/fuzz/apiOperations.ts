import { z } from 'zod';
import { INGEST_ITEM_SCHEMAS, type IngestSource } from '../../../src/domain/schemas/ingest';
import type { JsonSchema } from './schemaValues';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the API, as the server's OpenAPI document describes it. */
export interface Operation {
  /** "POST /api/requests/{id}/award". */
  name: string;
  method: string;
  /** OpenAPI path template. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** Null for an operation that takes no body. */
  body: JsonSchema | null;
  tags: string[];
  /** Declared with no security requirement (ingest and share links). */
  public: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  tags?: string[];
  security?: unknown[];
}

/**
 * The ingest envelope's events are `unknown` in the document (each is checked on its own, so that one bad
 * event does not sink the batch); the fuzzer fills them from the item schemas the route checks them with.
 */
function withIngestItems(path: string, body: JsonSchema | null): JsonSchema | null {
  const source = path.match(/^\/api\/ingest\/(\w+)$/)?.[1] as IngestSource | undefined;
  if (!source || !body?.properties?.events || !(source in INGEST_ITEM_SCHEMAS)) return body;
  const items = z.toJSONSchema(INGEST_ITEM_SCHEMAS[source], {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return { ...body, properties: { ...body.properties, events: { ...body.properties.events, items } } };
}

/** Every operation of the OpenAPI document the server generates from its zod schemas. */
export async function apiOperations(baseUrl: string): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/api/docs/json`);
  const document = (await response.json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const parameters = operation.parameters ?? [];
      const params = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema }));
      const body = operation.requestBody?.content['application/json']?.schema ?? null;
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: withIngestItems(path, body),
        tags: operation.tags ?? [],
        public: Array.isArray(operation.security) && operation.security.length === 0,
      });
    }
  }
  return operations;
}
