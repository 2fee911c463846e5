import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { passwordResets, users } from '../db/schema/access';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { hashPassword } from './password';
import { newSecret, sha256 } from './secrets';
import { revokeUserTokens } from './tokens';

export const RESET_LIFETIME_MS = 3_600_000;

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

/** Creates a one-hour reset token for a user and returns it (only its hash is stored). */
export async function createPasswordReset(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = newSecret();
  await db.insert(passwordResets).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
  });
  return token;
}

/**
 * Spends a reset token and sets the new password, signing the user out everywhere (sockets too). Marking the token
 * used is the first write and is conditional, so two concurrent resets cannot both succeed.
 * Returns false when the token is unknown, expired or already used.
 */
export async function resetPassword(
  db: Database,
  events: EventBus,
  token: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return withOutbox(db, events, async (tx, outbox) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
    await revokeUserTokens(tx, outbox, spent.userId);
    return true;
  });
}
