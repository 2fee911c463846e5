import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../auth/secrets';
import type { Queryable } from '../db/database';
import { ingestApiKeys } from '../db/schema/tracking';
import { HttpError } from '../errors/httpError';

/** Keys are looked up at most this often per key: a revoked key stops working within half a minute. */
const TTL_MS = 30_000;
/**
 * Answers kept at most: far more than any industry's feeds use, and a bound on what random keys can make the
 * server hold (the least recently asked answer goes first).
 */
export const MAX_CACHED_KEYS = 10_000;

/** Resolves `x-api-key` to the industry it belongs to; feeds call many times a second, so answers are cached. */
export class IngestKeys {
  /** In order of last use: a Map iterates in insertion order, and a hit is re-inserted at the end. */
  private readonly cache = new Map<string, { industryId: number | null; at: number }>();

  get cachedKeys(): number {
    return this.cache.size;
  }

  constructor(
    private readonly db: Queryable,
    private readonly maxCached = MAX_CACHED_KEYS,
  ) {}

  async industryOf(request: FastifyRequest, now = Date.now()): Promise<number> {
    const key = keyOf(request);
    if (key === undefined)
      throw unknownKey('Send the API key in the x-api-key header (or the key query parameter)');
    const hash = sha256(key);
    let hit = this.cache.get(hash);
    if (!hit || now - hit.at >= TTL_MS) {
      const [row] = await this.db
        .select({ id: ingestApiKeys.id, industryId: ingestApiKeys.industryId })
        .from(ingestApiKeys)
        .where(and(eq(ingestApiKeys.keyHash, hash), isNull(ingestApiKeys.revokedAt)));
      if (row)
        await this.db
          .update(ingestApiKeys)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(ingestApiKeys.id, row.id));
      hit = { industryId: row?.industryId ?? null, at: now };
    }
    this.cache.delete(hash);
    this.cache.set(hash, hit);
    if (this.cache.size > this.maxCached) this.cache.delete(this.cache.keys().next().value!);
    if (hit.industryId === null) throw unknownKey('This API key is unknown or revoked');
    return hit.industryId;
  }
}

/**
 * The key from the `x-api-key` header or, for device apps that can only set a URL (OsmAnd, Traccar Client),
 * from the `key` query parameter; the request log masks it there (server/http/requestLog.ts).
 */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.length > 0) return header;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return typeof query.key === 'string' && query.key.length > 0 ? query.key : undefined;
}

const unknownKey = (message: string) => new HttpError(401, 'unauthorized', message);
