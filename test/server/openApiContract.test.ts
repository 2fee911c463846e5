import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedOperationId } from '../../server/http/apiDocs';
import { INGEST_EXAMPLES } from '../../server/http/tracking/ingestExamples';
import { INGEST_ITEM_SCHEMAS, INGEST_SOURCES } from '../../src/domain/schemas/ingest';
import { api, startTestApp, type TestApp } from './harness';

/**
 * The integration contract: every operation of the generated OpenAPI document (routes added later included)
 * is named, tagged, summarised, answers a described success, and is secured as it is served.
 */

let app: TestApp;
let document: OpenAPIV3.Document;
const operations: { name: string; path: string; operation: OpenAPIV3.OperationObject }[] = [];

beforeAll(async () => {
  app = await startTestApp();
  document = app.app.swagger() as OpenAPIV3.Document;
  for (const [path, item] of Object.entries(document.paths))
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item?.[method];
      if (operation) operations.push({ name: `${method.toUpperCase()} ${path}`, path, operation });
    }
});
afterAll(() => app.close());

const responsesOf = (operation: OpenAPIV3.OperationObject) =>
  Object.entries(operation.responses) as [string, OpenAPIV3.ResponseObject][];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 and is served as JSON at /api/docs/json', async () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(operations.length).toBeGreaterThan(200);
    const served = await api<OpenAPIV3.Document>(app, '/api/docs/json');
    expect(served.status).toBe(200);
    expect(Object.keys(served.body.paths)).toEqual(Object.keys(document.paths));
  });

  it('names every operation with an id of its own', () => {
    const missing = operations.filter((o) => !o.operation.operationId).map((o) => o.name);
    expect(missing).toEqual([]);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { name, operation } of operations) {
      const id = operation.operationId!;
      if (seen.has(id)) clashes.push(`${id}: ${seen.get(id)} and ${name}`);
      seen.set(id, name);
    }
    expect(clashes).toEqual([]);
  });

  it('keeps an explicit operation id and derives the others from method and path', () => {
    expect(document.paths['/api/ingest/gps']?.post?.operationId).toBe('ingestGps');
    expect(document.paths['/health']?.get?.operationId).toBe('getHealth');
    expect(derivedOperationId('GET', '/api/orders/{id}/pod/{fileId}')).toBe('getOrdersByIdPodByFileId');
    expect(derivedOperationId('POST', '/api/user/save-token')).toBe('postUserSaveToken');
  });

  it('tags and summarises every operation', () => {
    expect(operations.filter((o) => !o.operation.tags?.length).map((o) => o.name)).toEqual([]);
    expect(operations.filter((o) => !o.operation.summary?.trim()).map((o) => o.name)).toEqual([]);
  });

  it('describes a success of every operation with a schema, and no response as "Default Response"', () => {
    const problems: string[] = [];
    for (const { name, operation } of operations) {
      const responses = responsesOf(operation);
      const successes = responses.filter(([status]) => /^2\d\d$/.test(status));
      if (successes.length === 0) problems.push(`${name}: no 2xx response`);
      for (const [status, response] of successes) {
        // 204 is the one success that has no body to describe.
        if (status === '204') continue;
        const schemas = Object.values(response.content ?? {}).map((media) => media.schema);
        if (schemas.length === 0 || schemas.some((s) => !s || Object.keys(s).length === 0))
          problems.push(`${name}: ${status} has no schema`);
      }
      for (const [status, response] of responses)
        if (response.description === 'Default Response')
          problems.push(`${name}: ${status} "Default Response"`);
    }
    expect(problems).toEqual([]);
  });

  it('answers errors in the ApiError shape wherever an error status is described', () => {
    const problems: string[] = [];
    for (const { name, operation } of operations)
      for (const [status, response] of responsesOf(operation)) {
        // /ready's 503 is its readiness report, naming the dependency that failed.
        if (!/^[45]\d\d$/.test(status) || name === 'GET /ready') continue;
        const schema = response.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
        const error = schema?.properties?.error as OpenAPIV3.SchemaObject | undefined;
        if (!error?.properties?.code || !error.properties.message) problems.push(`${name}: ${status}`);
      }
    expect(problems).toEqual([]);
  });

  it('declares the bearer and ingest key schemes', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      ingestKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      ingestKeyQuery: { type: 'apiKey', in: 'query', name: 'key' },
    });
    expect(document.security).toEqual([{ bearer: [] }]);
  });

  it('secures every ingest operation by the ingest key, in the header or the query, with an example body', () => {
    const ingest = operations.filter((o) => o.path.startsWith('/api/ingest/'));
    expect(ingest.length).toBeGreaterThanOrEqual(INGEST_SOURCES.length);
    for (const { name, operation } of ingest) {
      expect(operation.security, name).toEqual([{ ingestKey: [] }, { ingestKeyQuery: [] }]);
      expect(operation.tags, name).toContain('ingest');
      // A GET feed (OsmAnd) carries its fix in the query: its parameters are the documentation.
      if (name.startsWith('GET ')) {
        expect(operation.parameters?.length, `${name} documents its query`).toBeGreaterThan(0);
        continue;
      }
      const media = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content[
        'application/json'
      ];
      expect(media?.example ?? media?.examples, `${name} has an example body`).toBeTruthy();
    }
  });

  it('shows each feed an example its own item schema accepts', () => {
    for (const source of INGEST_SOURCES) {
      const operation = document.paths[`/api/ingest/${source}`]?.post;
      const media = (operation?.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content[
        'application/json'
      ];
      const body = media?.example as { events: unknown[] };
      expect(body.events).toEqual([INGEST_EXAMPLES[source]]);
      expect(INGEST_ITEM_SCHEMAS[source].safeParse(INGEST_EXAMPLES[source]).success, source).toBe(true);
    }
  });

  it('leaves the bearer token off public operations', () => {
    for (const path of ['/health', '/ready', '/metrics', '/api/auth/login', '/api/client-config'])
      expect(document.paths[path]?.get?.security ?? document.paths[path]?.post?.security, path).toEqual([]);
    // A signed-in operation inherits the document's bearer requirement.
    expect(document.paths['/api/orders']?.get?.security).toBeUndefined();
  });
});
