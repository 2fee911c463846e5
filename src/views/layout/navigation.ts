import { routeOpens } from '../../routes/canOpen';
import { linkTo } from '../../routes/links';
import { resolveRoute } from '../../routes/routeMatch';
import type { RouteDef } from '../../routes/routeTable';

export type NavGroupKey =
  | 'dashboard'
  | 'requests'
  | 'orders'
  | 'offline'
  | 'tracking'
  | 'gate'
  | 'masters'
  | 'payments'
  | 'reports'
  | 'plan'
  | 'settings';

/** An entry names no text of its own: the route it opens names it (`routes.*`), and the group `layout.navGroups.*`. */
export interface NavItem {
  path: string;
}

export interface NavGroup<Item extends NavItem = NavItem> {
  key: NavGroupKey;
  items: readonly Item[];
}

/** An entry the user may open, with the route it opens, whose title the sidebar shows. */
export interface VisibleNavItem extends NavItem {
  route: RouteDef;
}

/** The sidebar. Permissions are not repeated here: each entry needs what its route needs. */
export const NAVIGATION: readonly NavGroup[] = [
  { key: 'dashboard', items: [{ path: linkTo('dashboard') }] },
  {
    key: 'requests',
    items: [
      { path: linkTo('request-list', { direction: 'inbound' }) },
      { path: linkTo('request-list', { direction: 'outbound' }) },
    ],
  },
  {
    key: 'orders',
    items: [
      { path: linkTo('order-list', { direction: 'inbound' }) },
      { path: linkTo('order-list', { direction: 'outbound' }) },
    ],
  },
  {
    key: 'offline',
    items: [
      { path: linkTo('offline-order-list', { direction: 'inbound' }) },
      { path: linkTo('offline-order-list', { direction: 'outbound' }) },
    ],
  },
  {
    key: 'tracking',
    items: [
      { path: linkTo('tracking-board', { direction: 'inbound' }) },
      { path: linkTo('tracking-board', { direction: 'outbound' }) },
      { path: linkTo('container-list', { direction: 'inbound' }) },
      { path: linkTo('container-list', { direction: 'outbound' }) },
    ],
  },
  {
    key: 'gate',
    items: [
      { path: linkTo('gate', { direction: 'inbound' }) },
      { path: linkTo('gate', { direction: 'outbound' }) },
    ],
  },
  {
    key: 'masters',
    items: [
      { path: linkTo('plant-list') },
      { path: linkTo('client-list') },
      { path: linkTo('vendor-list') },
      { path: linkTo('business-list') },
      { path: linkTo('transporter-list') },
      { path: linkTo('staff-list') },
      { path: linkTo('role-list') },
      { path: linkTo('client-contacts') },
      { path: linkTo('country-list') },
      { path: linkTo('state-list') },
      { path: linkTo('city-list') },
    ],
  },
  {
    key: 'payments',
    items: [{ path: linkTo('payment-summary') }],
  },
  { key: 'reports', items: [{ path: linkTo('my-reports') }] },
  {
    key: 'plan',
    items: [{ path: linkTo('plan') }, { path: linkTo('my-plan') }, { path: linkTo('joining-fees') }],
  },
  {
    key: 'settings',
    items: [
      { path: linkTo('settings') },
      { path: linkTo('request-settings-list') },
      { path: linkTo('payment-settings-list') },
      { path: linkTo('notifications') },
      { path: linkTo('whats-new') },
    ],
  },
];

/** The groups and entries this user may open; groups left empty disappear. */
export const visibleNavigation = (
  groups: readonly NavGroup[],
  routes: readonly RouteDef[],
  permissions: readonly string[],
): NavGroup<VisibleNavItem>[] =>
  groups
    .map((group) => ({
      ...group,
      items: group.items.flatMap((item) => {
        const route = resolveRoute(routes, item.path)?.route;
        return route && routeOpens(route, permissions) ? [{ ...item, route }] : [];
      }),
    }))
    .filter((group) => group.items.length > 0);

/** The entry to highlight: the longest path the location starts with. */
export const activeNavPath = (groups: readonly NavGroup[], location: string): string | null => {
  let best: string | null = null;
  for (const item of groups.flatMap((group) => group.items)) {
    const within = location === item.path || location.startsWith(`${item.path}/`);
    if (within && (!best || item.path.length > best.length)) best = item.path;
  }
  return best;
};
