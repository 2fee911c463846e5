import { createMachine } from 'xstate';

/**
 * The session as a user lives it: sign in, pick a plant, sign out, reload the page, or open a deep link
 * (an order's address) before signing in, which sign-in returns to. "WithPlant" states tell apart the
 * preference that must outlive a logout. Abstract: no invoke, no after (xstate/graph walks it).
 */
export const sessionModel = createMachine({
  id: 'sessionModel',
  initial: 'loggedOut',
  states: {
    loggedOut: {
      on: { 'session.login': 'loggedIn', 'app.reload': 'loggedOut', 'app.openDeepLink': 'headingToDeepLink' },
    },
    /** On the sign-in form, the deep link stored to load after login. */
    headingToDeepLink: {
      on: { 'session.login': 'loggedInAtDeepLink', 'app.reload': 'headingToDeepLink' },
    },
    loggedInAtDeepLink: {
      on: { 'session.logout': 'loggedOut', 'app.reload': 'loggedInAtDeepLink' },
    },
    loggedIn: {
      on: {
        'session.plantSelect': 'loggedInWithPlant',
        'session.logout': 'loggedOut',
        'app.reload': 'loggedIn',
      },
    },
    loggedInWithPlant: {
      on: { 'session.logout': 'loggedOutWithPlant', 'app.reload': 'loggedInWithPlant' },
    },
    loggedOutWithPlant: {
      on: { 'session.login': 'loggedInWithPlant', 'app.reload': 'loggedOutWithPlant' },
    },
  },
});
