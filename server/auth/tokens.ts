import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { authTokens } from '../db/schema/access';
import type { Outbox } from '../events/outbox';
import { newSecret, sha256 } from './secrets';

export const TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;
/** last_used_at is informative; writing it on every request would double the queries for nothing. */
const LAST_USED_PRECISION_MS = 5 * 60_000;

export async function issueToken(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db.insert(authTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    lastUsedAt: now,
  });
  return token;
}

/** The user id a live (not revoked, not expired) token belongs to. */
export async function userIdOfToken(db: Queryable, token: string, now: Date): Promise<number | null> {
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ id: authTokens.id, userId: authTokens.userId, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .where(
      and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)),
    );
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.id));
  }
  return row.userId;
}

/**
 * Revoking a token always ends its sockets too: the outbox publishes `sessions.ended` once the revocation
 * committed, and every node disconnects the sockets opened with it (server/events/socketDelivery.ts).
 */
export async function revokeToken(
  tx: Queryable,
  outbox: Outbox,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
  outbox.add({ type: 'sessions.ended', tokenHashes: [tokenHash] });
}

/**
 * Signs a user out everywhere, except `keepHash` (the session that asked) when given, and ends those
 * sessions' sockets. The one call for every change that must take effect at once: a new password, and
 * deactivating the user (server/masters/staffStore.ts). A change of their role or plants only reconnects
 * their sockets (reconnectUserSockets, below). Call it in the transaction that makes the change.
 */
export async function revokeUserTokens(
  tx: Queryable,
  outbox: Outbox,
  userId: number,
  now: Date,
  keepHash?: string,
): Promise<void> {
  const revoked = await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        ...(keepHash ? [ne(authTokens.tokenHash, keepHash)] : []),
      ),
    )
    .returning({ tokenHash: authTokens.tokenHash });
  if (revoked.length > 0)
    outbox.add({ type: 'sessions.ended', tokenHashes: revoked.map((r) => r.tokenHash) });
}

/**
 * Closes the open sockets of these users without signing them out: for a change their sockets' rooms were
 * chosen by (their role's permissions, their plants), when their permissions are read afresh on every request
 * anyway. The browser sees its socket closed by the server, finds its token still good and connects again
 * (src/app/useAppEffects.ts), joining the rooms of what it may now see. Call it in the changing transaction.
 */
export async function reconnectUserSockets(
  tx: Queryable,
  outbox: Outbox,
  userIds: readonly number[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const live = await tx
    .select({ tokenHash: authTokens.tokenHash })
    .from(authTokens)
    .where(
      and(
        inArray(authTokens.userId, [...userIds]),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  if (live.length > 0) outbox.add({ type: 'sessions.ended', tokenHashes: live.map((r) => r.tokenHash) });
}
