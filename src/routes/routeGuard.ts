import { isPlanChecked, isTransporter, SHIPPER_APP_USER_TYPES, type UserType } from '../domain/userTypes';
import type { PlanStatus } from '../machines/sessionFields';
import { linkTo } from './links';
import { normalizePath, type RouteParams, resolveRoute } from './routeMatch';
import type { RouteDef, RouteId } from './routeTable';

/** The part of the session the guard reads. */
export interface GuardSession {
  loggedIn: boolean;
  permissions: readonly string[];
  userType: UserType | null;
  plan: PlanStatus;
  loadAfterLogin: string | null;
}

export type RouteDecision<R extends RouteDef = RouteDef> =
  | { kind: 'render'; route: R; params: RouteParams }
  | {
      kind: 'redirect';
      to: string;
      /** Store this path to load after sign-in (the deep link an anonymous visitor opened). */
      rememberPath?: string;
      /** The stored path is being used now: forget it. */
      consumeReturnPath?: boolean;
    };

/** An owner without a plan may still reach these: to buy one, to look after their own account, or to leave. */
const PLAN_FREE_ROUTES: readonly RouteId[] = [
  'plan',
  'joining-fees',
  'user-profile',
  'change-password',
  'logout',
];

/**
 * Signing out passes through /logout while already signed out: returning there would sign the next user
 * out at once.
 */
const NEVER_RETURNED_TO: readonly RouteId[] = ['logout'];

/**
 * Whether the route's user-type rule lets this type in: a route that names none is the shipper app's, which a
 * transporter never enters; the portal's routes and the owners-only reference data name theirs.
 */
export const userTypeMay = (route: Pick<RouteDef, 'userTypes'>, userType: UserType | null): boolean =>
  userType === null ? !route.userTypes : (route.userTypes ?? SHIPPER_APP_USER_TYPES).includes(userType);

/** Where a signed-in person starts: the shipper's dashboard, or a transporter's open requests in its portal. */
export const homeOf = (userType: UserType | null): string =>
  isTransporter(userType) ? linkTo('transporter-requests') : linkTo('dashboard');

const LOGIN = linkTo('login');

/** Seed-spec §2 "Root rules" as one pure decision: where may this session go for this location? */
export const decideRoute = <R extends RouteDef>(
  routes: readonly R[],
  location: string,
  session: GuardSession,
): RouteDecision<R> => {
  const path = normalizePath(location);
  // The root, like the main layout's root, is only a doorway.
  if (path === '/') return { kind: 'redirect', to: session.loggedIn ? homeOf(session.userType) : LOGIN };

  const match = resolveRoute(routes, path);
  if (!match) return { kind: 'redirect', to: linkTo('not-found') };
  const { route, params } = match;
  const render: RouteDecision<R> = { kind: 'render', route, params };

  if (route.access === 'any') return render;
  if (route.access === 'public') {
    if (route.guestOnly && session.loggedIn) {
      return session.loadAfterLogin
        ? { kind: 'redirect', to: session.loadAfterLogin, consumeReturnPath: true }
        : { kind: 'redirect', to: homeOf(session.userType) };
    }
    return render;
  }

  // Seed-spec §2 stores /joining-fees to load after login; every other deep link is kept the same way, so
  // a link from a colleague, a mail or a push opens its record once the visitor has signed in.
  if (!session.loggedIn) {
    const remember = !NEVER_RETURNED_TO.includes(route.id);
    return { kind: 'redirect', to: LOGIN, ...(remember ? { rememberPath: path } : {}) };
  }
  if (
    session.userType !== null &&
    isPlanChecked(session.userType) &&
    session.plan.expiry === 0 &&
    !(PLAN_FREE_ROUTES as readonly string[]).includes(route.id)
  ) {
    return { kind: 'redirect', to: linkTo('plan') };
  }
  if (!route.permissions.every((permission) => session.permissions.includes(permission))) {
    return { kind: 'redirect', to: linkTo('unauthorized') };
  }
  if (!userTypeMay(route, session.userType)) return { kind: 'redirect', to: linkTo('unauthorized') };
  return render;
};

/**
 * Whether two decisions render the same route with the same parameters: the session changing under a screen
 * (its plan checked, its permissions fetched again) then need not render the screen again.
 */
export const sameRender = (a: RouteDecision, b: RouteDecision): boolean => {
  if (a.kind !== 'render' || b.kind !== 'render' || a.route !== b.route) return false;
  const keys = Object.keys(a.params);
  return keys.length === Object.keys(b.params).length && keys.every((key) => a.params[key] === b.params[key]);
};
