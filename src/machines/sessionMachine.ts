import { assertEvent, assign, setup } from 'xstate';
import { joinPermissions } from '../domain/permissions';
import type { LoginReply } from '../domain/schemas/auth';
import { isTransporter } from '../domain/userTypes';
import {
  type DateFilter,
  DEFAULT_AVATAR,
  DEFAULT_SESSION,
  LOGOUT_CLEARED_FIELDS,
  type PlanStatus,
  type SessionFields,
  samePlan,
  type TabSelection,
  UNKNOWN_PLAN,
} from './sessionFields';
import { tabsAfterNavigation } from './tabSelection';

export type SessionEvent =
  | { type: 'session.login'; reply: LoginReply }
  | { type: 'session.logout' }
  | { type: 'session.permissionsSet'; permissions: readonly string[] }
  | { type: 'session.planRecord'; plan: PlanStatus }
  | { type: 'session.plantSelect'; plantId: number | null }
  | { type: 'session.dateFilterSet'; dateFilter: DateFilter }
  | { type: 'session.returnPathRemember'; path: string }
  | { type: 'session.returnPathConsume' }
  | { type: 'session.routeChange'; path: string }
  | { type: 'session.tabsSave'; tabs: TabSelection }
  | { type: 'session.inboundTabShow'; visible: boolean }
  | { type: 'session.sidebarToggle' }
  /** The signed-in person changed their own name, mobile or picture: the header follows without a new sign-in. */
  | { type: 'session.profileChange'; profile: ProfileChange };

export interface ProfileChange {
  userName?: string;
  mobile?: string;
  /** The picture's address; null goes back to the default avatar. */
  profileImage?: string | null;
}

const loginFields = (reply: LoginReply): Partial<SessionFields> => ({
  token: reply.token,
  loggedIn: true,
  userName: reply.user.name,
  profileImage: reply.user.profileImage ?? DEFAULT_AVATAR,
  permissions: joinPermissions(reply.user.permissions),
  userType: reply.user.userType,
  userId: reply.user.id,
  userTypeId: reply.user.userTypeId,
  userTypeName: reply.user.userTypeName,
  industry: reply.user.industryName,
  email: reply.user.email,
  mobile: reply.user.mobile,
  hideMaterial: reply.user.hideMaterialFromTransporters,
  canAddRequest: reply.user.canAddRequest ? 'true' : 'false',
  // A new sign-in may be another industry: its plan is unknown until checked again.
  plan: UNKNOWN_PLAN,
});

const clearedOnLogout = (): Partial<SessionFields> => {
  const cleared: Partial<Record<keyof SessionFields, unknown>> = { loggedIn: false };
  for (const field of LOGOUT_CLEARED_FIELDS) cleared[field] = DEFAULT_SESSION[field];
  return cleared as Partial<SessionFields>;
};

/**
 * The browser session (seed-spec §3, §4). Pure: the caller restores the fields from storage as `input` and
 * persists every snapshot (see sessionPersistence.ts), so the machine itself never touches storage.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionFields,
    events: {} as SessionEvent,
    input: {} as Partial<SessionFields> | undefined,
  },
  guards: {
    wasLoggedIn: ({ context }) => context.loggedIn && context.token !== '',
    isTransporter: ({ context }) => isTransporter(context.userType),
  },
  actions: {
    saveLogin: assign(({ event }) => {
      assertEvent(event, 'session.login');
      return loginFields(event.reply);
    }),
    clearLogin: assign(clearedOnLogout),
    saveProfile: assign(({ event }) => {
      assertEvent(event, 'session.profileChange');
      const { userName, mobile, profileImage } = event.profile;
      return {
        ...(userName === undefined ? {} : { userName }),
        ...(mobile === undefined ? {} : { mobile }),
        ...(profileImage === undefined ? {} : { profileImage: profileImage ?? DEFAULT_AVATAR }),
      };
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...DEFAULT_SESSION, ...input }),
  initial: 'restoring',
  on: {
    // To the chooser, so the new user's type picks their app even over a session still signed in.
    'session.login': { target: '.loggedIn.choosingApp', actions: 'saveLogin' },
    'session.plantSelect': { actions: assign({ selectedPlant: ({ event }) => event.plantId }) },
    'session.dateFilterSet': { actions: assign({ dateFilter: ({ event }) => event.dateFilter }) },
    'session.routeChange': {
      actions: assign({
        tabs: ({ context, event }) => tabsAfterNavigation(context.tabs, event.path),
        inboundTabVisible: false,
      }),
    },
    'session.tabsSave': { actions: assign({ tabs: ({ event }) => event.tabs }) },
    'session.inboundTabShow': { actions: assign({ inboundTabVisible: ({ event }) => event.visible }) },
    'session.sidebarToggle': { actions: assign({ sidebarOpen: ({ context }) => !context.sidebarOpen }) },
  },
  states: {
    restoring: {
      always: [{ guard: 'wasLoggedIn', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      entry: assign({ loggedIn: false }),
      on: {
        'session.returnPathRemember': { actions: assign({ loadAfterLogin: ({ event }) => event.path }) },
      },
    },
    loggedIn: {
      tags: ['authenticated'],
      // A transporter company's user works in its own portal: no industry, plan, permissions or push of a shipper.
      initial: 'choosingApp',
      states: {
        choosingApp: {
          always: [{ guard: 'isTransporter', target: 'transporterPortal' }, { target: 'shipperApp' }],
        },
        shipperApp: { tags: ['shipperApp'] },
        transporterPortal: { tags: ['transporterPortal'] },
      },
      on: {
        'session.logout': { target: 'loggedOut', actions: 'clearLogin' },
        'session.permissionsSet': {
          actions: assign({ permissions: ({ event }) => joinPermissions(event.permissions) }),
        },
        // The plan is checked on every start: an unchanged answer keeps the plan the screens hold, so none of
        // them (the route guard's above all, RouterView.tsx) renders again for it.
        'session.planRecord': {
          actions: assign({
            plan: ({ context, event }) => (samePlan(context.plan, event.plan) ? context.plan : event.plan),
          }),
        },
        'session.returnPathConsume': { actions: assign({ loadAfterLogin: null }) },
        'session.profileChange': { actions: 'saveProfile' },
      },
    },
  },
});
