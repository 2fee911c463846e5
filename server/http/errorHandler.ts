import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
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

const INTERNAL: ApiError['error'] = {
  code: 'internal',
  message: 'Something went wrong on our side. Please try again.',
};

/** The error of a client failure that has no code of its own: the status's code. */
const errorOf = (status: number, message: string): ApiError['error'] => ({
  code: CODE_BY_STATUS[status] ?? 'bad_request',
  message,
});

/** A request's path in a message, cut short: a message never echoes a URL of thousands of characters. */
const pathOf = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return path.length > 100 ? `${path.slice(0, 100)}…` : path;
};

/**
 * Fastify options for what fails before any route runs, answered in the same shape as the rest:
 * the router's refusals (a URL that is not valid percent-encoding, a path parameter past its length) and
 * Node's own (a request head past its size, a request that is not HTTP). Passed to `Fastify(…)`.
 */
export const errorHandlingOptions = {
  frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
      return send(reply, 414, errorOf(414, 'A part of the URL is too long'));
    if (error.code === 'FST_ERR_BAD_URL')
      return send(reply, 400, errorOf(400, 'The URL is not valid: check its percent-encoding'));
    reply.log.error({ err: error }, 'request failed before routing');
    return send(reply, 500, INTERNAL);
  },
  clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The URL and headers are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : [400, 'The request is not valid HTTP'];
    const body = JSON.stringify({ error: errorOf(status, message) });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
} satisfies FastifyServerOptions;

const MEGABYTE = 1024 * 1024;
/** A byte count as people read it: "10 MB", "1.5 MB", "64 KB". */
const sizeText = (bytes: number) =>
  bytes >= MEGABYTE ? `${Number((bytes / MEGABYTE).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;

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
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify's words ("Request body is too large") leave the sender guessing how large it may be.
      const limit = sizeText(request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0);
      return send(reply, 413, errorOf(413, `The body is larger than ${limit}, the most this request takes`));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type) carry safe messages.
      return send(reply, status, errorOf(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, INTERNAL);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return send(reply, 404, {
        code: 'not_found',
        message: `No API route ${request.method} ${pathOf(request.url)}`,
      });
    }
    // The app routes by hash, so a deep link typed without "#" still lands in the app.
    if (options.spaFallback && request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      return reply.redirect('/');
    }
    return send(reply, 404, { code: 'not_found', message: 'Page not found' });
  });
}
