import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { IngestKeyScope } from '../../src/domain/ingestKeyScopes';
import { sha256 } from '../auth/secrets';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { ingestApiKeys } from '../db/schema/tracking';
import { HttpError } from '../errors/httpError';

/**
 * Keys are looked up at most this often per key: a key revoked on another server node stops working there
 * within half a minute (the node that revokes it forgets it at once, `forget`).
 */
const TTL_MS = 30_000;
/**
 * Answers kept at most: far more than any industry's feeds use, and a bound on what random keys can make the
 * server hold (the least recently asked answer goes first).
 */
export const MAX_CACHED_KEYS = 10_000;

/** What a valid key lets its caller do: post for its industry, to the feeds of its scopes. */
export interface IngestGrant {
  keyId: number;
  industryId: number;
  scopes: readonly IngestKeyScope[];
}

/**
 * The key a feed request carries: the `x-api-key` header, or a `key` query parameter for clients that cannot
 * set headers (Traccar Client, most OsmAnd apps). The server's log never shows it (`logRedaction.ts`).
 */
export function keyOfRequest(request: Pick<FastifyRequest, 'headers' | 'query'>): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.length > 0) return header;
  const query = request.query as Record<string, unknown> | undefined;
  const key = query?.key;
  return typeof key === 'string' && key.length > 0 ? key : null;
}

/** Resolves a feed request's key to its grant; feeds call many times a second, so answers are cached. */
export class IngestKeys {
  /** In order of last use: a Map iterates in insertion order, and a hit is re-inserted at the end. */
  private readonly cache = new Map<string, { grant: IngestGrant | null; at: number }>();

  get cachedKeys(): number {
    return this.cache.size;
  }

  constructor(
    private readonly db: Queryable,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly maxCached = MAX_CACHED_KEYS,
  ) {}

  async grantOf(request: Pick<FastifyRequest, 'headers' | 'query'>): Promise<IngestGrant> {
    const now = this.clock.now().getTime();
    const key = keyOfRequest(request);
    if (key === null) throw unknownKey('Send the API key in the x-api-key header or the key query parameter');
    const hash = sha256(key);
    let hit = this.cache.get(hash);
    if (!hit || now - hit.at >= TTL_MS) {
      const [row] = await this.db
        .select({
          keyId: ingestApiKeys.id,
          industryId: ingestApiKeys.industryId,
          scopes: ingestApiKeys.scopes,
        })
        .from(ingestApiKeys)
        .where(and(eq(ingestApiKeys.keyHash, hash), isNull(ingestApiKeys.revokedAt)));
      if (row)
        await this.db
          .update(ingestApiKeys)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(ingestApiKeys.id, row.keyId));
      hit = { grant: row ? { ...row, scopes: row.scopes as IngestKeyScope[] } : null, at: now };
    }
    this.cache.delete(hash);
    this.cache.set(hash, hit);
    if (this.cache.size > this.maxCached) this.cache.delete(this.cache.keys().next().value!);
    if (hit.grant === null) throw unknownKey('This API key is unknown or revoked');
    return hit.grant;
  }

  /** Drops a revoked key's cached answer, so it stops at once on this node (others follow within the TTL). */
  forget(keyId: number): void {
    for (const [hash, hit] of this.cache) if (hit.grant?.keyId === keyId) this.cache.delete(hash);
  }
}

const unknownKey = (message: string) => new HttpError(401, 'unauthorized', message);
