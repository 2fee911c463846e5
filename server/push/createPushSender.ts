import type { Config } from '../config';
import { createFcmPushSender, readServiceAccount } from './fcmPushSender';
import { noPushSender, type PushSender } from './pushSender';

/** FCM when FCM_SERVICE_ACCOUNT is set, otherwise nothing is pushed and the socket alone delivers. */
export async function createPushSender(
  config: Pick<Config, 'fcmServiceAccount'>,
): Promise<PushSender & { close(): Promise<void> }> {
  if (!config.fcmServiceAccount) return { ...noPushSender, close: async () => {} };
  return createFcmPushSender(await readServiceAccount(config.fcmServiceAccount));
}
