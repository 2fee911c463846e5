import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database';
import { pushTokens } from '../db/schema/access';

/**
 * The browser push token stored per user (one per user, as the seed's deviceToken). A token belongs to one
 * browser, so saving it for one user takes it away from anyone who saved it before on that browser: otherwise
 * the next person to sign in there would also receive the previous person's notifications.
 */

export interface StoredDeviceToken {
  token: string;
  savedAt: Date;
}

export async function deviceTokenOf(db: Queryable, userId: number): Promise<StoredDeviceToken | null> {
  const [row] = await db
    .select({ token: pushTokens.token, savedAt: pushTokens.updatedAt })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId));
  return row ?? null;
}

/**
 * Stores the token; `saved` is false when the user already had it. Saving the same token again still moves
 * its time forward: the browser confirms it weekly, and the time tells a token in use from a forgotten one.
 */
export async function saveDeviceToken(
  db: Database,
  userId: number,
  token: string,
  now: Date,
): Promise<{ saved: boolean }> {
  return db.transaction(async (tx) => {
    const stored = await deviceTokenOf(tx, userId);
    await tx.delete(pushTokens).where(and(eq(pushTokens.token, token), ne(pushTokens.userId, userId)));
    await tx
      .insert(pushTokens)
      .values({ userId, token, updatedAt: now })
      .onConflictDoUpdate({ target: pushTokens.userId, set: { token, updatedAt: now } });
    return { saved: stored?.token !== token };
  });
}

export async function deleteDeviceToken(db: Queryable, userId: number): Promise<void> {
  await db.delete(pushTokens).where(eq(pushTokens.userId, userId));
}

export async function deviceTokensOf(db: Queryable, userIds: readonly number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ token: pushTokens.token })
    .from(pushTokens)
    .where(inArray(pushTokens.userId, [...userIds]));
  return rows.map((r) => r.token);
}

/** Drops tokens FCM no longer knows (the browser unsubscribed, or the token was deleted and replaced). */
export async function forgetDeviceTokens(db: Queryable, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.delete(pushTokens).where(inArray(pushTokens.token, [...tokens]));
}
