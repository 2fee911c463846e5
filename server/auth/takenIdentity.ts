import { and, eq, ne, or } from 'drizzle-orm';
import { say } from '../../src/i18n/schemaMessages';
import type { Queryable } from '../db/database';
import { users } from '../db/schema/access';
import { HttpError } from '../errors/httpError';

/**
 * E-mail and mobile sign a person in, so each belongs to one account of the whole app, any industry's: a 400
 * naming each field another account (not `exceptUserId`, the one being edited) already uses.
 */
export async function refuseTakenIdentity(
  tx: Queryable,
  identity: { email?: string; mobile: string },
  exceptUserId?: number,
): Promise<void> {
  const sameIdentity = identity.email
    ? or(eq(users.email, identity.email), eq(users.mobile, identity.mobile))
    : eq(users.mobile, identity.mobile);
  const taken = await tx
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(sameIdentity, ...(exceptUserId ? [ne(users.id, exceptUserId)] : [])));
  const fields: Record<string, string> = {};
  if (identity.email && taken.some((u) => u.email === identity.email))
    fields.email = say('validation.schema.people.emailTaken');
  if (taken.some((u) => u.mobile === identity.mobile))
    fields.mobile = say('validation.schema.people.mobileTaken');
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'validation', 'Some fields are invalid', fields);
}
