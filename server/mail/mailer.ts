import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailedLinkPurpose } from '../../src/domain/statuses';
import type { Config } from '../config';

/**
 * A mail carrying a link, as its reader will read it: a one-time link (a password reset, a sign-up's
 * confirmation, an invitation) or a notification's link to its record.
 */
export interface LinkMail {
  purpose: MailedLinkPurpose | 'notification';
  to: string;
  subject: string;
  text: string;
  link: string;
}
export type PasswordResetMail = LinkMail;

/** What the log says a link mail carries when it is not sent (no SMTP_URL). */
const LOGGED_AS: Record<LinkMail['purpose'], string> = {
  notification: 'notification',
  reset: 'password reset link',
  verify: 'email verification link',
  invite: 'invitation link',
};

/** Outgoing mail. Tests pass their own to read the links instead of an inbox. */
export interface Mailer {
  send(mail: LinkMail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the link goes to the log, which is enough for a local demo. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send({ purpose, to, link }) {
        log.info(
          { to, link, purpose },
          `${LOGGED_AS[purpose]} (SMTP_URL is not set, so it is logged instead of mailed)`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: config.mailFrom, to, subject, text });
    },
  };
}
