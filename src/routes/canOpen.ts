import type { UserType } from '../domain/userTypes';
import { userTypeMay } from './routeGuard';
import { resolveRoute } from './routeMatch';
import type { RouteDef } from './routeTable';

/**
 * Whether permissions reach the route a path resolves to (every matched route's permission), and the user's
 * type, for a route only some types may open (without it, such a route is not offered).
 */
export const canOpen = (
  routes: readonly RouteDef[],
  path: string,
  permissions: readonly string[],
  userType: UserType | null = null,
): boolean => {
  const route = resolveRoute(routes, path)?.route;
  return route !== undefined && routeOpens(route, permissions, userType);
};

/** Whether permissions and the user's type reach a route already resolved. */
export const routeOpens = (
  route: RouteDef,
  permissions: readonly string[],
  userType: UserType | null = null,
): boolean => route.permissions.every((p) => permissions.includes(p)) && userTypeMay(route, userType);
