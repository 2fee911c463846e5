import { eq } from 'drizzle-orm';
import type { UserPreferences } from '../../src/domain/schemas/preferences';
import type { Database } from '../db/database';
import { users } from '../db/schema/access';
import { type Translator, translatorFor } from '../i18n/translator';

export async function preferencesOf(db: Database, userId: number): Promise<UserPreferences> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return { language: row?.language ?? 'en' };
}

/** The words and figures of what is made for the user to read (a PDF, a file): their own language's. */
export async function readerTranslator(db: Database, userId: number): Promise<Translator> {
  return translatorFor((await preferencesOf(db, userId)).language);
}

export async function savePreferences(
  db: Database,
  userId: number,
  preferences: UserPreferences,
): Promise<void> {
  await db.update(users).set({ language: preferences.language }).where(eq(users.id, userId));
}
