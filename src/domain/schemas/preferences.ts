import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';

/** GET and PUT /api/user/preferences: what the signed-in user chose for themselves, on every device. */
export const UserPreferences = z.object({
  language: z.enum(LANGUAGES),
});
export type UserPreferences = z.infer<typeof UserPreferences>;
