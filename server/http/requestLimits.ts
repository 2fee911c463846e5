import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../auth/secrets';
import { HttpError } from '../errors/httpError';

/**
 * One counter of requests: at most `max` per `windowMs` for each key `key` gives. Several limits guard one
 * route (per identity, per address, overall per address), so a limit walked around one way still holds the
 * others. The counters live where @fastify/rate-limit keeps them: in Redis when REDIS_URL is set, so every
 * node counts the same attempts, in memory otherwise.
 */
export interface Limit {
  /** Names the counter; limits with one name share their counts across routes. */
  name: string;
  max: number;
  windowMs?: number;
  /** The key a request counts under; null when this limit does not apply to it (e.g. no identity given). */
  key: (request: FastifyRequest) => string | null;
}

export type LimitCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const MINUTE = 60_000;

/**
 * A check of a request against every limit, usable as a route's preHandler: counts it under each and throws
 * 429, in the API's error shape, once any is exceeded.
 */
export function limitedBy(app: FastifyInstance, limits: readonly Limit[]): LimitCheck {
  const counters = limits.map((limit) => ({ limit, counter: counterOf(app, limit) }));
  return async (request, reply) => {
    let retryAfter = 0;
    for (const { limit, counter } of counters) {
      if (limit.key(request) === null) continue;
      const result = await counter(request);
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds);
    }
    if (retryAfter === 0) return;
    reply.header('retry-after', String(retryAfter));
    throw new HttpError(429, 'rate_limited', `Too many attempts: try again in ${retryAfter} s`);
  };
}

type Counter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * One counter per limit name and server: in memory each counter keeps its own store, so without this a limit
 * named on several routes (the overall one per address) would count each route apart. Keyed by the server's
 * rate-limit decorator, which every plugin of one server inherits.
 */
const countersByServer = new WeakMap<object, Map<string, Counter>>();

function counterOf(app: FastifyInstance, limit: Limit): Counter {
  let counters = countersByServer.get(app.createRateLimit);
  if (!counters) {
    counters = new Map();
    countersByServer.set(app.createRateLimit, counters);
  }
  let counter = counters.get(limit.name);
  if (!counter) {
    counter = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs ?? MINUTE,
      keyGenerator: (request) => `${limit.name}|${limit.key(request)}`,
    });
    counters.set(limit.name, counter);
  }
  return counter;
}

/** The client's address: the socket's own, or the forwarded one only from proxies TRUST_PROXY names. */
export const byAddress = (request: FastifyRequest): string => request.ip;

/**
 * The link a path's `:token` names (a driver's link), by its hash, as the token itself is kept nowhere: many
 * phones share one address behind a carrier's NAT, so a link is counted on its own.
 */
export const byLinkToken = (request: FastifyRequest): string | null => {
  const { token } = request.params as { token?: unknown };
  return typeof token === 'string' ? sha256(token) : null;
};
