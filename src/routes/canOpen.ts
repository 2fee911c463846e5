import { resolveRoute } from './routeMatch';
import type { RouteDef } from './routeTable';

/** Whether permissions reach the route a path resolves to (every matched route's permission). */
export const canOpen = (routes: readonly RouteDef[], path: string, permissions: readonly string[]): boolean =>
  resolveRoute(routes, path)?.route.permissions.every((p) => permissions.includes(p)) ?? false;
