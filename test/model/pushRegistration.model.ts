import { createMachine } from 'xstate';

/**
 * Push registration as a browser lives it: who signs in, what the server and the browser answer,
 * and what this browser registered before. The states after the stored registration is loaded are split by
 * what was stored (none, current, a week old, another user's, another subscription's), so every shortest path
 * covers one rule of the spec. Abstract: the real machine's invokes and its weekly timer are stood in for by
 * the answer events and `week.pass`.
 */
export const pushRegistrationModel = createMachine({
  id: 'pushRegistrationModel',
  initial: 'idle',
  states: {
    // A transporter's person registers as a shipper's does; from there on, the shipper's paths cover both.
    idle: { on: { 'start.transporter': 'checkingForTransporter', 'start.shipper': 'checking' } },
    checkingForTransporter: {},
    checking: {
      on: {
        'availability.off': 'pushOff',
        'availability.unsupported': 'unsupported',
        'availability.available': 'askingPermission',
      },
    },
    pushOff: { on: { 'user.signOut': 'signedOutWithoutRegistration' } },
    signedOutWithoutRegistration: {},
    unsupported: {},
    askingPermission: {
      on: {
        'permission.block': 'blocked',
        'permission.dismiss': 'dismissed',
        'permission.grant': 'loadingStored',
      },
    },
    blocked: {},
    dismissed: {},
    loadingStored: {
      on: {
        'stored.none': 'tokenForNewBrowser',
        'stored.current': 'tokenForKnownBrowser',
        'stored.weekOld': 'tokenForWeekOldRegistration',
        'stored.otherUser': 'tokenForOtherUsersBrowser',
        'stored.otherSubscription': 'tokenForChangedSubscription',
        'stored.failure': 'loadFailed',
      },
    },
    loadFailed: {},
    tokenForNewBrowser: { on: { 'token.issue': 'savingNew', 'token.failure': 'tokenFailed' } },
    tokenFailed: {},
    tokenForKnownBrowser: {
      on: { 'token.same': 'registeredWithoutSaving', 'token.rotate': 'savingRotated' },
    },
    registeredWithoutSaving: {},
    tokenForWeekOldRegistration: { on: { 'token.same': 'savingRefresh' } },
    tokenForOtherUsersBrowser: { on: { 'token.same': 'replacingOtherUsersToken' } },
    tokenForChangedSubscription: { on: { 'token.resubscribed': 'replacingChangedSubscription' } },
    replacingOtherUsersToken: { on: { 'delete.done': 'gettingReplacementToken' } },
    replacingChangedSubscription: {
      on: { 'delete.done': 'gettingReplacementToken', 'delete.failure': 'deleteFailed' },
    },
    deleteFailed: {},
    gettingReplacementToken: { on: { 'token.replace': 'savingReplacement' } },
    savingNew: { on: { 'save.done': 'registered', 'save.failure': 'saveFailed' } },
    saveFailed: {},
    savingRotated: { on: { 'save.done': 'registered' } },
    savingRefresh: { on: { 'save.done': 'registered' } },
    savingReplacement: { on: { 'save.done': 'registered' } },
    registered: {
      on: {
        'message.arrive': 'messageShown',
        'week.pass': 'refreshingAfterAWeek',
        'user.signOut': 'signedOut',
      },
    },
    messageShown: {},
    refreshingAfterAWeek: { on: { 'token.same': 'savingWeeklyRefresh' } },
    savingWeeklyRefresh: { on: { 'save.done': 'refreshed' } },
    refreshed: {},
    signedOut: {},
  },
});
