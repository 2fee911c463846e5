import { translatorFor } from '../i18n/translator';
import type { LinkMail } from './mailer';

export interface Invitation {
  /** The new member. */
  to: { email: string; name: string; language: string };
  industryName: string;
  inviterName: string;
  link: string;
}

/** A new member's invitation to set their password, in the language the inviter gave them (`people.inviteMail.*`). */
export function inviteMail({ to, industryName, inviterName, link }: Invitation): LinkMail {
  const { t } = translatorFor(to.language);
  return {
    purpose: 'invite',
    to: to.email,
    subject: t('people.inviteMail.subject', { company: industryName }),
    text: t('people.inviteMail.text', { name: to.name, inviter: inviterName, company: industryName, link }),
    link,
  };
}
