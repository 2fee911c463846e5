import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database';
import { users } from '../db/schema/access';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { hashPassword, needsRehash } from './password';
import { spendOpenLinks } from './passwordReset';
import { revokeUserTokens } from './tokens';

/**
 * Sets a user's new password, signs out their other sessions (sockets too) and ends every reset link mailed
 * before; the session that asked stays. Without a session to keep (the operators' `npm run admin --
 * set-password`) every session is signed out.
 */
export async function changePassword(
  db: Database,
  events: EventBus,
  userId: number,
  newPassword: string,
  keepTokenHash: string | undefined,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await withOutbox(db, events, async (tx, outbox) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await spendOpenLinks(tx, userId, now);
    await revokeUserTokens(tx, outbox, userId, now, keepTokenHash);
  });
}

/**
 * After a sign-in with the right password, hashes it again when its hash was made at less than today's cost:
 * the password is only ever in hand at sign-in. The same password, so nothing else changes; written only if
 * the hash is still the one that was checked, so a password changed meanwhile is not overwritten.
 */
export async function rehashIfOld(
  db: Queryable,
  userId: number,
  checkedHash: string,
  password: string,
): Promise<void> {
  if (!needsRehash(checkedHash)) return;
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)));
}
