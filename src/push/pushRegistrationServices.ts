import { fromCallback, fromPromise } from 'xstate';
import type { ClientConfigApi } from '../api/clientConfig';
import type { PushApi } from '../api/push';
import type { SpecApi } from '../api/spec';
import type { pushRegistrationMachine } from '../machines/pushRegistrationMachine';
import { FirebaseWebConfig } from './firebaseWebConfig';
import type { PushProvider } from './pushProvider';
import { readLocalRegistration } from './pushRegistrationStore';

type Implementations = Parameters<typeof pushRegistrationMachine.provide>[0];

interface PushRegistrationDeps {
  api: { clientConfig: ClientConfigApi; push: PushApi; spec: Pick<SpecApi, 'saveToken'> };
  storage: Pick<Storage, 'getItem'>;
  /** Builds the provider for a Firebase configuration; the app imports the Firebase one lazily. */
  createProvider: (config: FirebaseWebConfig) => Promise<PushProvider>;
  log: (message: string) => void;
}

/** The real push service loaded on demand, so Firebase lands in a chunk of its own. */
export const loadFirebasePushProvider = async (config: FirebaseWebConfig): Promise<PushProvider> =>
  (await import('./firebasePushProvider')).createFirebasePushProvider(config);

/**
 * The registration machine's I/O in the browser: the deployment's Firebase configuration decides whether push
 * is on at all; the provider talks to the push service; the API reads, saves and deletes the user's
 * deviceToken; this browser's own record comes from storage (written back by persistPushRegistration).
 */
export function pushRegistrationServices(deps: PushRegistrationDeps): Implementations {
  const { api, storage, createProvider, log } = deps;
  let provider: PushProvider | null = null;
  const current = (): PushProvider => {
    if (!provider) throw new Error('The push service is not loaded');
    return provider;
  };

  return {
    actors: {
      checkAvailability: fromPromise(async () => {
        const { firebase } = await api.clientConfig.get();
        if (!firebase) return 'off' as const;
        const config = FirebaseWebConfig.safeParse(firebase);
        if (!config.success)
          throw new Error('FIREBASE_WEB_CONFIG lacks apiKey, projectId, messagingSenderId or appId');
        provider ??= await createProvider(config.data);
        return (await provider.isSupported()) ? ('available' as const) : ('unsupported' as const);
      }),
      requestPermission: fromPromise(() => current().requestPermission()),
      loadStoredRegistration: fromPromise(async () => ({
        deviceToken: (await api.push.deviceToken()).deviceToken,
        local: readLocalRegistration(storage),
      })),
      getToken: fromPromise(async () => ({ ...(await current().getToken()), at: Date.now() })),
      saveToken: fromPromise(async ({ input }) => {
        await api.spec.saveToken(input.token);
      }),
      deleteToken: fromPromise(async () => {
        await current().deleteToken();
        await api.push.forgetDeviceToken();
      }),
      // Signed out already, so only the push service is told; the server drops the token the next time
      // FCM reports it gone.
      unregister: fromPromise(async () => {
        await provider?.deleteToken();
      }),
      listenForMessages: fromCallback(({ sendBack }) =>
        current().onMessage((message) => sendBack({ type: 'push.receive', message })),
      ),
    },
    actions: {
      logProblem: (_, message) => log(message),
    },
  };
}
