import { z } from 'zod';
import type { LocalRegistration } from '../machines/pushRegistrationMachine';
import { PUSH_REGISTRATION_STORAGE_KEY } from './pushRegistrationStore';

type Storage = Pick<globalThis.Storage, 'getItem'>;

const StoredLocalRegistration = z.object({
  userId: z.number().int(),
  token: z.string(),
  subscription: z.string(),
  savedAt: z.number(),
}) satisfies z.ZodType<LocalRegistration>;

/** What this browser registered last, for whichever user; null when nothing (readable) is stored. */
export const readLocalRegistration = (storage: Storage): LocalRegistration | null => {
  try {
    const parsed = StoredLocalRegistration.safeParse(
      JSON.parse(storage.getItem(PUSH_REGISTRATION_STORAGE_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
