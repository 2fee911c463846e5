import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets: feed clients that cannot set headers send their ingest key as `key`. */
const SECRET_PARAMS = ['key'];

/**
 * Paths whose last segment is a capability, which whoever holds it may open without signing in: a public
 * tracking link's token (`/api/share/:token`, and `/api/tracking/orders/:id/share/:token` that revokes it), a
 * driver's link (`/api/driver/:token/…`, not its last segment) and a printed document's signed link
 * (`/api/documents/:token`). Every route with a `:token` parameter is one
 * (test/server/secretsInUrls.test.ts checks them against the API's own list).
 */
const SECRET_PATHS = [
  /^(\/api\/share\/)[^/?]+/,
  /^(\/api\/driver\/)[^/?]+/,
  /^(\/api\/documents\/)[^/?]+/,
  /^(\/api\/tracking\/orders\/[^/?]+\/share\/)[^/?]+/,
];
const REDACTED = '[redacted]';

/** A request URL with its secret path segments and query parameters replaced, fit for a log line. */
export function redactedUrl(url: string): string {
  const masked = SECRET_PATHS.reduce((path, secret) => path.replace(secret, `$1${REDACTED}`), url);
  const at = masked.indexOf('?');
  if (at < 0) return masked;
  const params = new URLSearchParams(masked.slice(at + 1));
  if (!SECRET_PARAMS.some((name) => params.has(name))) return masked;
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, REDACTED);
  return `${masked.slice(0, at)}?${params.toString()}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, the same fields, with the URL redacted. */
const req = (request: LoggedRequest) => ({
  method: request.method,
  url: redactedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The logger options with the redacting request serializer; `false` (no log) stays as it is. */
export function withRedactedRequests(
  logger: NonNullable<FastifyServerOptions['logger']>,
): FastifyServerOptions['logger'] {
  if (logger === false) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req } };
}
