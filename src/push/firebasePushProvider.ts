import type { Messaging } from 'firebase/messaging';
import { registerAppWorker } from '../app/appWorker';
import type { FirebaseWebConfig } from './firebaseWebConfig';
import { ForegroundPush } from './foregroundPush';
import type { PushProvider } from './pushProvider';

/** A named Firebase app, so nothing else on the page that uses Firebase shares or clobbers it. */
const FIREBASE_APP_NAME = 'freightdesk-push';

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A digest, not the details themselves: the endpoint and keys are credentials of the subscription and need not
 * sit in localStorage just to notice that they changed.
 */
const fingerprint = async (parts: readonly (string | null | undefined)[]): Promise<string> =>
  hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(parts))));

/**
 * Firebase Cloud Messaging behind PushProvider. This module is imported only when the server has a Firebase
 * configuration, and the Firebase SDK itself only on first use, so neither weighs on the first page load.
 */
export function createFirebasePushProvider(config: FirebaseWebConfig): PushProvider {
  const { vapidKey, ...options } = config;

  let loaded: Promise<{ sdk: typeof import('firebase/messaging'); messaging: Messaging }> | null = null;
  const load = () => {
    loaded ??= (async () => {
      const [{ getApps, initializeApp }, sdk] = await Promise.all([
        import('firebase/app'),
        import('firebase/messaging'),
      ]);
      const app =
        getApps().find((a) => a.name === FIREBASE_APP_NAME) ?? initializeApp(options, FIREBASE_APP_NAME);
      return { sdk, messaging: sdk.getMessaging(app) };
    })();
    return loaded;
  };

  return {
    async isSupported() {
      const { isSupported } = await import('firebase/messaging');
      return isSupported();
    },
    requestPermission: () => Notification.requestPermission(),
    async getToken() {
      const [{ sdk, messaging }, registration] = await Promise.all([load(), registerAppWorker()]);
      const token = await sdk.getToken(messaging, {
        serviceWorkerRegistration: registration,
        ...(vapidKey ? { vapidKey } : {}),
      });
      const subscription = (await registration.pushManager.getSubscription())?.toJSON();
      return {
        token,
        subscription: await fingerprint([
          options.projectId,
          options.messagingSenderId,
          options.appId,
          vapidKey,
          subscription?.endpoint,
          subscription?.keys?.p256dh,
          subscription?.keys?.auth,
        ]),
      };
    },
    async deleteToken() {
      const { sdk, messaging } = await load();
      await sdk.deleteToken(messaging);
    },
    onMessage(listener) {
      const onWorkerMessage = (event: MessageEvent) => {
        const push = ForegroundPush.safeParse(event.data);
        if (push.success) listener(push.data.payload.data);
      };
      navigator.serviceWorker.addEventListener('message', onWorkerMessage);
      return () => navigator.serviceWorker.removeEventListener('message', onWorkerMessage);
    },
  };
}
