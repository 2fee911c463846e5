import { translatorFor } from '../i18n/translator';
import type { LinkMail } from './mailer';

/** Who a transporter's invitation goes to, and what it names. */
export interface InviteRecipient {
  email: string;
  /** The contact person the industry named. */
  name: string;
  company: string;
  /** The inviting industry. */
  industry: string;
  language: string;
}

/** The invitation to a transporter's new account: a one-time link to set its password (`transporters.mail.*`). */
export function transporterInviteMail(to: InviteRecipient, link: string): LinkMail {
  const { t } = translatorFor(to.language);
  return {
    purpose: 'invite',
    to: to.email,
    subject: t('transporters.mail.subject', { industry: to.industry }),
    text: t('transporters.mail.text', { name: to.name, company: to.company, industry: to.industry, link }),
    link,
  };
}
