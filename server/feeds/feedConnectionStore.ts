import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  FEED_CREDENTIAL_FIELDS,
  FEED_CREDENTIALS,
  type FeedConnection,
  type FeedConnectionCreate,
  type FeedConnectionUpdate,
  feedBaseUrlMessage,
} from '../../src/domain/schemas/feedConnections';
import type { SecretKey } from '../auth/secretBox';
import type { Database } from '../db/database';
import { feedConnections } from '../db/schema/feeds';
import { conflict, fieldError, fieldErrors, notFound } from '../errors/httpError';
import { sealFeedCredentials } from './feedCredentials';
import type { FeedPollResult } from './pollFeed';

export type FeedConnectionRow = typeof feedConnections.$inferSelect;

const MINUTE_MS = 60_000;
const THIS_CONNECTION = 'This feed connection';

/**
 * What the server's configuration adds to the schemas when a connection is written: the key its credentials
 * are sealed with, and whether this machine may be its provider (a test server only).
 */
export interface FeedSettingsPolicy {
  credentialsKey: SecretKey | undefined;
  allowLoopback: boolean;
}

/** A row as the API answers it: every setting and the last poll, the credentials only by their field names. */
export const feedConnectionAnswer = (row: FeedConnectionRow): FeedConnection => ({
  id: row.id,
  kind: row.kind,
  baseUrl: row.baseUrl,
  pollMinutes: row.pollMinutes,
  enabled: row.enabled,
  // Stored credentials were checked against the kind's schema, so they hold exactly its fields.
  credentialFields: [...FEED_CREDENTIAL_FIELDS[row.kind]].sort(),
  lastPollAt: row.lastPollAt?.toISOString() ?? null,
  nextPollAt: row.enabled ? row.nextPollAt.toISOString() : null,
  lastOutcome: row.lastOutcome,
  lastError: row.lastError,
  lastCounts: row.lastCounts,
  totalAccepted: row.totalAccepted,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const listFeedConnections = (db: Database, industryId: number) =>
  db
    .select()
    .from(feedConnections)
    .where(eq(feedConnections.industryId, industryId))
    .orderBy(asc(feedConnections.id));

/** The industry's connection, or 404: another industry's id is not found. */
export async function findFeedConnection(db: Database, industryId: number, id: number) {
  const [row] = await db
    .select()
    .from(feedConnections)
    .where(and(eq(feedConnections.industryId, industryId), eq(feedConnections.id, id)));
  if (!row) throw notFound(THIS_CONNECTION);
  return row;
}

/** The schemas let this machine through as a provider; only a test server takes it (TEST_ALLOW_LOOPBACK). */
function checkBaseUrl(kind: FeedConnectionRow['kind'], baseUrl: string, policy: FeedSettingsPolicy) {
  const message = feedBaseUrlMessage(kind, baseUrl, policy.allowLoopback);
  if (message) throw fieldError('baseUrl', message);
}

/** One connection per provider kind: a second is a 409 (edit the first instead). */
export async function createFeedConnection(
  db: Database,
  industryId: number,
  input: FeedConnectionCreate,
  policy: FeedSettingsPolicy,
) {
  checkBaseUrl(input.kind, input.baseUrl, policy);
  const [row] = await db
    .insert(feedConnections)
    .values({
      industryId,
      kind: input.kind,
      baseUrl: input.baseUrl,
      credentials: sealFeedCredentials(
        policy.credentialsKey,
        { industryId, kind: input.kind },
        input.credentials,
      ),
      pollMinutes: input.pollMinutes,
      enabled: input.enabled,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('This provider is connected already: change its connection instead');
  return row;
}

/** New credentials are checked against the connection's kind, each fault under `credentials.<field>`. */
function checkedCredentials(kind: FeedConnectionRow['kind'], credentials: Record<string, string>) {
  const parsed = FEED_CREDENTIALS[kind].safeParse(credentials);
  if (parsed.success) return parsed.data as Record<string, string>;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[['credentials', ...issue.path].join('.')] ??= issue.message;
  throw fieldErrors(fields);
}

/**
 * Changes the address (checked against the connection's kind), interval, pause and (when sent) the
 * credentials. A changed address or credentials, or a resumed connection, is due at once, so its first answer
 * is not an interval away.
 */
export async function updateFeedConnection(
  db: Database,
  industryId: number,
  id: number,
  input: FeedConnectionUpdate,
  now: Date,
  policy: FeedSettingsPolicy,
) {
  const row = await findFeedConnection(db, industryId, id);
  checkBaseUrl(row.kind, input.baseUrl, policy);
  const credentials = input.credentials
    ? sealFeedCredentials(policy.credentialsKey, row, checkedCredentials(row.kind, input.credentials))
    : undefined;
  const dueNow =
    credentials !== undefined || input.baseUrl !== row.baseUrl || (input.enabled && !row.enabled);
  const [updated] = await db
    .update(feedConnections)
    .set({
      baseUrl: input.baseUrl,
      pollMinutes: input.pollMinutes,
      enabled: input.enabled,
      ...(credentials ? { credentials } : {}),
      ...(dueNow ? { nextPollAt: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(feedConnections.industryId, industryId), eq(feedConnections.id, id)))
    .returning();
  if (!updated) throw notFound(THIS_CONNECTION);
  return updated;
}

export async function deleteFeedConnection(db: Database, industryId: number, id: number) {
  const [gone] = await db
    .delete(feedConnections)
    .where(and(eq(feedConnections.industryId, industryId), eq(feedConnections.id, id)))
    .returning({ id: feedConnections.id });
  if (!gone) throw notFound(THIS_CONNECTION);
}

/**
 * Keeps how a poll went on its connection (if it still exists: it may have been removed meanwhile). The next
 * poll is an interval after this one at the earliest, so a check by hand also counts as the due poll.
 */
export async function recordFeedPoll(db: Database, id: number, result: FeedPollResult, at: Date) {
  const [row] = await db
    .update(feedConnections)
    .set({
      lastPollAt: at,
      lastOutcome: result.outcome,
      lastError: result.error?.slice(0, 500) ?? null,
      lastCounts: result.counts,
      totalAccepted: sql`${feedConnections.totalAccepted} + ${result.counts.accepted}`,
      nextPollAt: sql`greatest(${feedConnections.nextPollAt}, ${at.toISOString()}::timestamptz + ${feedConnections.pollMinutes} * interval '1 minute')`,
    })
    .where(eq(feedConnections.id, id))
    .returning();
  return row;
}

/**
 * Takes the enabled connections whose time has come, at most `limit`, and moves each one's `next_poll_at` an
 * interval on in the same transaction. Rows another node holds are skipped (`FOR UPDATE SKIP LOCKED`), and once
 * committed a taken row is no longer due, so every connection is polled by one node at a time.
 */
export function claimDueFeedConnections(
  db: Database,
  now: Date,
  limit: number,
): Promise<FeedConnectionRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(feedConnections)
      .where(and(eq(feedConnections.enabled, true), lte(feedConnections.nextPollAt, now)))
      .orderBy(asc(feedConnections.nextPollAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: FeedConnectionRow[] = [];
    for (const row of due) {
      const [moved] = await tx
        .update(feedConnections)
        .set({ nextPollAt: new Date(now.getTime() + row.pollMinutes * MINUTE_MS) })
        .where(eq(feedConnections.id, row.id))
        .returning();
      if (moved) claimed.push(moved);
    }
    return claimed;
  });
}
