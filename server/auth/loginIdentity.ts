import { nationalDigits } from '../../src/domain/indianMobile';

/**
 * Who a sign-in names, however it is spelt: an e-mail trimmed and lower-cased; a mobile number by its ten
 * digits whatever surrounds them (spaces, dashes, brackets, `+91`, `91-`, a leading 0). The account lookup
 * and the login limits read the same identity, so a respelt number is the same account to both.
 */
export type LoginIdentity = { email: string } | { mobile: string };

export function loginIdentity(login: string): LoginIdentity | null {
  const text = login.trim();
  if (text.includes('@')) return { email: text.toLowerCase() };
  const national = nationalDigits(text);
  return national ? { mobile: national } : null;
}

/** The identity as one key for counting attempts: `+91XXXXXXXXXX`, the e-mail, or the text as typed. */
export function identityKey(login: unknown): string {
  const text = String(login ?? '');
  const identity = loginIdentity(text);
  if (!identity) return text.trim().toLowerCase();
  return 'email' in identity ? identity.email : `+91${identity.mobile}`;
}
