import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** A password reset mail as its reader will read it (see passwordResetMail). */
export interface PasswordResetMail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** Outgoing mail. Tests pass their own to read the reset link instead of an inbox. */
export interface Mailer {
  sendPasswordReset(mail: PasswordResetMail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the link goes to the log, which is enough for a local demo. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async sendPasswordReset({ to, link }) {
        log.info(
          { to, link },
          'password reset link (SMTP_URL is not set, so it is logged instead of mailed)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async sendPasswordReset({ to, subject, text }) {
      await transport.sendMail({ from: config.mailFrom, to, subject, text });
    },
  };
}
