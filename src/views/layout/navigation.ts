import { canOpen } from '../../app/canOpen';
import type { RouteDef } from '../../app/routeTable';

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
  { key: 'dashboard', label: 'Dashboard', items: [{ label: 'Dashboard', path: '/dashboard' }] },
  {
    key: 'requests',
    label: 'Requests',
    items: [
      { label: 'Inbound requests', path: '/request/inbound' },
      { label: 'Outbound requests', path: '/request/outbound' },
    ],
  },
  {
    key: 'orders',
    label: 'Orders',
    items: [
      { label: 'Inbound orders', path: '/order/inbound' },
      { label: 'Outbound orders', path: '/order/outbound' },
    ],
  },
  {
    key: 'offline',
    label: 'Offline orders',
    items: [
      { label: 'Offline inbound', path: '/offline/inbound/order' },
      { label: 'Offline outbound', path: '/offline/outbound/order' },
    ],
  },
  {
    key: 'tracking',
    label: 'Tracking',
    items: [
      { label: 'Inbound tracking', path: '/inbound-tracking' },
      { label: 'Outbound tracking', path: '/outbound-tracking' },
    ],
  },
  {
    key: 'gate',
    label: 'Gate',
    items: [
      { label: 'Inbound gate', path: '/gate-in-out/inbound' },
      { label: 'Outbound gate', path: '/gate-in-out/outbound' },
    ],
  },
  {
    key: 'masters',
    label: 'Masters',
    items: [
      { label: 'Plants', path: '/plant' },
      { label: 'Clients', path: '/client' },
      { label: 'Vendors', path: '/vendor' },
      { label: 'Businesses', path: '/business' },
      { label: 'My transporters', path: '/industry-transporter' },
      { label: 'Staff', path: '/staff' },
      { label: 'Roles', path: '/role' },
      { label: 'Client contacts', path: '/client-contact' },
      { label: 'Countries', path: '/country' },
      { label: 'States', path: '/state' },
      { label: 'Cities', path: '/city' },
    ],
  },
  { key: 'payments', label: 'Payments', items: [{ label: 'Payment summary', path: '/payment-summary' }] },
  { key: 'reports', label: 'Reports', items: [{ label: 'My reports', path: '/my-reports' }] },
  {
    key: 'plan',
    label: 'Plan',
    items: [
      { label: 'Current plan', path: '/plan' },
      { label: 'My plan', path: '/my-plan' },
      { label: 'Joining fees', path: '/joining-fees' },
    ],
  },
  {
    key: 'settings',
    label: 'Settings',
    items: [
      { label: 'Settings', path: '/settings' },
      { label: 'Request settings', path: '/settings/industry-request-settings/list' },
      { label: 'Payment settings', path: '/settings/industry-payment-settings/list' },
      { label: 'Notifications', path: '/notification' },
      { label: "What's new", path: '/whats-new' },
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
