import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { PUSH_TOKEN_REFRESH_MS } from '../../src/domain/constants';
import type { PushData } from '../../src/domain/schemas/push';
import {
  type IssuedToken,
  type LocalRegistration,
  type PushAvailability,
  type PushPermission,
  pushRegistrationMachine,
  type StoredRegistration,
} from '../../src/machines/pushRegistrationMachine';
import { pushRegistrationModel } from './pushRegistration.model';

const USER = 7;
const SOMEONE_ELSE = 8;
const DAY = 24 * 60 * 60 * 1000;
const MESSAGE: PushData = {
  title: 'New bid received',
  msg: 'TR001 bid ₹39,000',
  type: 'request',
  requestType: 1,
  referId: 42,
};

interface Answers {
  availability: PushAvailability;
  permission: PushPermission;
  stored: StoredRegistration;
  token: IssuedToken;
  save: undefined;
  delete: undefined;
}
type Pending = {
  [K in keyof Answers]?: { resolve: (value: Answers[K]) => void; reject: (error: Error) => void };
};

/**
 * The real machine with doubles for the push service and the server. Each double waits until a model event
 * answers it; the clock is simulated so a week can pass.
 */
const harness = () => {
  const clock = new SimulatedClock();
  clock.set(Date.UTC(2026, 10, 21, 9, 30));
  const pending: Pending = {};
  const calls = { availability: 0, permission: 0, load: 0, getToken: 0, deletes: 0, unregisters: 0 };
  const saves: string[] = [];
  const logs: string[] = [];
  const received: PushData[] = [];
  let deliver: ((message: PushData) => void) | null = null;

  const waitForAnswer = <K extends keyof Answers>(name: K) =>
    new Promise<Answers[K]>((resolve, reject) => {
      (pending as Record<K, Pending[K]>)[name] = { resolve, reject } as Pending[K];
    });

  const machine = pushRegistrationMachine.provide({
    actors: {
      checkAvailability: fromPromise(() => {
        calls.availability += 1;
        return waitForAnswer('availability');
      }),
      requestPermission: fromPromise(() => {
        calls.permission += 1;
        return waitForAnswer('permission');
      }),
      loadStoredRegistration: fromPromise(() => {
        calls.load += 1;
        return waitForAnswer('stored');
      }),
      getToken: fromPromise(() => {
        calls.getToken += 1;
        return waitForAnswer('token');
      }),
      saveToken: fromPromise(({ input }) => {
        saves.push(input.token);
        return waitForAnswer('save').then(() => undefined);
      }),
      deleteToken: fromPromise(() => {
        calls.deletes += 1;
        return waitForAnswer('delete').then(() => undefined);
      }),
      unregister: fromPromise(async () => {
        calls.unregisters += 1;
      }),
      listenForMessages: fromCallback(({ sendBack }) => {
        deliver = (message) => sendBack({ type: 'push.receive', message });
        return () => {
          deliver = null;
        };
      }),
    },
    actions: { logProblem: (_, message) => void logs.push(message) },
  });
  const actor = createActor(machine, { clock }).start();
  actor.on('notification.received', (event) => void received.push(event.message));

  // Lets the answered promise reach the machine before the next step looks.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answer = async <K extends keyof Answers>(name: K, value: Answers[K]) => {
    const waiting = pending[name];
    if (!waiting) throw new Error(`nothing is waiting for ${name}`);
    delete pending[name];
    waiting.resolve(value);
    await settle();
  };
  const fail = async (name: keyof Answers, message: string) => {
    const waiting = pending[name];
    if (!waiting) throw new Error(`nothing is waiting for ${name}`);
    delete pending[name];
    waiting.reject(new Error(message));
    await settle();
  };

  const context = () => actor.getSnapshot().context;
  const issued = (token: string, subscription: string): IssuedToken => ({
    token,
    subscription,
    at: clock.now(),
  });
  const registration = (over: Partial<LocalRegistration>): LocalRegistration => ({
    userId: USER,
    token: 'token-1',
    subscription: 'sub-A',
    savedAt: clock.now() - 2 * DAY,
    ...over,
  });
  /** The token this browser already has, as the push service hands it out again. */
  const sameToken = () =>
    issued(context().local?.token ?? 'token-1', context().local?.subscription ?? 'sub-A');

  return {
    actor,
    clock,
    calls,
    saves,
    logs,
    received,
    context,
    answer,
    fail,
    issued,
    registration,
    sameToken,
    deliver: (message: PushData) => {
      if (!deliver) throw new Error('nothing listens for push messages');
      deliver(message);
    },
  };
};

type Harness = ReturnType<typeof harness>;

type StateValue = Parameters<ReturnType<Harness['actor']['getSnapshot']>['matches']>[0];
const expectState = (h: Harness, state: StateValue) =>
  expect(h.actor.getSnapshot().matches(state)).toBe(true);
const expectTag = (h: Harness, tag: 'busy' | 'on' | 'off' | 'unavailable') =>
  expect(h.actor.getSnapshot().hasTag(tag)).toBe(true);

describe('push registration (model-based)', () => {
  const model = createTestModel(pushRegistrationModel);
  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const h = harness();
      let storedSavedAt = 0;
      await path.test({
        states: {
          idle: () => expectState(h, 'idle'),
          checkingForTransporter: () => {
            expectTag(h, 'busy');
            expect(h.calls.availability).toBe(1);
            expect(h.context().userId).toBe(USER);
          },
          checking: () => {
            expectTag(h, 'busy');
            expect(h.calls.availability).toBe(1);
          },
          pushOff: () => {
            expectTag(h, 'off');
            expect(h.calls.permission).toBe(0);
            // Push being off is the server's choice, not a problem to log.
            expect(h.logs).toEqual([]);
          },
          signedOutWithoutRegistration: () => {
            expectState(h, 'idle');
            expect(h.calls.unregisters).toBe(0);
          },
          unsupported: () => {
            expectTag(h, 'unavailable');
            expect(h.calls.permission).toBe(0);
            expect(h.logs).toEqual(['Push notifications are not supported in this browser']);
          },
          askingPermission: () => {
            expectTag(h, 'busy');
            expect(h.calls.permission).toBe(1);
          },
          blocked: () => {
            expectTag(h, 'unavailable');
            expect(h.context().permission).toBe('denied');
            expect(h.logs).toEqual(['Push notifications are blocked for this site']);
            expect(h.calls.getToken).toBe(0);
          },
          dismissed: () => {
            expectTag(h, 'unavailable');
            expect(h.context().permission).toBe('default');
            expect(h.logs).toEqual(['Push notification permission was dismissed']);
            expect(h.calls.getToken).toBe(0);
          },
          loadingStored: () => {
            expectState(h, 'loadingStored');
            expect(h.calls.load).toBe(1);
          },
          loadFailed: () => {
            expectState(h, 'failed');
            expect(h.logs).toEqual(['The server did not answer']);
            expect(h.calls.getToken).toBe(0);
          },
          tokenForNewBrowser: () => {
            expectState(h, 'gettingToken');
            expect(h.context().local).toBeNull();
          },
          tokenFailed: () => {
            // Token retrieval errors are only logged (seed-spec §8).
            expectTag(h, 'unavailable');
            expect(h.logs).toEqual(['messaging/token-subscribe-failed']);
            expect(h.saves).toEqual([]);
          },
          tokenForKnownBrowser: () => {
            expectState(h, 'gettingToken');
            storedSavedAt = h.context().local?.savedAt ?? 0;
          },
          registeredWithoutSaving: () => {
            expectTag(h, 'on');
            expect(h.saves).toEqual([]);
            // Not saved, so the weekly refresh still counts from the first save.
            expect(h.context().local?.savedAt).toBe(storedSavedAt);
          },
          tokenForWeekOldRegistration: () => expectState(h, 'gettingToken'),
          tokenForOtherUsersBrowser: () => expectState(h, 'gettingToken'),
          tokenForChangedSubscription: () => expectState(h, 'gettingToken'),
          replacingOtherUsersToken: () => {
            expectState(h, { replacing: 'deletingToken' });
            expect(h.calls.deletes).toBe(1);
            expect(h.saves).toEqual([]);
          },
          replacingChangedSubscription: () => {
            expectState(h, { replacing: 'deletingToken' });
            expect(h.calls.deletes).toBe(1);
            expect(h.saves).toEqual([]);
          },
          deleteFailed: () => {
            expectTag(h, 'unavailable');
            expect(h.logs).toEqual(['messaging/token-unsubscribe-failed']);
            expect(h.saves).toEqual([]);
          },
          gettingReplacementToken: () => {
            expectState(h, { replacing: 'gettingNewToken' });
            expect(h.calls.getToken).toBe(2);
            expect(h.context().local).toBeNull();
          },
          savingNew: () => {
            expectState(h, 'saving');
            expect(h.saves).toEqual(['token-1']);
          },
          saveFailed: () => {
            expectTag(h, 'unavailable');
            expect(h.logs).toEqual(['The server did not answer']);
            // Nothing was saved, so this browser records nothing either.
            expect(h.context().local).toBeNull();
          },
          savingRotated: () => {
            expectState(h, 'saving');
            expect(h.saves).toEqual(['token-2']);
          },
          savingRefresh: () => {
            // Unchanged, but a week old: saved again.
            expectState(h, 'saving');
            expect(h.saves).toEqual(['token-1']);
            expect(h.context().deviceToken).toBe('token-1');
          },
          savingReplacement: () => {
            expectState(h, 'saving');
            expect(h.saves).toEqual(['token-3']);
          },
          registered: () => {
            expectTag(h, 'on');
            const saved = h.saves.at(-1)!;
            expect(h.context().deviceToken).toBe(saved);
            expect(h.context().local).toEqual({
              userId: USER,
              token: saved,
              subscription: expect.any(String),
              savedAt: h.clock.now(),
            });
          },
          messageShown: () => {
            expectTag(h, 'on');
            expect(h.received).toEqual([MESSAGE]);
          },
          refreshingAfterAWeek: () => {
            expectState(h, 'gettingToken');
            expect(h.calls.getToken).toBe(2);
          },
          savingWeeklyRefresh: () => {
            expectState(h, 'saving');
            expect(h.saves).toHaveLength(2);
            expect(h.saves[1]).toBe(h.saves[0]);
          },
          refreshed: () => {
            expectTag(h, 'on');
            expect(h.context().local?.savedAt).toBe(h.clock.now());
          },
          signedOut: () => {
            expectState(h, 'idle');
            expect(h.calls.unregisters).toBe(1);
            expect(h.context()).toMatchObject({ userId: null, local: null, deviceToken: null });
          },
        },
        events: {
          'start.transporter': () => h.actor.send({ type: 'push.start', userId: USER, userType: 2 }),
          'start.shipper': () => h.actor.send({ type: 'push.start', userId: USER, userType: 1 }),
          'availability.off': () => h.answer('availability', 'off'),
          'availability.unsupported': () => h.answer('availability', 'unsupported'),
          'availability.available': () => h.answer('availability', 'available'),
          'permission.block': () => h.answer('permission', 'denied'),
          'permission.dismiss': () => h.answer('permission', 'default'),
          'permission.grant': () => h.answer('permission', 'granted'),
          'stored.none': () => h.answer('stored', { deviceToken: null, local: null }),
          'stored.current': () => h.answer('stored', { deviceToken: 'token-1', local: h.registration({}) }),
          'stored.weekOld': () =>
            h.answer('stored', {
              deviceToken: 'token-1',
              local: h.registration({ savedAt: h.clock.now() - 8 * DAY }),
            }),
          'stored.otherUser': () =>
            h.answer('stored', { deviceToken: null, local: h.registration({ userId: SOMEONE_ELSE }) }),
          'stored.otherSubscription': () =>
            h.answer('stored', { deviceToken: 'token-1', local: h.registration({}) }),
          'stored.failure': () => h.fail('stored', 'The server did not answer'),
          'token.issue': () => h.answer('token', h.issued('token-1', 'sub-A')),
          'token.same': () => h.answer('token', h.sameToken()),
          'token.rotate': () => h.answer('token', h.issued('token-2', 'sub-A')),
          'token.resubscribed': () => h.answer('token', h.issued('token-2', 'sub-B')),
          'token.replace': () =>
            h.answer('token', h.issued('token-3', h.context().issued?.subscription ?? 'sub-A')),
          'token.failure': () => h.fail('token', 'messaging/token-subscribe-failed'),
          'delete.done': () => h.answer('delete', undefined),
          'delete.failure': () => h.fail('delete', 'messaging/token-unsubscribe-failed'),
          'save.done': () => h.answer('save', undefined),
          'save.failure': () => h.fail('save', 'The server did not answer'),
          'message.arrive': () => h.deliver(MESSAGE),
          'week.pass': () => h.clock.increment(PUSH_TOKEN_REFRESH_MS),
          'user.signOut': async () => {
            h.actor.send({ type: 'push.stop' });
            await new Promise((resolve) => setTimeout(resolve, 0));
          },
        },
      });
    });
  }
});
