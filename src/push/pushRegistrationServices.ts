import { fromCallback, fromPromise } from 'xstate';
import type { ClientConfigApi } from '../api/clientConfig';
import type { PushApi } from '../api/push';
import type { SpecApi } from '../api/spec';
import type { pushRegistrationMachine } from '../machines/pushRegistrationMachine';
import type { FirebaseWebConfig } from './firebaseWebConfig';
import type { PushProvider } from './pushProvider';

type Implementations = Parameters<typeof pushRegistrationMachine.provide>[0];

/** The calls registration makes, with their schemas. */
export interface PushRegistrationApi {
  clientConfig: ClientConfigApi;
  push: PushApi;
  spec: Pick<SpecApi, 'saveToken'>;
}

interface PushRegistrationDeps {
  /** Fetched when a signed-in user first registers: the sign-in page goes without them (and zod). */
  loadApi: () => Promise<PushRegistrationApi>;
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
  const { loadApi, storage, createProvider, log } = deps;
  let loadedApi: Promise<PushRegistrationApi> | null = null;
  const api = () => (loadedApi ??= loadApi());
  let provider: PushProvider | null = null;
  const current = (): PushProvider => {
    if (!provider) throw new Error('The push service is not loaded');
    return provider;
  };

  return {
    actors: {
      checkAvailability: fromPromise(async () => {
        const { firebase } = await (await api()).clientConfig.get();
        if (!firebase) return 'off' as const;
        const { FirebaseWebConfig } = await import('./firebaseWebConfig');
        const config = FirebaseWebConfig.safeParse(firebase);
        if (!config.success)
          throw new Error('FIREBASE_WEB_CONFIG lacks apiKey, projectId, messagingSenderId or appId');
        provider ??= await createProvider(config.data);
        return (await provider.isSupported()) ? ('available' as const) : ('unsupported' as const);
      }),
      requestPermission: fromPromise(() => current().requestPermission()),
      loadStoredRegistration: fromPromise(async () => ({
        deviceToken: (await (await api()).push.deviceToken()).deviceToken,
        local: (await import('./storedPushRegistration')).readLocalRegistration(storage),
      })),
      getToken: fromPromise(async () => ({ ...(await current().getToken()), at: Date.now() })),
      saveToken: fromPromise(async ({ input }) => {
        await (await api()).spec.saveToken(input.token);
      }),
      deleteToken: fromPromise(async () => {
        await current().deleteToken();
        await (await api()).push.forgetDeviceToken();
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
