import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from '../../src/domain/schemas/error';
import type { OpenApiDocument } from './apiComponents';

/**
 * The answers of the OpenAPI document as a generator reads them. Swagger describes every status a schema
 * leaves undescribed as "Default Response": it gets the status's own name. A route that sends a file
 * (`produces: ['application/pdf']`) has its errors listed under the file's type, though every error is JSON
 * (`ApiError`, errorHandler.ts), and its file described with no type: it is binary. And the errors, the same
 * at every operation, are described once as shared responses (`#/components/responses/NotFound`).
 */

interface Media {
  schema?: Record<string, unknown>;
}
interface Response {
  description?: string;
  content?: Record<string, Media>;
  $ref?: string;
}

const API_ERROR = '#/components/schemas/ApiError';

/** `Not Found` → `NotFound`: the shared response's name. */
const responseName = (status: string) =>
  (STATUS_CODES[Number(status)] ?? status).replace(/[^A-Za-z0-9]/g, '');

const isError = (status: string) => /^[45]/.test(status);

/** What each shared error answer looks like, in the server's own words (httpError.ts, errorHandler.ts). */
const ERROR_EXAMPLES: Record<string, { code: ErrorCode; message: string; fields?: Record<string, string> }> =
  {
    400: { code: 'validation', message: 'Some fields are invalid', fields: { vehicleNumber: 'Required' } },
    401: { code: 'unauthorized', message: 'Sign in to continue' },
    403: { code: 'forbidden', message: 'You do not have permission to do this' },
    404: { code: 'not_found', message: 'This record was not found' },
    409: { code: 'conflict', message: 'This request is no longer open for bids' },
    413: { code: 'bad_request', message: 'The body is larger than 10 MB, the most this request takes' },
    415: { code: 'bad_request', message: 'Unsupported Media Type' },
    422: {
      code: 'unprocessable',
      message: 'Some fields name records you cannot use',
      fields: { plantId: 'Not found' },
    },
    429: { code: 'rate_limited', message: 'Too many attempts. Wait a minute and try again.' },
  };

export function tidyResponses(document: OpenApiDocument): OpenApiDocument {
  const shared: Record<string, unknown> = { ...document.components?.responses };
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item ?? {})) {
      const responses = (operation as { responses?: Record<string, Response> })?.responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        const standard = STATUS_CODES[Number(status)] ?? 'Response';
        if (response.description === 'Default Response') response.description = standard;
        const content = response.content;
        if (!content) continue;
        if (isError(status) && !content['application/json']) {
          const [first] = Object.values(content);
          if (first) response.content = { 'application/json': first };
        }
        for (const [type, media] of Object.entries(response.content ?? {}))
          if (
            type !== 'application/json' &&
            !type.startsWith('text/plain') &&
            media.schema &&
            !media.schema.type
          )
            media.schema = { type: 'string', format: 'binary', ...media.schema };
        const schema = response.content?.['application/json']?.schema;
        if (isError(status) && schema?.$ref === API_ERROR && response.description === standard) {
          const name = responseName(status);
          const example = ERROR_EXAMPLES[status] ?? { code: 'bad_request', message: standard };
          shared[name] ??= {
            description: standard,
            content: { 'application/json': { schema: { $ref: API_ERROR }, example: { error: example } } },
          };
          responses![status] = { $ref: `#/components/responses/${name}` };
        }
      }
    }
  return { ...document, components: { ...document.components, responses: shared } };
}

/**
 * A record keyed by an enum (`z.record(z.enum([...]), V)`) requires every key, but comes out of zod with its
 * keys only in `propertyNames`, where generators and linters do not see them: each key becomes a property.
 */
export function exhaustiveRecords(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) exhaustiveRecords(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const keys = (schema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (Array.isArray(keys) && !schema.properties && schema.additionalProperties) {
    schema.properties = Object.fromEntries(keys.map((key) => [String(key), schema.additionalProperties]));
    schema.additionalProperties = false;
    delete schema.propertyNames;
  }
  for (const value of Object.values(schema)) exhaustiveRecords(value);
}
