import type { ActorRefFrom } from 'xstate';
import type { pushRegistrationMachine } from '../machines/pushRegistrationMachine';

/** Versioned like the session, so a later change of shape starts afresh instead of misreading old data. */
export const PUSH_REGISTRATION_STORAGE_KEY = 'freightdesk.push.v1';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Writes the machine's record of this browser's registration whenever it changes, as sessionPersistence does
 * for the session: the machine stays free of storage. Returns the unsubscribe.
 */
export const persistPushRegistration = (
  actor: ActorRefFrom<typeof pushRegistrationMachine>,
  storage: Storage,
): (() => void) => {
  let last = actor.getSnapshot().context.local;
  const subscription = actor.subscribe((snapshot) => {
    const { local } = snapshot.context;
    if (local === last) return;
    last = local;
    if (local) storage.setItem(PUSH_REGISTRATION_STORAGE_KEY, JSON.stringify(local));
    else storage.removeItem(PUSH_REGISTRATION_STORAGE_KEY);
  });
  return () => subscription.unsubscribe();
};
