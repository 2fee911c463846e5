import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IngestKeyScope } from '../../../src/domain/ingestKeyScopes';
import { forbidden, HttpError, unauthorized } from '../../errors/httpError';
import type { IngestKeys } from '../../tracking/apiKeys';
import { byAddress, limitedBy } from '../requestLimits';

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
 * the bearer-token hook, authenticated by the industry's ingest key instead, which must have the route's feed
 * among its scopes. The key is checked on request, before the body is read, so a caller without one learns
 * that first (401, not 400); a key of another feed is a 403.
 */
export function ingestKeyCheck(app: FastifyInstance, keys: IngestKeys, scope: IngestKeyScope) {
  const failedKeys = limitedBy(app, [
    { name: 'ingest.failedKey', max: FAILED_KEY_CHECKS_PER_MINUTE, key: byAddress },
  ]);
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      let grant: Awaited<ReturnType<IngestKeys['grantOf']>>;
      try {
        grant = await keys.grantOf(request);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await failedKeys(request, reply);
        throw error;
      }
      if (!grant.scopes.includes(scope))
        throw forbidden(
          `This API key may not post ${scope} events; allow the feed in Settings → Ingest keys`,
        );
      industryOfRequest.set(request, grant.industryId);
    },
    // Feeds post many times a second: their requests are logged at debug (requestLog.ts).
    config: { public: true, quietLog: true },
  };
}

/** How the API's documentation says a feed route is authenticated (schemes in `http/apiDocs.ts`). */
export const INGEST_SECURITY: { [scheme: string]: string[] }[] = [{ ingestKey: [] }, { ingestKeyQuery: [] }];

/** The industry of a request that passed `ingestKeyCheck`. */
export function ingestingIndustry(request: FastifyRequest): number {
  const industryId = industryOfRequest.get(request);
  if (industryId === undefined) throw unauthorized('Send the API key in the x-api-key header');
  return industryId;
}
