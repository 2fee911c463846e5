import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { says } from '../../i18n/schemaMessages';
import { NewPassword } from './auth';
import { AccountEmail, Gstin, IndianMobile } from './identityFields';
import { text } from './storable';

/** A shipper's sign-up: the industry (company and GSTIN) and its owner's account. */
export const RegisterBody = z
  .object({
    companyName: text(200).trim().min(2, says('validation.schema.signup.companyName')),
    gstin: Gstin,
    ownerName: text(120).trim().min(2, says('validation.schema.signup.ownerName')),
    email: AccountEmail,
    mobile: IndianMobile,
    password: NewPassword,
    confirmPassword: text(128),
    /** The language the form was filled in: the owner's mails and screens start in it. */
    language: z.enum(LANGUAGES).default('en'),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    ...says('validation.schema.passwordsDiffer'),
  });
export type RegisterBody = z.output<typeof RegisterBody>;
export type RegisterInput = z.input<typeof RegisterBody>;

export const RegisterReply = z.object({
  /** Where the confirmation link went. */
  email: z.string(),
});
export type RegisterReply = z.infer<typeof RegisterReply>;

export const VerifyEmailBody = z.object({ token: text(200).min(16) });

export const VerifyEmailReply = z.object({
  /** `alreadyVerified`: the link was used before and the address stays confirmed. */
  status: z.enum(['verified', 'alreadyVerified']),
  email: z.string(),
});
export type VerifyEmailReply = z.infer<typeof VerifyEmailReply>;

/** The account's email or mobile number, as it was typed on the sign-in form. */
export const ResendVerificationBody = z.object({
  login: text(254).trim().min(1, says('validation.schema.enterLogin')),
});
