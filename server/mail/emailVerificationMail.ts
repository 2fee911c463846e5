import type { VerificationRecipient } from '../auth/emailVerification';
import { translatorFor } from '../i18n/translator';
import type { LinkMail } from './mailer';

/** A sign-up's confirmation mail, in the language the owner signed up in (`signup.mail.*`). */
export function emailVerificationMail(user: VerificationRecipient, link: string): LinkMail {
  const { t } = translatorFor(user.language);
  return {
    purpose: 'verify',
    to: user.email,
    subject: t('signup.mail.subject'),
    text: t('signup.mail.text', { name: user.name, company: user.industryName, link }),
    link,
  };
}
