import createClient from 'openapi-fetch';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { derivedOperationId } from '../../server/http/apiDocs';
import { INGEST_EXAMPLES } from '../../server/http/tracking/ingestExamples';
import { TABLE_PAGE_SIZES } from '../../src/domain/constants';
import { PDF_MEDIA_TYPE } from '../../src/domain/schemas/documents';
import { INGEST_ITEM_SCHEMAS, INGEST_SOURCES } from '../../src/domain/schemas/ingest';
import { SHEET_MEDIA_TYPES } from '../../src/domain/schemas/transfer';
import type { paths } from '../generated/freightdeskApi';
import { api, startTestApp, type TestApp } from './harness';
import { trackedOrders } from './trackingFixtures';

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

/** A shared response or schema in place of its reference. */
function resolved<T>(node: T | OpenAPIV3.ReferenceObject): T {
  if (!node || typeof node !== 'object' || !('$ref' in node)) return node as T;
  const [, , kind, name] = node.$ref.split('/');
  const components = document.components as Record<string, Record<string, unknown>>;
  return resolved(components[kind!]![name!] as T);
}

const responsesOf = (operation: OpenAPIV3.OperationObject) =>
  Object.entries(operation.responses).map(([status, response]) => [
    status,
    resolved<OpenAPIV3.ResponseObject>(response),
  ]) as [string, OpenAPIV3.ResponseObject][];

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
        const media = response.content?.['application/json'];
        const schema = media?.schema && resolved<OpenAPIV3.SchemaObject>(media.schema);
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
      // Only OsmAnd's POST may come without a body (its fix in the query, as older Traccar Clients send it).
      const required = (operation.requestBody as OpenAPIV3.RequestBodyObject).required;
      expect(required, `${name}: is its body required`).toBe(name !== 'POST /api/ingest/osmand');
    }
  });

  it("types each feed's events by its own item schema, and shows an example that schema accepts", () => {
    for (const source of INGEST_SOURCES) {
      const operation = document.paths[`/api/ingest/${source}`]?.post;
      const media = (operation?.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content[
        'application/json'
      ];
      const events = (media!.schema as OpenAPIV3.SchemaObject).properties
        ?.events as OpenAPIV3.ArraySchemaObject;
      expect((events.items as OpenAPIV3.ReferenceObject).$ref, source).toMatch(
        /^#\/components\/schemas\/\w+In$/,
      );
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

  it('describes and exemplifies every operation', () => {
    const undescribed = operations.filter((o) => !o.operation.description?.trim()).map((o) => o.name);
    expect(undescribed).toEqual([]);
    const hasExample = (media: OpenAPIV3.MediaTypeObject | undefined) =>
      media?.example !== undefined || media?.examples !== undefined;
    const unexampled = operations.filter(({ operation }) => {
      const parameters = (operation.parameters ?? []).map((p) => resolved<OpenAPIV3.ParameterObject>(p));
      const body = resolved<OpenAPIV3.RequestBodyObject | undefined>(operation.requestBody);
      return !(
        parameters.some((p) => p.example !== undefined) ||
        Object.values(body?.content ?? {}).some(hasExample) ||
        responsesOf(operation).some(([, r]) => Object.values(r.content ?? {}).some(hasExample))
      );
    });
    expect(unexampled.map((o) => o.name)).toEqual([]);
    // Who may call it, in the auth hook's terms.
    expect(document.paths['/api/orders']?.get?.description).toContain('industry with a current plan');
    expect(document.paths['/api/auth/login']?.post?.description).toContain('Public: no sign-in.');
  });

  it('refers to shared components, and keeps only the ones it reaches', () => {
    const text = JSON.stringify(document);
    const schemas = Object.keys(document.components?.schemas ?? {});
    expect(schemas).toEqual(expect.arrayContaining(['ApiError', 'OrderDetail', 'OrderPage', 'GpsFixIn']));
    for (const name of schemas) expect(text, name).toContain(`"#/components/schemas/${name}"`);
    expect(document.paths['/api/orders/{id}']?.get?.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    // A document of shared parts: it was 1.3 MB when every use spelt its schema out.
    expect(text.length).toBeLessThan(800_000);
  });

  it('documents the uploads with their bodies, the files with binary answers, and page sizes as the enum', () => {
    const pod = document.paths['/api/orders/{id}/pod']?.post?.requestBody as OpenAPIV3.RequestBodyObject;
    const form = pod.content['multipart/form-data']?.schema as OpenAPIV3.SchemaObject;
    expect(form.properties).toMatchObject({ file: { type: 'string', format: 'binary' }, receivedBy: {} });
    expect(form.required).toEqual(expect.arrayContaining(['file', 'receivedBy']));
    const picture = document.paths['/api/user/profile/picture']?.put
      ?.requestBody as OpenAPIV3.RequestBodyObject;
    expect(Object.keys(picture.content)).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']),
    );
    for (const media of Object.values(picture.content))
      expect(media.schema).toMatchObject({ type: 'string', format: 'binary' });
    const file = document.paths['/api/orders/{id}/pod/{fileId}']?.get?.responses[
      '200'
    ] as OpenAPIV3.ResponseObject;
    for (const media of Object.values(file.content ?? {}))
      expect(media.schema).toMatchObject({ type: 'string', format: 'binary' });
    const pageSize = document.paths['/api/orders']?.get?.parameters?.find(
      (p) => (p as OpenAPIV3.ParameterObject).name === 'pageSize',
    ) as OpenAPIV3.ParameterObject;
    expect((pageSize.schema as OpenAPIV3.SchemaObject).enum).toEqual([...TABLE_PAGE_SIZES]);
  });

  it('names every format an export answers in, where it describes the file', () => {
    const formatOf: Record<string, string> = {
      [SHEET_MEDIA_TYPES.csv]: 'CSV',
      [SHEET_MEDIA_TYPES.xlsx]: 'XLSX',
      [PDF_MEDIA_TYPE]: 'PDF',
    };
    const misnamed = operations.flatMap(({ name, operation }) => {
      const answer = responsesOf(operation).find(([status]) => status === '200')?.[1];
      const media = Object.entries(answer?.content ?? {});
      // Exports only: a sheet among the answers. A stored file is described as it was uploaded.
      if (!media.some(([type]) => type === SHEET_MEDIA_TYPES.csv)) return [];
      return media.flatMap(([type, { schema }]) => {
        const format = formatOf[type];
        const description = resolved<OpenAPIV3.SchemaObject>(schema!).description ?? '';
        return format && !description.includes(format) ? [`${name} ${format}: "${description}"`] : [];
      });
    });
    expect(misnamed).toEqual([]);
  });
});

describe('a client generated from the document (openapi-typescript types, openapi-fetch)', () => {
  it('signs in, lists orders and posts a fix', async () => {
    const client = createClient<paths>({ baseUrl: app.baseUrl });
    const login = await client.POST('/api/auth/login', {
      body: { login: demoAccount('owner').email, password: DEMO_PASSWORD },
    });
    expect(login.response.status).toBe(200);
    const headers = { authorization: `Bearer ${login.data!.token}` };

    const orders = await client.GET('/api/orders', {
      params: { query: { direction: 'outbound', pageSize: 50 } },
      headers,
    });
    expect(orders.data!.pageSize).toBe(50);
    expect(orders.data!.rows.length).toBeGreaterThan(0);
    const oddSize = { direction: 'outbound', pageSize: 7 } as const;
    // @ts-expect-error the generated types know the page sizes the server accepts
    const refused = await client.GET('/api/orders', { params: { query: oddSize }, headers });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.code).toBe('validation');

    const [truck] = await trackedOrders(app.database.db, 'gps');
    const fix = await client.POST('/api/ingest/gps', {
      headers: { 'x-api-key': DEMO_INGEST_KEY },
      body: {
        events: [
          {
            eventId: 'typed-client-1',
            vehicleNumber: truck!.vehicleNumber!,
            recordedAt: new Date().toISOString(),
            latitude: 24.5854,
            longitude: 80.8322,
          },
        ],
      },
    });
    expect(fix.data).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
  });
});
