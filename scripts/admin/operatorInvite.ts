import type { Config } from '../../server/config';
import type { Queryable } from '../../server/db/database';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { invite } from '../../server/masters/staffInvite';
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
  userId: number,
): Promise<{ link: string; send: () => Promise<void> }> {
  const mailer: Mailer | null = config.smtpUrl
    ? createMailer(config, { info: () => {}, warn: () => {} })
    : null;
  const after: (() => Promise<void>)[] = [];
  const link = await invite(
    tx,
    {
      mailer: mailer ?? { send: async () => {} },
      publicUrl: config.publicUrl,
      log: { error: (_details, message) => ctx.err(`${message}: the link above still works.`) },
    },
    { now: ctx.now(), afterCommit: (work) => void after.push(work) },
    userId,
    null,
  );
  return {
    link,
    async send() {
      for (const work of after) await work();
    },
  };
}

/** What the operator is told about the link's delivery. */
export const deliveryNote = (config: Config, email: string): string =>
  config.smtpUrl
    ? `It was mailed to ${email} too.`
    : `SMTP_URL is not set, so it was not mailed: pass it on to ${email}.`;
