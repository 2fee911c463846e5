import { z } from 'zod';
import { DeviceTokenReply } from '../domain/schemas/push';
import type { HttpClient } from './httpClient';

const NoContent = z.undefined();

/** The signed-in user's push registration; saving is the seed's call (spec.ts `saveToken`). */
export const pushApi = (http: HttpClient) => ({
  deviceToken: () => http.get('/api/push/device-token', { schema: DeviceTokenReply }),
  forgetDeviceToken: () => http.delete('/api/push/device-token', { schema: NoContent }),
});

export type PushApi = ReturnType<typeof pushApi>;
