import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { says } from '../../i18n/schemaMessages';
import { NOTIFICATION_EVENTS, TRANSPORTER_NOTIFICATION_EVENTS } from '../notificationEvents';
import { IndianMobile } from './identityFields';
import { int32Param, text } from './storable';

export const ChannelChoice = z.object({ inApp: z.boolean(), push: z.boolean(), email: z.boolean() });

/** For every event the app notifies, whether it reaches the person in the app, by push and by e-mail. */
export const NotificationPreferences = z.record(z.enum(NOTIFICATION_EVENTS), ChannelChoice);
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/**
 * GET and PUT /api/transporter/notification-preferences: for each of a transporter company's events, whether
 * it reaches the person by push and by e-mail (in the portal it always shows live).
 */
export const TransporterNotificationPreferences = z.record(
  z.enum(TRANSPORTER_NOTIFICATION_EVENTS),
  ChannelChoice.pick({ push: true, email: true }).strict(),
);
export type TransporterNotificationPreferences = z.infer<typeof TransporterNotificationPreferences>;

/** PUT /api/user/profile: what a person changes about themselves, in one save. */
export const ProfileInput = z.object({
  name: text(120).trim().min(1, says('validation.schema.masters.enterName')),
  mobile: IndianMobile,
  language: z.enum(LANGUAGES),
  notifications: NotificationPreferences,
});
export type ProfileInput = z.output<typeof ProfileInput>;

/** GET /api/user/profile. The e-mail signs the person in and is changed by nobody here. */
export const Profile = ProfileInput.extend({
  email: z.string(),
  /** The picture's address (`/api/users/:id/picture?v=…`), null for the default avatar. */
  profileImage: z.string().nullable(),
});
export type Profile = z.infer<typeof Profile>;

/** The picture types a browser and the server both read; the type is told from the bytes, not the name. */
export const PICTURE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** An upload's largest size: a phone camera's photo fits, a raw scan does not. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
/** The stored picture is square, this many pixels a side: twice the largest avatar drawn, for sharp screens. */
export const PICTURE_SIDE = 256;
/** A picture wider or taller than this is refused before it is decoded, so no upload can exhaust memory. */
export const PICTURE_MAX_DIMENSION = 12_000;

/** PUT /api/user/profile/picture?left=&top=&width=&height=: the square the person cropped, in the image's pixels. */
export const PictureCrop = z.object({
  left: int32Param(0, PICTURE_MAX_DIMENSION),
  top: int32Param(0, PICTURE_MAX_DIMENSION),
  width: int32Param(1, PICTURE_MAX_DIMENSION),
  height: int32Param(1, PICTURE_MAX_DIMENSION),
});
export type PictureCrop = z.infer<typeof PictureCrop>;

export const PictureReply = z.object({ profileImage: z.string().nullable() });
