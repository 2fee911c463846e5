import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets: feed clients that cannot set headers send their ingest key as `key`. */
const SECRET_PARAMS = ['key'];

/** A request URL with its secret query parameters' values replaced, fit for a log line. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  if (!SECRET_PARAMS.some((name) => params.has(name))) return url;
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
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
