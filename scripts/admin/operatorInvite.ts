import type { Config } from '../../server/config';
import type { Queryable } from '../../server/db/database';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { invite } from '../../server/masters/staffInvite';
import { operatorTransporterInvite } from '../../server/masters/transporterInvite';
import { USER_TYPE } from '../../src/domain/userTypes';
import type { AdminContext } from './adminCommand';

/**
 * An invitation from Freightdesk's operators (server/masters/staffInvite.ts, the one way to invite), inside the
 * caller's transaction: the link is answered, to be printed, and mailed once `send` is called after the commit
 * when SMTP_URL is set (without it the operator passes the link on).
 */
export async function operatorInvite(
  tx: Queryable,
  ctx: AdminContext,
  config: Config,
  user: { id: number; userType: number },
): Promise<{ link: string; send: () => Promise<void> }> {
  const mailer: Mailer | null = config.smtpUrl
    ? createMailer(config, { info: () => {}, warn: () => {} })
    : null;
  const after: (() => Promise<void>)[] = [];
  const mailing = { mailer: mailer ?? { send: async () => {} }, publicUrl: config.publicUrl };
  const context = { now: ctx.now(), afterCommit: (work: () => Promise<void>) => void after.push(work) };
  // A transporter's account is greeted as its industries greet it; everyone else as the industry's people are.
  const link =
    user.userType === USER_TYPE.transporter
      ? await operatorTransporterInvite(tx, user.id, mailing, context)
      : await invite(
          tx,
          {
            ...mailing,
            log: { error: (_details, message) => ctx.err(`${message}: the link above still works.`) },
          },
          context,
          user.id,
          null,
        );
  return {
    link,
    async send() {
      for (const work of after)
        await work().catch((error: unknown) =>
          ctx.err(`The invitation mail was not sent (${String(error)}): the link above still works.`),
        );
    },
  };
}

/** What the operator is told about the link's delivery. */
export const deliveryNote = (config: Config, email: string): string =>
  config.smtpUrl
    ? `It was mailed to ${email} too.`
    : `SMTP_URL is not set, so it was not mailed: pass it on to ${email}.`;
