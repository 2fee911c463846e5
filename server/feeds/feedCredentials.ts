import { and, count, eq, not, sql } from 'drizzle-orm';
import type { FeedKind } from '../../src/domain/statuses';
import { DEVELOPMENT_KEY, openSealed, SealError, type SecretKey, seal, sealedUnder } from '../auth/secretBox';
import type { Database, Queryable } from '../db/database';
import { feedConnections } from '../db/schema/feeds';
import { conflict } from '../errors/httpError';
import { FeedError } from './feedHttp';

/**
 * A connection's provider credentials are kept sealed (server/auth/secretBox.ts) under the configured key, bound
 * to the industry and kind they belong to, and opened only to poll.
 */
interface Place {
  industryId: number;
  kind: FeedKind;
}

const context = ({ industryId, kind }: Place) => `feed_connections:${industryId}:${kind}`;

export function sealFeedCredentials(
  key: SecretKey | undefined,
  place: Place,
  credentials: Record<string, string>,
): string {
  if (!key)
    throw conflict(
      'Provider credentials are kept encrypted, and this server has no CREDENTIALS_KEY to encrypt them with: its operator must set one before a feed can be connected',
    );
  return seal(key, JSON.stringify(credentials), context(place));
}

/** What a poll shows when the stored credentials cannot be opened (another key, or altered). */
export const CREDENTIALS_UNREADABLE =
  "The stored credentials cannot be read with this server's key: enter them again";

/** The credentials to poll with; a `FeedError` (`unauthorized`) when this server cannot open them. */
export function openFeedCredentials(
  key: SecretKey | undefined,
  place: Place & { credentials: string },
): Record<string, string> {
  try {
    if (!key) throw new SealError('No key');
    return JSON.parse(openSealed(key, place.credentials, context(place))) as Record<string, string>;
  } catch (err) {
    if (!(err instanceof SealError)) throw err;
    throw new FeedError('unauthorized', CREDENTIALS_UNREADABLE, err.message);
  }
}

/** How many connections keep credentials: a production server refuses to start without a key while any do. */
export async function storedFeedCredentials(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(feedConnections);
  return row?.n ?? 0;
}

/**
 * Seals under `key` the credentials still kept as plain JSON (written before they were encrypted) or under
 * the public development key (a server that ran without CREDENTIALS_KEY before), in one transaction; values
 * under another key are left for their poll to report. Run at start; answers how many it sealed.
 */
export async function resealFeedCredentials(db: Database, key: SecretKey): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(feedConnections)
      .where(not(sql`${feedConnections.credentials} like ${`v1.${key.id}.%`}`))
      .for('update');
    let sealed = 0;
    for (const row of rows) {
      const under = sealedUnder(row.credentials);
      let plain: string;
      if (under === null) plain = row.credentials;
      else if (under !== DEVELOPMENT_KEY.id) continue;
      else
        try {
          plain = openSealed(DEVELOPMENT_KEY, row.credentials, context(row));
        } catch {
          continue;
        }
      await tx
        .update(feedConnections)
        .set({ credentials: seal(key, plain, context(row)) })
        .where(and(eq(feedConnections.id, row.id), eq(feedConnections.credentials, row.credentials)));
      sealed += 1;
    }
    return sealed;
  });
}
