import { translatorFor } from '../i18n/translator';
import type { DetailHolder } from '../tenancy/newIndustry';
import type { LinkMail } from './mailer';

/**
 * What the holder of an e-mail, mobile or GSTIN is told when a sign-up tries to register it again
 * (`signup.attemptMail.*`, in their language): that nothing was made, with the sign-in and forgot-password
 * pages, since the one who tried is most likely themselves. It names only what is theirs, never what the
 * sign-up typed, so nobody can write to an account holder through it.
 */
export function signupAttemptMail(
  holder: DetailHolder,
  gstin: string,
  links: { signIn: string; forgotPassword: string },
): LinkMail {
  const { t, format } = translatorFor(holder.language);
  const details = format.list(holder.holds.map((detail) => t(`signup.attemptMail.${detail}`, { gstin })));
  return {
    purpose: 'signupAttempt',
    to: holder.email,
    subject: t('signup.attemptMail.subject'),
    text: t('signup.attemptMail.text', {
      name: holder.name,
      details,
      link: links.signIn,
      resetLink: links.forgotPassword,
    }),
    link: links.signIn,
  };
}
