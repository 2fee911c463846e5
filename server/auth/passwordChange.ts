import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/access';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { hashPassword } from './password';
import { revokeUserTokens } from './tokens';

/**
 * Sets a user's new password and signs out their other sessions (sockets too); the session that asked stays.
 * Without a session to keep (the operators' `npm run admin -- set-password`) every session is signed out.
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
    await revokeUserTokens(tx, outbox, userId, now, keepTokenHash);
  });
}
