import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { PUSH_TOKEN_REFRESH_MS } from '../domain/constants';
import type { PushData } from '../domain/schemas/push';
import { PUSH_USER_TYPES, type UserType } from '../domain/userTypes';

/** Whether this deployment and this browser can take pushes at all. */
export type PushAvailability = 'off' | 'unsupported' | 'available';
/** The browser's answer to the permission prompt; 'default' means the prompt was dismissed. */
export type PushPermission = 'granted' | 'denied' | 'default';

/** A token from the push service, the subscription it belongs to, and when it was read. */
export interface IssuedToken {
  token: string;
  /** A fingerprint of the browser's push subscription (sender, key, endpoint): a change means re-register. */
  subscription: string;
  /** When the token was read (ms since the epoch): the registration's age is measured against it. */
  at: number;
}

/** What this browser last registered, for whoever was signed in then (see pushRegistrationStore.ts). */
export interface LocalRegistration {
  userId: number;
  token: string;
  subscription: string;
  savedAt: number;
}

/** The stored push registration: the server's deviceToken for the user and this browser's own record. */
export interface StoredRegistration {
  deviceToken: string | null;
  local: LocalRegistration | null;
}

export type PushRegistrationEvent =
  | { type: 'push.start'; userId: number; userType: UserType }
  | { type: 'push.stop' }
  | { type: 'push.receive'; message: PushData };

/** A push that arrived while the app is open; the app shows it in the notification dialog. */
export type PushRegistrationEmitted = { type: 'notification.received'; message: PushData };

export interface PushRegistrationContext {
  userId: number | null;
  local: LocalRegistration | null;
  /** The token the server holds for the user (the seed's deviceToken), once loaded. */
  deviceToken: string | null;
  issued: IssuedToken | null;
  permission: PushPermission | null;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const failTo = (target: string) => ({
  target,
  actions: {
    type: 'logProblem' as const,
    params: ({ event }: { event: { error: unknown } }) => messageOf(event.error),
  },
});

/**
 * Browser push registration (seed-spec §4): ask permission, get a token, save it to the server only if it
 * differs from the stored deviceToken; a registration older than PUSH_TOKEN_REFRESH_MS is saved again, and one
 * whose subscription changed (or that belongs to someone who used this browser before) is deleted and
 * recreated. Pure: the push service, the server and the clock come in through the actors, which the app
 * provides (src/push/pushRegistrationServices.ts) and tests replace. Problems are only logged, never shown:
 * the spec leaves reporting them to the push library.
 */
export const pushRegistrationMachine = setup({
  types: {
    context: {} as PushRegistrationContext,
    events: {} as PushRegistrationEvent,
    emitted: {} as PushRegistrationEmitted,
  },
  actors: {
    checkAvailability: fromPromise<PushAvailability>(async () => 'off'),
    requestPermission: fromPromise<PushPermission>(async () => 'default'),
    loadStoredRegistration: fromPromise<StoredRegistration>(async () => ({ deviceToken: null, local: null })),
    getToken: fromPromise<IssuedToken>(async () => {
      throw new Error('getToken is provided by the app');
    }),
    saveToken: fromPromise<void, { token: string }>(async () => {}),
    /** Deletes this browser's token at the push service and the user's stored one on the server. */
    deleteToken: fromPromise<void>(async () => {}),
    /** After sign-out: deletes this browser's token at the push service, so the next user starts afresh. */
    unregister: fromPromise<void>(async () => {}),
    listenForMessages: fromCallback<{ type: 'none' }>(() => () => {}),
  },
  guards: {
    registersForPush: (_, params: { userType: UserType }) => PUSH_USER_TYPES.includes(params.userType),
    isPushOff: (_, params: { availability: PushAvailability }) => params.availability === 'off',
    isUnsupported: (_, params: { availability: PushAvailability }) => params.availability === 'unsupported',
    isGranted: (_, params: { permission: PushPermission }) => params.permission === 'granted',
    hasRegistration: ({ context }) => context.local !== null || context.issued !== null,
    subscriptionChanged: ({ context: { local, issued, userId } }) =>
      local !== null &&
      issued !== null &&
      (local.userId !== userId || local.subscription !== issued.subscription),
    refreshDue: ({ context: { local, issued } }) =>
      local !== null && issued !== null && issued.at - local.savedAt >= PUSH_TOKEN_REFRESH_MS,
    tokenUnchanged: ({ context }) => context.issued?.token === context.deviceToken,
  },
  actions: {
    logProblem: (_, _message: string) => {},
    /** Keeps the first save time of an unchanged registration, so the weekly refresh stays due. */
    keepRegistration: assign({
      local: ({ context: { userId, issued, local } }) =>
        userId !== null && issued
          ? {
              userId,
              token: issued.token,
              subscription: issued.subscription,
              savedAt: local?.savedAt ?? issued.at,
            }
          : local,
    }),
    recordSave: assign(({ context: { userId, issued, local } }) =>
      userId !== null && issued
        ? {
            deviceToken: issued.token,
            local: { userId, token: issued.token, subscription: issued.subscription, savedAt: issued.at },
          }
        : { local },
    ),
    forgetRegistration: assign({ local: null, issued: null, deviceToken: null }),
  },
  delays: {
    untilRefresh: ({ context: { local, issued } }) =>
      local && issued
        ? Math.max(0, local.savedAt + PUSH_TOKEN_REFRESH_MS - issued.at)
        : PUSH_TOKEN_REFRESH_MS,
  },
}).createMachine({
  id: 'pushRegistration',
  context: { userId: null, local: null, deviceToken: null, issued: null, permission: null },
  initial: 'idle',
  on: {
    'push.start': {
      guard: { type: 'registersForPush', params: ({ event }) => ({ userType: event.userType }) },
      target: '.checking',
      reenter: true,
      actions: assign({ userId: ({ event }) => event.userId, issued: null, deviceToken: null }),
    },
    'push.stop': [
      { guard: 'hasRegistration', target: '.signingOut' },
      { target: '.idle', actions: assign({ userId: null }) },
    ],
  },
  states: {
    idle: {},
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkAvailability',
        onDone: [
          {
            guard: { type: 'isPushOff', params: ({ event }) => ({ availability: event.output }) },
            target: 'pushOff',
          },
          {
            guard: { type: 'isUnsupported', params: ({ event }) => ({ availability: event.output }) },
            target: 'unsupported',
          },
          { target: 'askingPermission' },
        ],
        onError: failTo('failed'),
      },
    },
    /** The server has no Firebase configuration: the socket alone carries notifications. */
    pushOff: { tags: ['off'] },
    unsupported: {
      tags: ['unavailable'],
      entry: { type: 'logProblem', params: 'Push notifications are not supported in this browser' },
    },
    askingPermission: {
      tags: ['busy'],
      invoke: {
        src: 'requestPermission',
        onDone: [
          {
            guard: { type: 'isGranted', params: ({ event }) => ({ permission: event.output }) },
            target: 'loadingStored',
            actions: assign({ permission: 'granted' }),
          },
          { target: 'denied', actions: assign({ permission: ({ event }) => event.output }) },
        ],
        onError: failTo('failed'),
      },
    },
    denied: {
      tags: ['unavailable'],
      entry: {
        type: 'logProblem',
        params: ({ context }) =>
          context.permission === 'denied'
            ? 'Push notifications are blocked for this site'
            : 'Push notification permission was dismissed',
      },
    },
    loadingStored: {
      tags: ['busy'],
      invoke: {
        src: 'loadStoredRegistration',
        onDone: {
          target: 'gettingToken',
          actions: assign({
            deviceToken: ({ event }) => event.output.deviceToken,
            local: ({ event }) => event.output.local,
          }),
        },
        onError: failTo('failed'),
      },
    },
    gettingToken: {
      tags: ['busy'],
      invoke: {
        src: 'getToken',
        onDone: { target: 'deciding', actions: assign({ issued: ({ event }) => event.output }) },
        onError: failTo('failed'),
      },
    },
    deciding: {
      always: [
        { guard: 'subscriptionChanged', target: 'replacing' },
        { guard: 'refreshDue', target: 'saving' },
        { guard: 'tokenUnchanged', target: 'registered', actions: 'keepRegistration' },
        { target: 'saving' },
      ],
    },
    /** Delete and recreate: the old token must stop receiving before a new one is saved. */
    replacing: {
      tags: ['busy'],
      initial: 'deletingToken',
      states: {
        deletingToken: {
          invoke: {
            src: 'deleteToken',
            onDone: { target: 'gettingNewToken', actions: 'forgetRegistration' },
            onError: failTo('#pushRegistration.failed'),
          },
        },
        gettingNewToken: {
          invoke: {
            src: 'getToken',
            onDone: {
              target: '#pushRegistration.saving',
              actions: assign({ issued: ({ event }) => event.output }),
            },
            onError: failTo('#pushRegistration.failed'),
          },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveToken',
        input: ({ context }) => ({ token: context.issued?.token ?? '' }),
        onDone: { target: 'registered', actions: 'recordSave' },
        onError: failTo('failed'),
      },
    },
    registered: {
      tags: ['on'],
      invoke: { src: 'listenForMessages' },
      on: {
        'push.receive': {
          actions: emit(({ event }) => ({ type: 'notification.received' as const, message: event.message })),
        },
      },
      after: { untilRefresh: 'gettingToken' },
    },
    failed: { tags: ['unavailable'] },
    signingOut: {
      invoke: {
        src: 'unregister',
        onDone: { target: 'idle', actions: ['forgetRegistration', assign({ userId: null })] },
        onError: {
          target: 'idle',
          actions: [
            { type: 'logProblem', params: ({ event }) => messageOf(event.error) },
            'forgetRegistration',
            assign({ userId: null }),
          ],
        },
      },
    },
  },
});
