import { canOpen } from '../../routes/canOpen';
import { linkTo } from '../../routes/links';
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

export interface NavItem {
  label: string;
  path: string;
}

export interface NavGroup {
  key: NavGroupKey;
  label: string;
  items: readonly NavItem[];
}

/** The sidebar. Permissions are not repeated here: each entry needs what its route needs. */
export const NAVIGATION: readonly NavGroup[] = [
  { key: 'dashboard', label: 'Dashboard', items: [{ label: 'Dashboard', path: linkTo('dashboard') }] },
  {
    key: 'requests',
    label: 'Requests',
    items: [
      { label: 'Inbound requests', path: linkTo('request-list', { direction: 'inbound' }) },
      { label: 'Outbound requests', path: linkTo('request-list', { direction: 'outbound' }) },
    ],
  },
  {
    key: 'orders',
    label: 'Orders',
    items: [
      { label: 'Inbound orders', path: linkTo('order-list', { direction: 'inbound' }) },
      { label: 'Outbound orders', path: linkTo('order-list', { direction: 'outbound' }) },
    ],
  },
  {
    key: 'offline',
    label: 'Offline orders',
    items: [
      { label: 'Offline inbound', path: linkTo('offline-order-list', { direction: 'inbound' }) },
      { label: 'Offline outbound', path: linkTo('offline-order-list', { direction: 'outbound' }) },
    ],
  },
  {
    key: 'tracking',
    label: 'Tracking',
    items: [
      { label: 'Inbound tracking', path: linkTo('tracking-board', { direction: 'inbound' }) },
      { label: 'Outbound tracking', path: linkTo('tracking-board', { direction: 'outbound' }) },
    ],
  },
  {
    key: 'gate',
    label: 'Gate',
    items: [
      { label: 'Inbound gate', path: linkTo('gate', { direction: 'inbound' }) },
      { label: 'Outbound gate', path: linkTo('gate', { direction: 'outbound' }) },
    ],
  },
  {
    key: 'masters',
    label: 'Masters',
    items: [
      { label: 'Plants', path: linkTo('plant-list') },
      { label: 'Clients', path: linkTo('client-list') },
      { label: 'Vendors', path: linkTo('vendor-list') },
      { label: 'Businesses', path: linkTo('business-list') },
      { label: 'My transporters', path: linkTo('transporter-list') },
      { label: 'Staff', path: linkTo('staff-list') },
      { label: 'Roles', path: linkTo('role-list') },
      { label: 'Client contacts', path: linkTo('client-contacts') },
      { label: 'Countries', path: linkTo('country-list') },
      { label: 'States', path: linkTo('state-list') },
      { label: 'Cities', path: linkTo('city-list') },
    ],
  },
  {
    key: 'payments',
    label: 'Payments',
    items: [{ label: 'Payment summary', path: linkTo('payment-summary') }],
  },
  { key: 'reports', label: 'Reports', items: [{ label: 'My reports', path: linkTo('my-reports') }] },
  {
    key: 'plan',
    label: 'Plan',
    items: [
      { label: 'Current plan', path: linkTo('plan') },
      { label: 'My plan', path: linkTo('my-plan') },
      { label: 'Joining fees', path: linkTo('joining-fees') },
    ],
  },
  {
    key: 'settings',
    label: 'Settings',
    items: [
      { label: 'Settings', path: linkTo('settings') },
      { label: 'Request settings', path: linkTo('request-settings-list') },
      { label: 'Payment settings', path: linkTo('payment-settings-list') },
      { label: 'Notifications', path: linkTo('notifications') },
      { label: "What's new", path: linkTo('whats-new') },
    ],
  },
];

/** The groups and entries this user may open; groups left empty disappear. */
export const visibleNavigation = (
  groups: readonly NavGroup[],
  routes: readonly RouteDef[],
  permissions: readonly string[],
): NavGroup[] =>
  groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => canOpen(routes, item.path, permissions)),
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
