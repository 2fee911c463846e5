import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../auth/secrets';
import type { Queryable } from '../db/database';
import { ingestApiKeys } from '../db/schema/tracking';
import { HttpError } from '../errors/httpError';

/** Keys are looked up at most this often per key: a revoked key stops working within half a minute. */
const TTL_MS = 30_000;

/** Resolves `x-api-key` to the industry it belongs to; feeds call many times a second, so answers are cached. */
export class IngestKeys {
  private readonly cache = new Map<string, { industryId: number | null; at: number }>();

  constructor(private readonly db: Queryable) {}

  async industryOf(request: FastifyRequest, now = Date.now()): Promise<number> {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || key.length === 0)
      throw unknownKey('Send the API key in the x-api-key header');
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
      this.cache.set(hash, hit);
    }
    if (hit.industryId === null) throw unknownKey('This API key is unknown or revoked');
    return hit.industryId;
  }
}

const unknownKey = (message: string) => new HttpError(401, 'unauthorized', message);
