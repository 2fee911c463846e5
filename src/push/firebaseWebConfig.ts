import { z } from 'zod';

/**
 * FIREBASE_WEB_CONFIG as the browser gets it from /api/client-config: the Firebase console's web app config,
 * plus `vapidKey`, the public key of the project's Web Push certificate (Cloud Messaging settings), which
 * Chrome's push service needs.
 */
export const FirebaseWebConfig = z.looseObject({
  apiKey: z.string().min(1),
  projectId: z.string().min(1),
  messagingSenderId: z.string().min(1),
  appId: z.string().min(1),
  vapidKey: z.string().min(1).optional(),
});
export type FirebaseWebConfig = z.infer<typeof FirebaseWebConfig>;
