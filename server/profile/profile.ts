import { eq } from 'drizzle-orm';
import type { Profile, ProfileInput } from '../../src/domain/schemas/profile';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import { refuseTakenIdentity } from '../auth/takenIdentity';
import type { Database, Queryable } from '../db/database';
import { hasPgCode, PG_ERROR } from '../db/pgErrors';
import { users } from '../db/schema/access';
import { fieldError, notFound } from '../errors/httpError';
import { notificationPreferencesOf, saveNotificationPreferences } from './notificationPreferences';

/** The signed-in person's own profile: nobody reads or changes another's here, so no id is ever taken. */
export async function profileOf(db: Queryable, user: SignedInUser): Promise<Profile> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
      profileImage: users.profileImage,
    })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw notFound('Your account');
  return { ...row, notifications: await notificationPreferencesOf(db, user.id) };
}

/**
 * Name, mobile, language and notification choices in one transaction: all of them, or none. A mobile another
 * account signs in with is refused under its field, also when two saves race for it (the unique index).
 */
export async function saveProfile(
  db: Database,
  user: SignedInUser,
  input: ProfileInput,
  now: Date,
): Promise<Profile> {
  try {
    return await db.transaction(async (tx) => {
      await refuseTakenIdentity(tx, { mobile: input.mobile }, user.id);
      await tx
        .update(users)
        .set({ name: input.name, mobile: input.mobile, language: input.language, updatedAt: now })
        .where(eq(users.id, user.id));
      await saveNotificationPreferences(
        tx,
        { id: user.id, industryId: industryOf(user) },
        input.notifications,
      );
      return profileOf(tx, user);
    });
  } catch (error) {
    if (hasPgCode(error, PG_ERROR.uniqueViolation))
      throw fieldError('mobile', say('validation.schema.people.mobileTaken'));
    throw error;
  }
}
