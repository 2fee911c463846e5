import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { checkGstin } from '../../src/domain/gstin';
import type { TransporterInvite } from '../../src/domain/schemas/transporter';
import { USER_TYPE } from '../../src/domain/userTypes';
import { DEFAULT_LANGUAGE, type Language } from '../../src/i18n/languages';
import { say } from '../../src/i18n/schemaMessages';
import { unusablePasswordHash } from '../auth/password';
import { createPasswordReset, spendOpenLinks } from '../auth/passwordReset';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { users } from '../db/schema/access';
import { industries } from '../db/schema/tenancy';
import { industryTransporters, transporters } from '../db/schema/transporters';
import { fieldError, HttpError } from '../errors/httpError';
import type { Mailer } from '../mail/mailer';
import { transporterInviteMail } from '../mail/transporterInviteMail';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import type { WriteContext } from './masterStore';
import { inviteLink } from './staffInvite';

/** Where invitations send their reader, and how. */
export interface InviteMailing {
  mailer: Mailer;
  /** The app's public address; the link opens its set-password screen. */
  publicUrl: string;
}

/**
 * Invitations (the form and imports) take this transaction lock first, so two of them cannot both find a
 * GSTIN free and both take it, nor both take the next transporter code: neither column is unique alone.
 */
const TRANSPORTER_REGISTRATION_LOCK = 7_230_002;

export const lockTransporterRegistration = (tx: Queryable) =>
  tx.execute(sql`select pg_advisory_xact_lock(${TRANSPORTER_REGISTRATION_LOCK})`);

/** The company registered with this GSTIN, if any (GSTINs are stored upper-case, compared so too). */
export async function transporterByGstin(tx: Queryable, gstin: string, except?: number) {
  const [found] = await tx
    .select({ id: transporters.id, name: transporters.name })
    .from(transporters)
    .where(
      and(eq(sql`upper(${transporters.gstin})`, gstin), ...(except ? [ne(transporters.id, except)] : [])),
    )
    .limit(1);
  return found ?? null;
}

/** Which of an e-mail and a mobile another account holds (`except`: the account being changed), as field errors. */
export async function takenLogins(
  tx: Queryable,
  login: { email?: string | undefined; mobile?: string | undefined },
  except?: number,
): Promise<Record<string, string>> {
  const asked = [
    ...(login.email ? [eq(users.email, login.email)] : []),
    ...(login.mobile ? [eq(users.mobile, login.mobile)] : []),
  ];
  if (asked.length === 0) return {};
  const holders = await tx
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(or(...asked), ...(except ? [ne(users.id, except)] : [])));
  const fields: Record<string, string> = {};
  if (login.email && holders.some((h) => h.email === login.email))
    fields.email = say('validation.schema.people.emailTaken');
  if (login.mobile && holders.some((h) => h.mobile === login.mobile))
    fields.mobile = say('validation.schema.people.mobileTaken');
  return fields;
}

/** `n` codes from `TR` and the next number after the highest of that form (TR020 → TR021…), under the lock. */
export async function nextTransporterCodes(tx: Queryable, n: number): Promise<string[]> {
  const [row] = await tx
    .select({
      highest: sql<number>`coalesce(max(substring(${transporters.code} from 3)::int), 0)`.mapWith(Number),
    })
    .from(transporters)
    .where(sql`${transporters.code} ~ '^TR[0-9]{1,9}$'`);
  const highest = row?.highest ?? 0;
  return Array.from({ length: n }, (_, i) => `TR${String(highest + i + 1).padStart(3, '0')}`);
}

/** The inviting user's language and industry name: the invitation is written in the former and names the latter. */
async function inviter(tx: Queryable, user: SignedInUser) {
  const [found] = await tx
    .select({ language: users.language, industry: industries.name })
    .from(users)
    .innerJoin(industries, eq(industries.id, users.industryId))
    .where(eq(users.id, user.id));
  return found ?? { language: DEFAULT_LANGUAGE, industry: 'Freightdesk' };
}

/** An invited account reads the app and its invitation in the language of whoever invited it, until it chooses. */
export const transporterLanguage = async (tx: Queryable, user: SignedInUser) =>
  (await inviter(tx, user)).language;

/** Who an invitation greets and what it names: the account, its company, the industry and the language. */
type InviteWording = { industry: string; language: Language };
type InvitedAccount = { userId: number; email: string; name: string; company: string };

/**
 * A new invitation link for a transporter account (any earlier link it has not used is spent, so only the
 * latest works; the link and the spending are the staff invitations'), mailed after the commit.
 */
export async function sendInvitation(
  tx: Queryable,
  user: SignedInUser,
  account: InvitedAccount,
  mailing: InviteMailing,
  context: WriteContext,
): Promise<void> {
  await inviteAccount(tx, account, await inviter(tx, user), mailing, context);
}

/**
 * The operator's invitation of a transporter account (`npm run admin -- invite`), worded as from the first
 * industry that linked its company; answers the link, which the operator passes on when no mail goes out.
 */
export async function operatorTransporterInvite(
  tx: Queryable,
  userId: number,
  mailing: InviteMailing,
  context: WriteContext,
): Promise<string> {
  const [account] = await tx
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      company: transporters.name,
      transporterId: transporters.id,
    })
    .from(users)
    .innerJoin(transporters, eq(transporters.id, users.transporterId))
    .where(eq(users.id, userId));
  if (!account) throw new Error(`User ${userId} is not a transporter's account`);
  const [first] = await tx
    .select({ industry: industries.name })
    .from(industryTransporters)
    .innerJoin(industries, eq(industries.id, industryTransporters.industryId))
    .where(eq(industryTransporters.transporterId, account.transporterId))
    .orderBy(asc(industryTransporters.id))
    .limit(1);
  return inviteAccount(
    tx,
    account,
    { industry: first?.industry ?? 'Freightdesk', language: account.language },
    mailing,
    context,
  );
}

async function inviteAccount(
  tx: Queryable,
  account: InvitedAccount,
  wording: InviteWording,
  mailing: InviteMailing,
  { now, afterCommit }: WriteContext,
): Promise<string> {
  await spendOpenLinks(tx, account.userId, now);
  const token = await createPasswordReset(tx, account.userId, now, 'invite');
  const link = inviteLink(mailing.publicUrl, token);
  const mail = transporterInviteMail(
    { email: account.email, name: account.name, company: account.company, ...wording },
    link,
  );
  afterCommit(() => mailing.mailer.send(mail));
  return link;
}

/**
 * A transporter company new to Freightdesk and its sign-in account (type 2), inside the caller's transaction:
 * the PAN is read from the GSTIN, the account has no usable password until its invitation link sets one,
 * and its address counts as confirmed only then. A GSTIN, e-mail or mobile already on Freightdesk is a 409
 * naming each; nothing is written then. Answers the new company's id and its account's.
 */
export async function registerTransporter(
  tx: Queryable,
  user: SignedInUser,
  input: Omit<TransporterInvite, 'mode'>,
): Promise<{ transporterId: number; userId: number }> {
  const gstin = checkGstin(input.gstin);
  if (!gstin.valid) throw fieldError('gstin', say(`validation.schema.gstin.${gstin.fault}`));
  await requireOwnedReferences(tx, user, [{ field: 'cityId', kind: 'city', id: input.cityId }]);
  await lockTransporterRegistration(tx);
  const taken = await takenLogins(tx, input);
  if (await transporterByGstin(tx, gstin.gstin))
    taken.gstin = say('validation.schema.transporters.gstinTaken');
  if (Object.keys(taken).length > 0)
    throw new HttpError(409, 'conflict', 'Some of these details are already on Freightdesk', taken);

  const [company] = await tx
    .insert(transporters)
    .values({
      name: input.name,
      code: (await nextTransporterCodes(tx, 1))[0]!,
      gstin: gstin.gstin,
      pan: gstin.pan,
      email: input.email,
      phone: input.mobile,
      cityId: input.cityId,
      address: input.address ?? null,
    })
    .returning({ id: transporters.id });
  const language = await transporterLanguage(tx, user);
  const [account] = await tx
    .insert(users)
    .values({
      transporterId: company!.id,
      industryId: null,
      userType: USER_TYPE.transporter,
      name: input.contactName,
      email: input.email,
      mobile: input.mobile,
      // Nobody knows this password: the invitation's link is the only way in.
      passwordHash: unusablePasswordHash(),
      language,
      emailVerifiedAt: null,
    })
    .returning({ id: users.id });
  return { transporterId: company!.id, userId: account!.id };
}
