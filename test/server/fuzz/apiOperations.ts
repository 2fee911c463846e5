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
 * A schema with its references to the document's shared components spelt out, as the fuzzer draws values
 * field by field; a component inside itself (none yet) would be left as any value.
 */
function dereferenced(
  node: unknown,
  schemas: Record<string, unknown>,
  inside: readonly string[] = [],
): unknown {
  if (Array.isArray(node)) return node.map((item) => dereferenced(item, schemas, inside));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as { $ref?: string };
  if (typeof $ref === 'string') {
    const name = $ref.replace('#/components/schemas/', '');
    if (inside.includes(name)) return {};
    return { ...(dereferenced(schemas[name], schemas, [...inside, name]) as object), ...rest };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereferenced(value, schemas, inside)]),
  );
}

/** Every operation of the OpenAPI document the server generates from its zod schemas. */
export async function apiOperations(baseUrl: string): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/api/docs/json`);
  const document = (await response.json()) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas ?? {};
  const spelt = (schema: unknown) => dereferenced(schema, schemas) as JsonSchema;
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const parameters = operation.parameters ?? [];
      const params = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: spelt(p.schema) }));
      const json = operation.requestBody?.content['application/json']?.schema;
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: json ? spelt(json) : null,
        tags: operation.tags ?? [],
        public: Array.isArray(operation.security) && operation.security.length === 0,
      });
    }
  }
  return operations;
}
