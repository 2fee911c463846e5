import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PushData } from '../../src/domain/schemas/push';
import { pushRegistrationMachine } from '../../src/machines/pushRegistrationMachine';
import type { PushProvider } from '../../src/push/pushProvider';
import { pushRegistrationServices } from '../../src/push/pushRegistrationServices';
import { PUSH_REGISTRATION_STORAGE_KEY, persistPushRegistration } from '../../src/push/pushRegistrationStore';
import { readLocalRegistration } from '../../src/push/storedPushRegistration';
import { memoryStorage } from './fixtures';

const FIREBASE = {
  apiKey: 'k',
  projectId: 'freightdesk',
  messagingSenderId: '42',
  appId: '1:42:web:a',
  vapidKey: 'v',
};

const fakeProvider = (): PushProvider & { deliver(message: PushData): void } => {
  let listener: ((message: PushData) => void) | null = null;
  return {
    isSupported: vi.fn(async () => true),
    requestPermission: vi.fn(async () => 'granted' as const),
    getToken: vi.fn(async () => ({ token: 'fcm-1', subscription: 'sub-A' })),
    deleteToken: vi.fn(async () => {}),
    onMessage: (next) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
    deliver: (message) => listener?.(message),
  };
};

/** The app's wiring of the machine (as AppStateProvider does it) over a fake API, push service and storage. */
const start = (firebase: Record<string, unknown> | null) => {
  const storage = { ...memoryStorage(), removeItem: vi.fn() };
  const provider = fakeProvider();
  const api = {
    clientConfig: { get: vi.fn(async () => ({ mapStyleUrl: null, firebase })) },
    push: {
      deviceToken: vi.fn(async () => ({ deviceToken: null, savedAt: null })),
      forgetDeviceToken: vi.fn(async () => undefined),
    },
    spec: { saveToken: vi.fn(async () => ({ saved: true })) },
  };
  const createProvider = vi.fn(async () => provider);
  const logs: string[] = [];
  const machine = pushRegistrationMachine.provide(
    pushRegistrationServices({
      loadApi: async () => api,
      storage,
      createProvider,
      log: (message) => void logs.push(message),
    }),
  );
  const actor = createActor(machine).start();
  persistPushRegistration(actor, storage);
  actor.send({ type: 'push.start', userId: 7, userType: 4 });
  return { actor, api, provider, createProvider, storage, logs };
};

describe('push registration in the browser', () => {
  it('says push is off, and loads no push service, when the server has no Firebase configuration', async () => {
    const app = start(null);
    await waitFor(app.actor, (s) => s.hasTag('off'));
    expect(app.createProvider).not.toHaveBeenCalled();
    expect(app.logs).toEqual([]);
  });

  it('registers: permission, the stored deviceToken, a token, the seed save call, and this browser remembers', async () => {
    const app = start(FIREBASE);
    await waitFor(app.actor, (s) => s.hasTag('on'));
    expect(app.createProvider).toHaveBeenCalledWith(FIREBASE);
    expect(app.provider.requestPermission).toHaveBeenCalledOnce();
    expect(app.api.push.deviceToken).toHaveBeenCalledOnce();
    expect(app.api.spec.saveToken).toHaveBeenCalledWith('fcm-1');
    expect(readLocalRegistration(app.storage)).toMatchObject({
      userId: 7,
      token: 'fcm-1',
      subscription: 'sub-A',
    });

    const received: PushData[] = [];
    app.actor.on('notification.received', (event) => void received.push(event.message));
    const message: PushData = {
      title: 'Order delivered',
      msg: 'FD-1',
      type: 'order',
      requestType: 2,
      referId: 31,
    };
    app.provider.deliver(message);
    expect(received).toEqual([message]);

    app.actor.send({ type: 'push.stop' });
    await waitFor(app.actor, (s) => s.matches('idle'));
    expect(app.provider.deleteToken).toHaveBeenCalledOnce();
    expect(app.storage.removeItem).toHaveBeenCalledWith(PUSH_REGISTRATION_STORAGE_KEY);
  });

  it('only logs a configuration it cannot use', async () => {
    const app = start({ apiKey: 'k' });
    await waitFor(app.actor, (s) => s.matches('failed'));
    expect(app.logs).toEqual(['FIREBASE_WEB_CONFIG lacks apiKey, projectId, messagingSenderId or appId']);
  });
});
