import { eq } from 'drizzle-orm';
import type { UserPreferences } from '../../src/domain/schemas/preferences';
import type { Database } from '../db/database';
import { users } from '../db/schema/access';

export async function preferencesOf(db: Database, userId: number): Promise<UserPreferences> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return { language: row?.language ?? 'en' };
}

export async function savePreferences(
  db: Database,
  userId: number,
  preferences: UserPreferences,
): Promise<void> {
  await db.update(users).set({ language: preferences.language }).where(eq(users.id, userId));
}
