import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailedLinkPurpose } from '../../src/domain/statuses';
import type { Config } from '../config';

/** A file sent with a mail (a weekly report). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A mail carrying a link, as its reader will read it: a one-time link (a password reset, a sign-up's
 * confirmation, an invitation), the sign-in page for someone whose details a sign-up tried to take again, a
 * notification's link to its record, or a weekly report's link to the reports with the report attached.
 */
export interface LinkMail {
  purpose: MailedLinkPurpose | 'signupAttempt' | 'notification' | 'report';
  to: string;
  subject: string;
  text: string;
  link: string;
  attachments?: readonly MailAttachment[];
}
export type PasswordResetMail = LinkMail;

/** What the log says a link mail carries when it is not sent (no SMTP_URL). */
const LOGGED_AS: Record<LinkMail['purpose'], string> = {
  notification: 'notification',
  reset: 'password reset link',
  verify: 'email verification link',
  invite: 'invitation link',
  signupAttempt: 'notice of a sign-up with registered details',
  report: 'weekly report',
};

/** Outgoing mail. Tests pass their own to read the links instead of an inbox. */
export interface Mailer {
  send(mail: LinkMail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Otherwise, outside production, the link goes to the log, which is enough for a
 * local demo; a production log never holds a link (whoever reads the log would hold every account's reset and
 * invitation), only that a mail was not sent (configWarnings.ts says so at start).
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'production'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Mailer {
  if (!config.smtpUrl) {
    return {
      async send({ purpose, to, link, attachments }) {
        if (config.production) {
          log.warn({ to, purpose }, `${LOGGED_AS[purpose]} not sent: SMTP_URL is not set`);
          return;
        }
        log.info(
          {
            to,
            link,
            purpose,
            ...(attachments
              ? { attachments: attachments.map((a) => ({ filename: a.filename, bytes: a.content.length })) }
              : {}),
          },
          `${LOGGED_AS[purpose]} (SMTP_URL is not set, so it is logged instead of mailed)`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send({ to, subject, text, attachments }) {
      await transport.sendMail({
        from: config.mailFrom,
        to,
        subject,
        text,
        ...(attachments ? { attachments: [...attachments] } : {}),
      });
    },
  };
}
