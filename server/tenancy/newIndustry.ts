import { eq, or, sql } from 'drizzle-orm';
import { checkGstin } from '../../src/domain/gstin';
import { USER_TYPE } from '../../src/domain/userTypes';
import type { Language } from '../../src/i18n/languages';
import { say } from '../../src/i18n/schemaMessages';
import type { Queryable } from '../db/database';
import { roles, users } from '../db/schema/access';
import { industries } from '../db/schema/tenancy';
import { fieldError, HttpError } from '../errors/httpError';
import { STARTER_ROLES } from './starterRoles';

/** A new industry and its owner, as the sign-up schema leaves them (GSTIN upper-case, e-mail lower-case). */
export interface NewIndustry {
  companyName: string;
  gstin: string;
  ownerName: string;
  email: string;
  /** Ten digits. */
  mobile: string;
  /** Hashed before the transaction: scrypt is slow and must not hold the sign-up lock. */
  passwordHash: string;
  language: Language;
}

/**
 * Sign-ups (the form and the operators' script) take this transaction lock first, so two of them cannot both
 * find a GSTIN free and both take it: the GSTIN column is not unique, old industries may share one.
 */
const SIGN_UP_LOCK = 7_230_001;

/** Which of a sign-up's e-mail, mobile and GSTIN are taken already, as field errors. */
export async function takenFields(
  tx: Queryable,
  input: Pick<NewIndustry, 'email' | 'mobile' | 'gstin'>,
): Promise<Record<string, string>> {
  const people = await tx
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.mobile, input.mobile)));
  const [company] = await tx
    .select({ id: industries.id })
    .from(industries)
    .where(eq(sql`upper(${industries.gstin})`, input.gstin))
    .limit(1);
  const fields: Record<string, string> = {};
  if (people.some((p) => p.email === input.email)) fields.email = say('validation.schema.signup.emailTaken');
  if (people.some((p) => p.mobile === input.mobile))
    fields.mobile = say('validation.schema.signup.mobileTaken');
  if (company) fields.gstin = say('validation.schema.signup.gstinTaken');
  return fields;
}

export const alreadyRegistered = (fields: Record<string, string>) =>
  new HttpError(409, 'conflict', 'Some of these details are already registered', fields);

/**
 * Creates an industry (its PAN and state read from the GSTIN), its owner (type 3) and its starter roles,
 * inside the caller's transaction. `emailVerifiedAt` null leaves the owner to confirm the address before
 * signing in. A taken e-mail, mobile or GSTIN is a 409 naming each; nothing is written then.
 */
export async function createIndustryWithOwner(
  tx: Queryable,
  input: NewIndustry,
  emailVerifiedAt: Date | null,
): Promise<{ industryId: number; userId: number }> {
  const gstin = checkGstin(input.gstin);
  if (!gstin.valid) throw fieldError('gstin', say(`validation.schema.gstin.${gstin.fault}`));
  await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_UP_LOCK})`);
  const taken = await takenFields(tx, input);
  if (Object.keys(taken).length > 0) throw alreadyRegistered(taken);

  const [industry] = await tx
    .insert(industries)
    .values({
      name: input.companyName,
      gstin: gstin.gstin,
      pan: gstin.pan,
      stateCode: gstin.stateCode,
      email: input.email,
      phone: input.mobile,
    })
    .returning({ id: industries.id });
  const industryId = industry!.id;
  const [owner] = await tx
    .insert(users)
    .values({
      industryId,
      userType: USER_TYPE.owner,
      name: input.ownerName,
      email: input.email,
      mobile: input.mobile,
      passwordHash: input.passwordHash,
      language: input.language,
      emailVerifiedAt,
    })
    .returning({ id: users.id });
  await tx
    .insert(roles)
    .values(
      STARTER_ROLES.map((role) => ({ industryId, name: role.name, permissions: [...role.permissions] })),
    );
  return { industryId, userId: owner!.id };
}
