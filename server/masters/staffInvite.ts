import { eq } from 'drizzle-orm';
import { createPasswordReset, spendOpenLinks } from '../auth/passwordReset';
import type { Queryable } from '../db/database';
import { users } from '../db/schema/access';
import { industries } from '../db/schema/tenancy';
import { inviteMail } from '../mail/inviteMail';
import type { Mailer } from '../mail/mailer';
import type { WriteContext } from './masterStore';

export interface InviteDeps {
  mailer: Mailer;
  /** The app's address, for the link (config.publicUrl). */
  publicUrl: string;
  log: { error: (details: object, message: string) => void };
}

/** Who invites when Freightdesk's operators do: the product's name, as the mail names it. */
const OPERATOR_NAME = 'Freightdesk';

/**
 * The link an invitation carries: the password reset page, told it is an invitation so it says "set" rather
 * than "reset" (src/views/auth/ResetPasswordPage.tsx). The token works like a reset's
 * (server/auth/passwordReset.ts): one use, and using it confirms the address.
 */
export const inviteLink = (publicUrl: string, token: string) =>
  `${publicUrl}/#/password/reset/${token}?invite=1`;

/**
 * Creates a fresh invitation link for a user inside the write's transaction, replacing any earlier one, and
 * mails it once the write has committed: a rolled-back write never mails a link that does not work. The
 * inviter is the member who asked, or null for Freightdesk's operators (`npm run admin -- invite`), who also
 * get the link it answers.
 */
export async function invite(
  tx: Queryable,
  deps: InviteDeps,
  { now, afterCommit }: WriteContext,
  userId: number,
  inviterId: number | null,
): Promise<string> {
  await spendOpenLinks(tx, userId, now);
  const token = await createPasswordReset(tx, userId, now, 'invite');
  const [member] = await tx
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      industryName: industries.name,
    })
    .from(users)
    .innerJoin(industries, eq(industries.id, users.industryId))
    .where(eq(users.id, userId));
  const [inviter] =
    inviterId === null
      ? [{ name: OPERATOR_NAME }]
      : await tx.select({ name: users.name }).from(users).where(eq(users.id, inviterId));
  const link = inviteLink(deps.publicUrl, token);
  const mail = inviteMail({
    to: member!,
    industryName: member!.industryName,
    inviterName: inviter?.name ?? member!.industryName,
    link,
  });
  afterCommit(() =>
    deps.mailer.send(mail).catch((error: unknown) => {
      deps.log.error({ err: error, to: mail.to }, 'could not send the invitation mail');
    }),
  );
  return link;
}
