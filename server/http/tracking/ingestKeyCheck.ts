import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../../errors/httpError';
import type { IngestKeys } from '../../tracking/apiKeys';
import { byAddress, limitedBy } from '../requestLimits';

/**
 * How every feed route is secured in the OpenAPI document: the ingest key in the `x-api-key` header or the
 * `key` query parameter (server/http/apiDocs.ts declares both schemes).
 */
export const INGEST_KEY_SECURITY: Record<string, string[]>[] = [{ ingestKey: [] }, { ingestKeyQuery: [] }];

/** The industry whose key a request carried, set before the body is read. */
const industryOfRequest = new WeakMap<FastifyRequest, number>();

/**
 * Failed key checks an address may make each minute; past them its failures answer 429, so guessing keys is
 * slow. A right key still works from there: a feed behind the same address is not locked out by a guesser.
 * The counter is one for every feed route (limits of one name share their counts).
 */
const FAILED_KEY_CHECKS_PER_MINUTE = 30;

/**
 * Route options of every feed route (the canonical ingest routes and the adapters of real formats): public to
 * the bearer-token hook, authenticated by the industry's ingest key instead. The key is checked on request,
 * before the body is read, so a caller without one learns that first (401, not 400).
 */
export function ingestKeyCheck(app: FastifyInstance, keys: IngestKeys) {
  const failedKeys = limitedBy(app, [
    { name: 'ingest.failedKey', max: FAILED_KEY_CHECKS_PER_MINUTE, key: byAddress },
  ]);
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        industryOfRequest.set(request, await keys.industryOf(request));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await failedKeys(request, reply);
        throw error;
      }
    },
    // Feeds post many times a second: their requests are logged at debug (requestLog.ts).
    config: { public: true, quietLog: true },
  };
}

/** The industry of a request that passed `ingestKeyCheck`. */
export function ingestingIndustry(request: FastifyRequest): number {
  const industryId = industryOfRequest.get(request);
  if (industryId === undefined) throw unauthorized('Send the API key in the x-api-key header');
  return industryId;
}
