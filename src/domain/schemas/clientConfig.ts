import { z } from 'zod';

/** GET /api/client-config (public): deployment settings the browser needs before anyone signs in. */
export const ClientConfig = z.object({
  /** MapLibre style URL; null means the app's offline basemap. */
  mapStyleUrl: z.string().nullable(),
  /** Firebase web app config for push registration; null disables push. */
  firebase: z.record(z.string(), z.unknown()).nullable(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
