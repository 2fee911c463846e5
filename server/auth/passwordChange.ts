import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/access';
import { hashPassword } from './password';
import { revokeUserTokens } from './tokens';

/** Sets a user's new password and signs out their other sessions; the session that asked stays. */
export async function changePassword(
  db: Database,
  userId: number,
  newPassword: string,
  keepTokenHash: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeUserTokens(tx, userId, keepTokenHash);
  });
}
