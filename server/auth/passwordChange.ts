import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/access';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { hashPassword } from './password';
import { revokeUserTokens } from './tokens';

/** Sets a user's new password and signs out their other sessions (sockets too); the session that asked stays. */
export async function changePassword(
  db: Database,
  events: EventBus,
  userId: number,
  newPassword: string,
  keepTokenHash: string,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await withOutbox(db, events, async (tx, outbox) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserTokens(tx, outbox, userId, now, keepTokenHash);
  });
}
