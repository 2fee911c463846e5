import type { PushData } from '../domain/schemas/push';
import type { PushPermission } from '../machines/pushRegistrationMachine';

/**
 * The push service as the registration machine needs it. The real one is Firebase Cloud Messaging
 * (firebasePushProvider.ts, loaded only when the server has a Firebase configuration); tests use doubles.
 */
export interface PushProvider {
  /** Whether this browser can take pushes at all (service workers, the Push API, notifications, IndexedDB). */
  isSupported(): Promise<boolean>;
  requestPermission(): Promise<PushPermission>;
  /** This browser's token, with a fingerprint of the push subscription it is bound to. */
  getToken(): Promise<{ token: string; subscription: string }>;
  /** Invalidates this browser's token at the push service: nothing sent to it arrives any more. */
  deleteToken(): Promise<void>;
  /** Pushes that arrive while a page of the app is visible; returns the unsubscribe. */
  onMessage(listener: (message: PushData) => void): () => void;
}
