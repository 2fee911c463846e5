import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { PERMISSIONS } from '../permissions';
import { text } from './storable';

/** A new password: at least 8 characters. */
export const NewPassword = text(128).min(8, says('validation.schema.passwordLength'));

export const UserTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const LoginBody = z.object({
  /** Email address or 10-digit mobile number. */
  login: text(254).trim().min(1, says('validation.schema.enterLogin')),
  password: text(128).min(1, says('validation.schema.enterPassword')),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** What the browser keeps about the signed-in user (seed-spec §3, "Session"). */
export const SessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  userType: UserTypeSchema,
  /** The role's id for types 1 and 4; null for the owner. */
  userTypeId: z.number().int().nullable(),
  userTypeName: z.string(),
  industryId: z.number().int(),
  industryName: z.string(),
  profileImage: z.string().nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  hideMaterialFromTransporters: z.boolean(),
  canAddRequest: z.boolean(),
  /** Plants a plant user (type 4) is limited to; empty means all. */
  plantIds: z.array(z.number().int()),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginReply = z.object({ token: z.string(), user: SessionUser });
export type LoginReply = z.infer<typeof LoginReply>;

export const ForgotPasswordBody = z.object({ email: z.email(says('validation.schema.email')).max(254) });
export const ResetPasswordBody = z
  .object({ token: text(200).min(16), password: NewPassword, confirmPassword: text(128) })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    ...says('validation.schema.passwordsDiffer'),
  });
export const ChangePasswordBody = z
  .object({
    currentPassword: text(128).min(1, says('validation.schema.enterCurrentPassword')),
    newPassword: NewPassword,
    confirmPassword: text(128),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    ...says('validation.schema.passwordsDiffer'),
  })
  .refine((b) => b.newPassword !== b.currentPassword, {
    path: ['newPassword'],
    ...says('validation.schema.newPasswordSame'),
  });

export const OkReply = z.object({ ok: z.literal(true) });
