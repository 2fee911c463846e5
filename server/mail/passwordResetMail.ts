import { translatorFor } from '../i18n/translator';
import type { PasswordResetMail } from './mailer';

/** The reset mail in the language its recipient reads the app in (`mail.passwordReset.*`). */
export function passwordResetMail(user: { email: string; name: string; language: string }, link: string) {
  const { t } = translatorFor(user.language);
  const mail: PasswordResetMail = {
    purpose: 'reset',
    to: user.email,
    subject: t('mail.passwordReset.subject'),
    text: t('mail.passwordReset.text', { name: user.name, link }),
    link,
  };
  return mail;
}
