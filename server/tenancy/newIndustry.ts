import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { checkGstin } from '../../src/domain/gstin';
import { USER_TYPE } from '../../src/domain/userTypes';
import type { Language } from '../../src/i18n/languages';
import { say } from '../../src/i18n/schemaMessages';
import type { Queryable } from '../db/database';
import { roles, users } from '../db/schema/access';
import { paymentTerms } from '../db/schema/billing';
import { industries } from '../db/schema/tenancy';
import { fieldError, HttpError } from '../errors/httpError';
import { STARTER_PAYMENT_TERMS } from './starterPaymentTerms';
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

/** The details of a sign-up that another account or company may hold already. */
export type RegisteredDetail = 'email' | 'mobile' | 'gstin';
const FIELD_MESSAGE = {
  email: 'validation.schema.signup.emailTaken',
  mobile: 'validation.schema.signup.mobileTaken',
  gstin: 'validation.schema.signup.gstinTaken',
} as const;

/** An active account holding some of a sign-up's details: its own e-mail or mobile, or its company's GSTIN. */
export interface DetailHolder {
  id: number;
  name: string;
  email: string;
  language: string;
  holds: RegisteredDetail[];
}

/** Which of a sign-up's details are registered already, and the active accounts that hold them. */
export interface TakenDetails {
  details: RegisteredDetail[];
  holders: DetailHolder[];
}

/**
 * Which of a sign-up's e-mail, mobile and GSTIN are registered already, and who holds each: the account with
 * that e-mail or mobile, and the owners of the companies with that GSTIN (only active accounts are told).
 */
export async function takenDetails(
  tx: Queryable,
  input: Pick<NewIndustry, 'email' | 'mobile' | 'gstin'>,
): Promise<TakenDetails> {
  const person = { id: users.id, name: users.name, email: users.email, language: users.language };
  const people = await tx
    .select({ ...person, mobile: users.mobile, status: users.status })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.mobile, input.mobile)));
  const companies = await tx
    .select({ id: industries.id })
    .from(industries)
    .where(eq(sql`upper(${industries.gstin})`, input.gstin));
  const owners =
    companies.length === 0
      ? []
      : await tx
          .select(person)
          .from(users)
          .where(
            and(
              inArray(
                users.industryId,
                companies.map((c) => c.id),
              ),
              eq(users.userType, USER_TYPE.owner),
              eq(users.status, 'active'),
            ),
          );
  const holders = new Map<number, DetailHolder>();
  const hold = (who: Omit<DetailHolder, 'holds'>, detail: RegisteredDetail) => {
    const holder = holders.get(who.id) ?? { ...who, holds: [] };
    holder.holds.push(detail);
    holders.set(who.id, holder);
  };
  for (const { mobile, status, ...who } of people) {
    if (status !== 'active') continue;
    if (who.email === input.email) hold(who, 'email');
    if (mobile === input.mobile) hold(who, 'mobile');
  }
  for (const owner of owners) hold(owner, 'gstin');
  const details: RegisteredDetail[] = [];
  if (people.some((p) => p.email === input.email)) details.push('email');
  if (people.some((p) => p.mobile === input.mobile)) details.push('mobile');
  if (companies.length > 0) details.push('gstin');
  return { details, holders: [...holders.values()] };
}

/** The operators' refusal (`npm run admin -- create-industry`): a 409 naming each detail registered already. */
export const alreadyRegistered = (details: readonly RegisteredDetail[]) =>
  new HttpError(
    409,
    'conflict',
    'Some of these details are already registered',
    Object.fromEntries(details.map((d) => [d, say(FIELD_MESSAGE[d])])),
  );

/**
 * Creates an industry (its PAN and state read from the GSTIN), its owner (type 3) and its starter roles,
 * inside the caller's transaction. `emailVerifiedAt` null leaves the owner to confirm the address before
 * signing in. When the e-mail, mobile or GSTIN is registered already nothing is written, and what is taken
 * comes back instead: the public sign-up must not say so (it would tell anyone which accounts exist), the
 * operators' script does.
 */
export async function createIndustryWithOwner(
  tx: Queryable,
  input: NewIndustry,
  emailVerifiedAt: Date | null,
): Promise<{ industryId: number; userId: number } | { taken: TakenDetails }> {
  const gstin = checkGstin(input.gstin);
  if (!gstin.valid) throw fieldError('gstin', say(`validation.schema.gstin.${gstin.fault}`));
  await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_UP_LOCK})`);
  const taken = await takenDetails(tx, input);
  if (taken.details.length > 0) return { taken };

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
  await tx.insert(paymentTerms).values({ industryId, ...STARTER_PAYMENT_TERMS });
  return { industryId, userId: owner!.id };
}
