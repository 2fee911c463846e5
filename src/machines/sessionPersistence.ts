import type { SessionFields } from './sessionFields';

/** Versioned so that a later change of shape starts from defaults instead of misreading old data. */
export const SESSION_STORAGE_KEY = 'freightdesk.session.v1';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

interface SnapshotSource {
  subscribe: (observer: (snapshot: { context: SessionFields }) => void) => { unsubscribe: () => void };
}

/** Writes every change of the session to storage; returns the unsubscribe function. */
export const persistSession = (actor: SnapshotSource, storage: Storage): (() => void) => {
  let last = '';
  const subscription = actor.subscribe(({ context }) => {
    const serialized = JSON.stringify(context);
    if (serialized === last) return;
    last = serialized;
    storage.setItem(SESSION_STORAGE_KEY, serialized);
  });
  return () => subscription.unsubscribe();
};
