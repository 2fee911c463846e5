/** The app's one service worker (public/service-worker.js): the offline shell and the pushes. */
const APP_WORKER_URL = '/service-worker.js';
/** Where the push worker used to live on its own, before it became the app's worker. */
const FORMER_PUSH_SCOPE = '/firebase-cloud-messaging-push-scope';

let registered: Promise<ServiceWorkerRegistration> | null = null;

/**
 * Registers the worker once per page, whoever asks first: the app after its load, or push before it asks
 * for a token (the same registration carries the push subscription). A push worker left from before, under
 * a scope of its own, is removed: its subscription was replaced by the one on this worker.
 */
export function registerAppWorker(): Promise<ServiceWorkerRegistration> {
  registered ??= navigator.serviceWorker
    .register(APP_WORKER_URL, { scope: '/' })
    .then(async (registration) => {
      const former = (await navigator.serviceWorker.getRegistrations()).filter((other) =>
        other.scope.endsWith(FORMER_PUSH_SCOPE),
      );
      await Promise.all(former.map((other) => other.unregister()));
      return registration;
    });
  return registered;
}
