import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '../../src/domain/schemas/error';
import { HttpError } from '../errors/httpError';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'rate_limited',
};

const send = (reply: FastifyReply, status: number, error: ApiError['error']) =>
  reply.status(status).type('application/json').send({ error });

/** "/items/0/name" → "items.0.name"; an issue on the whole payload is reported under its part's name. */
const fieldPath = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';

/**
 * One place that shapes every failure as `{error: {code, message, fields?}}` (DESIGN.md §5).
 * Client errors keep their status; anything else is a 500 whose details stay in the log.
 */
export function installErrorHandling(app: FastifyInstance, options: { spaFallback: boolean }): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = fieldPath(issue.instancePath ?? '', error.validationContext);
        fields[path] ??= issue.message ?? 'Invalid value';
      }
      return send(reply, 400, { code: 'validation', message: 'Some fields are invalid', fields });
    }
    if (error instanceof HttpError) {
      return send(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.refusal ? { refusal: error.refusal } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, {
        code: 'rate_limited',
        message: 'Too many attempts. Wait a minute and try again.',
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large) carry safe messages.
      return send(reply, status, { code: CODE_BY_STATUS[status] ?? 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, {
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return send(reply, 404, {
        code: 'not_found',
        message: `No API route ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    // The app routes by hash, so a deep link typed without "#" still lands in the app.
    if (options.spaFallback && request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      return reply.redirect('/');
    }
    return send(reply, 404, { code: 'not_found', message: 'Page not found' });
  });
}
