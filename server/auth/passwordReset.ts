import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { MailedLinkPurpose } from '../../src/domain/statuses';
import type { Database, Queryable } from '../db/database';
import { passwordResets, users } from '../db/schema/access';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { hashPassword } from './password';
import { newSecret, sha256 } from './secrets';
import { revokeUserTokens } from './tokens';

export const RESET_LIFETIME_MS = 3_600_000;
/**
 * How long each kind of mailed link works: a reset soon, since whoever asked is waiting for it; a sign-up's
 * confirmation and an invitation longer, since their mail may be read the next working day or later.
 */
export const LINK_LIFETIME_MS: Record<MailedLinkPurpose, number> = {
  reset: RESET_LIFETIME_MS,
  verify: 48 * 3_600_000,
  invite: 7 * 24 * 3_600_000,
};

/** The active account behind an email (matched lower-case), to whom a reset link may be mailed. */
export async function activeUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      language: users.language,
    })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return user?.status === 'active' ? user : null;
}

/**
 * Creates a one-time mailed link's token for a user and returns it (only its hash is stored): a password
 * reset unless `purpose` says otherwise (`verify`: a sign-up's e-mail confirmation).
 */
export async function createPasswordReset(
  db: Queryable,
  userId: number,
  now: Date,
  purpose: MailedLinkPurpose = 'reset',
): Promise<string> {
  const token = newSecret();
  await db.insert(passwordResets).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Spends every unused link of a user that sets a password (resets, invitations): wherever the password changes
 * (a reset, a change), so a link mailed before no longer works whoever holds the old mail; when a new invitation
 * replaces the earlier ones; and when a user is deactivated. A sign-up's confirmation link stays: it proves the
 * address, it sets no password.
 */
export async function spendOpenLinks(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        ne(passwordResets.purpose, 'verify'),
        isNull(passwordResets.usedAt),
      ),
    );
}

/**
 * Spends a reset token and sets the new password, signing the user out everywhere (sockets too) and ending
 * the user's other reset links. Marking the token used is the first write and is conditional, so two
 * concurrent resets cannot both succeed. Returns false when the token is unknown, expired or already used.
 */
export async function resetPassword(
  db: Database,
  events: EventBus,
  token: string,
  password: string,
  now: Date,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return withOutbox(db, events, async (tx, outbox) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          // A sign-up's confirmation link proves the address, it does not set a password.
          ne(passwordResets.purpose, 'verify'),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) return false;
    // The link reached the address, so it is confirmed too (an owner who never opened the sign-up mail).
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, spent.userId));
    await spendOpenLinks(tx, spent.userId, now);
    await revokeUserTokens(tx, outbox, spent.userId, now);
    return true;
  });
}
