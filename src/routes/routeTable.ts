import type { Permission } from '../domain/permissions';
import { DIRECTIONS, type Direction } from '../domain/statuses';
import { ALL_USER_TYPES, USER_TYPE, type UserType } from '../domain/userTypes';

/**
 * public: no sign-in; private: sign-in and every listed permission; any: both (the /401 and /404 pages).
 * guestOnly public pages (login, password reset) send a signed-in user on to the app.
 */
export type RouteAccess = 'public' | 'private' | 'any';

/** A route as written below: a route is private and needs no permission unless it says otherwise. */
interface RouteSpec {
  id: string;
  pattern: string;
  title: string;
  access?: RouteAccess;
  permissions?: readonly Permission[];
  userTypes?: readonly UserType[];
  direction?: Direction;
  guestOnly?: boolean;
}

const LABEL = { inbound: 'Inbound', outbound: 'Outbound' } as const;

/** The routes of a screen written once for both directions: one route per direction, told it by the route. */
const eachDirection = <const R extends readonly RouteSpec[]>(
  routes: (d: Direction) => R,
): (R[number] & { direction: Direction })[] =>
  DIRECTIONS.flatMap((direction) => routes(direction).map((route) => ({ ...route, direction })));

/**
 * Countries, states and cities share one shape; their permissions are not shown (seed-spec §2). They are
 * reference data every industry shares: every signed-in user reads the lists, and only industry owners add or
 * edit, as the API holds it (server/http/masters/placeRoutes.ts).
 */
// biome-ignore format: one route a line
const placeRoutes = <const Id extends 'country' | 'state' | 'city'>(id: Id, noun: string, plural: string) =>
  [
    { id: `${id}-list`, pattern: `/${id}`, title: plural },
    { id: `${id}-add`, pattern: `/${id}/add`, title: `Add ${noun}`, userTypes: [USER_TYPE.owner] },
    { id: `${id}-edit`, pattern: `/${id}/edit/:id`, title: `Edit ${noun}`, userTypes: [USER_TYPE.owner] },
  ] as const;

/** Clients and vendors: list, add, view, edit and import, each needing the list permission too. */
// biome-ignore format: one route a line
const partyRoutes = <const Id extends 'client' | 'vendor'>(id: Id, noun: string, plural: string) =>
  [
    { id: `${id}-list`, pattern: `/${id}`, title: plural, permissions: [`list-${id}`] },
    { id: `${id}-add`, pattern: `/${id}/add`, title: `Add ${id}`, permissions: [`list-${id}`, `add-${id}`] },
    { id: `${id}-view`, pattern: `/${id}/view/:id`, title: noun, permissions: [`list-${id}`] },
    { id: `${id}-edit`, pattern: `/${id}/edit/:id`, title: `Edit ${id}`, permissions: [`list-${id}`, `edit-${id}`] },
    { id: `${id}-import`, pattern: `/${id}/import`, title: `Import ${plural.toLowerCase()}`, permissions: [`list-${id}`, `add-${id}`] },
  ] as const;

/** Businesses, staff and roles: list, add and edit. */
// biome-ignore format: one route a line
const listAddEditRoutes = <const Id extends 'business' | 'staff' | 'role'>(id: Id, noun: string, plural: string) =>
  [
    { id: `${id}-list`, pattern: `/${id}`, title: plural, permissions: [`list-${id}`] },
    { id: `${id}-add`, pattern: `/${id}/add`, title: `Add ${noun}`, permissions: [`list-${id}`, `add-${id}`] },
    { id: `${id}-edit`, pattern: `/${id}/edit/:id`, title: `Edit ${noun}`, permissions: [`list-${id}`, `edit-${id}`] },
  ] as const;

/** The bid-position and payment settings lists: reading needs bid-list, changing add-edit-delete. */
// biome-ignore format: one route a line
const settingsRoutes = <const Id extends 'request' | 'payment'>(id: Id, label: string) =>
  [
    { id: `${id}-settings-list`, pattern: `/settings/industry-${id}-settings/list`, title: `${label} settings`, permissions: ['bid-list'] },
    { id: `${id}-settings-new`, pattern: `/settings/industry-${id}-settings/new`, title: `New ${id} setting`, permissions: ['add-edit-delete'] },
    { id: `${id}-settings-edit`, pattern: `/settings/industry-${id}-settings/edit/:id`, title: `Edit ${id} setting`, permissions: ['add-edit-delete'] },
  ] as const;

/** Every route of seed-spec §2, in its order. Matching prefers literal segments (see routeMatch.ts). */
// biome-ignore format: a table reads best one route a line
const SPECS = [
  { id: 'login', pattern: '/login', title: 'Sign in', access: 'public', guestOnly: true },
  { id: 'forgot-password', pattern: '/forgot-password', title: 'Forgot password', access: 'public', guestOnly: true },
  { id: 'reset-password', pattern: '/reset-password', title: 'Reset password', access: 'public', guestOnly: true },
  { id: 'password-reset', pattern: '/password/reset/:token', title: 'Reset password', access: 'public', guestOnly: true },
  // A shipper's own sign-up, and the link its mail carries (opened whether or not someone is signed in here).
  { id: 'register', pattern: '/register', title: 'Create an account', access: 'public', guestOnly: true },
  { id: 'verify-email', pattern: '/verify-email/:token', title: 'Confirm email address', access: 'public' },
  { id: 'redirect', pattern: '/redirect', title: 'Redirect', access: 'public' },
  { id: 'toll-share', pattern: '/fast/:id', title: 'Toll-tag tracking', access: 'public' },
  { id: 'live-share', pattern: '/live/:id', title: 'Live location tracking', access: 'public' },
  // Beyond the spec: the driver's own page, opened from the signed link sent to the driver's mobile.
  { id: 'driver-link', pattern: '/driver/:id', title: 'Your trip', access: 'public' },

  { id: 'dashboard', pattern: '/dashboard', title: 'Dashboard' },
  { id: 'extend-dashboard', pattern: '/extend_dashboard/:id', title: 'Extended dashboard' },
  ...placeRoutes('country', 'country', 'Countries'),
  ...placeRoutes('state', 'state', 'States'),
  ...placeRoutes('city', 'city', 'Cities'),
  { id: 'payment-summary', pattern: '/payment-summary', title: 'Invoices', permissions: ['payment-summary'] },
  // Beyond the spec: the shipper enters a transporter's invoice for a delivered order, or revises a disputed one.
  { id: 'invoice-new', pattern: '/payment-summary/new/:orderId?', title: 'New invoice', permissions: ['payment-summary'] },
  { id: 'invoice-edit', pattern: '/payment-summary/edit/:id', title: 'Revise invoice', permissions: ['payment-summary'] },
  { id: 'transporter-list', pattern: '/industry-transporter', title: 'My transporters', permissions: ['list-industry-transporter'] },
  { id: 'transporter-new', pattern: '/industry-transporter/new', title: 'Add transporter', permissions: ['list-industry-transporter', 'add-industry-transporter'] },
  { id: 'transporter-edit', pattern: '/industry-transporter/edit/:id', title: 'Edit transporter', permissions: ['list-industry-transporter', 'add-industry-transporter'] },
  { id: 'transporter-view', pattern: '/industry-transporter/view/:id', title: 'Transporter', permissions: ['list-industry-transporter'] },
  { id: 'transporter-import', pattern: '/industry-transporter/import', title: 'Import transporters', permissions: ['list-industry-transporter', 'add-industry-transporter'] },

  // :single is the seed's flag for one request (not a group); :spotIndent names a request to copy, or "new".
  // The seed carries the request id twice on view-bid (:id and :req_id), and asks edit- for the outbound bids.
  ...eachDirection((d) => [
    { id: 'request-list', pattern: `/request/${d}`, title: `${LABEL[d]} requests`, permissions: [`list-${d}-request`] },
    { id: 'request-new', pattern: `/request/${d}/new`, title: `New ${d} request`, permissions: [`list-${d}-request`, `add-${d}-request`] },
    { id: 'request-edit', pattern: `/request/${d}/edit/:id/:single`, title: `Edit ${d} request`, permissions: [`list-${d}-request`, `edit-${d}-request`] },
    { id: 'request-detail', pattern: `/request/${d}/detail/:id/:tab?`, title: `${LABEL[d]} request`, permissions: [`list-${d}-request`, `detail-${d}-request`] },
    { id: 'request-bids', pattern: `/request/${d}/view-bid/:id/:req_id`, title: `${LABEL[d]} request bids`, permissions: [`list-${d}-request`, d === 'inbound' ? 'list-bids-inbound-request' : 'edit-outbound-request'] },
    { id: 'request-replicate', pattern: `/request/${d}/replicate/:id/:single`, title: `Replicate ${d} request`, permissions: [`list-${d}-request`, `replicate-${d}-request`] },
    { id: 'request-spot-indent', pattern: `/request/${d}/new/spot-indent/:spotIndent`, title: `New ${d} spot indent`, permissions: [`list-${d}-request`, `add-${d}-request`] },
  ]),
  // An order's tracking screens under the order's address: :id is the request's, :orderId the order's.
  ...eachDirection((d) => [
    { id: 'order-list', pattern: `/order/${d}`, title: `${LABEL[d]} orders`, permissions: [`list-${d}-order`] },
    { id: 'order-detail', pattern: `/order/${d}/:id/:tab?/:select?`, title: `${LABEL[d]} order`, permissions: [`list-${d}-order`] },
    { id: 'order-track', pattern: `/order/${d}/track/:id/:orderId`, title: `${LABEL[d]} order live tracking`, permissions: [`list-${d}-order`] },
    { id: 'order-tolls', pattern: `/order/${d}/toll/:id/:orderId`, title: `${LABEL[d]} order toll-tag tracking`, permissions: [`list-${d}-order`] },
    { id: 'order-locations', pattern: `/order/${d}/locations/:id/:orderId`, title: `${LABEL[d]} order location tracking`, permissions: [`list-${d}-order`] },
  ]),
  // The seed's code asks list-outbound-order on the offline inbound order's detail; kept as coded.
  ...eachDirection((d) => [
    { id: 'offline-order-list', pattern: `/offline/${d}/order`, title: `Offline ${d} orders`, permissions: [`list-offline-${d}-order`] },
    { id: 'offline-order-new', pattern: `/offline/${d}/order/new`, title: `New offline ${d} order`, permissions: [`list-offline-${d}-order`, `add-offline-${d}-order`] },
    { id: 'offline-order-edit', pattern: `/offline/${d}/order/edit/:id`, title: `Edit offline ${d} order`, permissions: [`list-offline-${d}-order`] },
    { id: 'offline-order-detail', pattern: `/offline/${d}/order/:id/:tab?/:select?`, title: `Offline ${d} order`, permissions: d === 'inbound' ? ['list-offline-inbound-order', 'list-outbound-order'] : ['list-offline-outbound-order'] },
  ]),

  ...partyRoutes('client', 'Client', 'Clients'),
  ...partyRoutes('vendor', 'Vendor', 'Vendors'),
  { id: 'plant-list', pattern: '/plant', title: 'Plants', permissions: ['list-plant'] },
  { id: 'plant-add', pattern: '/plant/add', title: 'Add plant', permissions: ['list-plant', 'add-plant'] },
  { id: 'plant-edit', pattern: '/plant/edit/:id', title: 'Edit plant', permissions: ['list-plant', 'edit-plant'] },
  { id: 'plant-view', pattern: '/plant/view/:id', title: 'Plant', permissions: ['list-plant'] },
  { id: 'plant-import', pattern: '/plant/import', title: 'Import plants', permissions: ['list-plant', 'add-plant'] },
  { id: 'plant-sla-edit', pattern: '/plant/sla/edit/:id', title: 'Edit service level agreement', permissions: ['list-plant', 'list-terms-conditions'] },
  ...listAddEditRoutes('business', 'business', 'Businesses'),
  ...listAddEditRoutes('staff', 'staff member', 'Staff'),
  ...listAddEditRoutes('role', 'role', 'Roles'),

  { id: 'whats-new', pattern: '/whats-new', title: "What's new", permissions: ['list-whats-new'] },
  { id: 'my-plan', pattern: '/my-plan', title: 'My plan', permissions: ['list-plan'] },
  { id: 'plan', pattern: '/plan', title: 'Plan' },
  { id: 'joining-fees', pattern: '/joining-fees', title: 'Joining fees' },
  { id: 'my-reports', pattern: '/my-reports', title: 'Reports', permissions: ['list-industry-report'] },
  { id: 'user-profile', pattern: '/user_profile', title: 'My profile' },
  { id: 'edit-profile', pattern: '/edit_profile', title: 'Edit profile' },
  { id: 'change-password', pattern: '/change_password', title: 'Change password' },
  { id: 'notifications', pattern: '/notification', title: 'Notifications' },
  { id: 'client-contacts', pattern: '/client-contact', title: 'Client contacts' },
  { id: 'logout', pattern: '/logout', title: 'Sign out', userTypes: ALL_USER_TYPES },
  { id: 'settings', pattern: '/settings/:tab?/:select?', title: 'Settings' },
  { id: 'product-new', pattern: '/settings/product/new', title: 'New product', permissions: ['add-product'] },
  { id: 'package-new', pattern: '/settings/package/new', title: 'New package', permissions: ['add-package'] },
  // Beyond the spec: editing what the Settings tabs list (the catalogue's add-… permission changes them), and the
  // GPS devices, an industry setting (add-edit-delete).
  { id: 'product-edit', pattern: '/settings/product/edit/:id', title: 'Edit product', permissions: ['add-product'] },
  { id: 'package-edit', pattern: '/settings/package/edit/:id', title: 'Edit package', permissions: ['add-package'] },
  { id: 'device-new', pattern: '/settings/device/new', title: 'New GPS device', permissions: ['add-edit-delete'] },
  { id: 'device-edit', pattern: '/settings/device/edit/:id', title: 'Edit GPS device', permissions: ['add-edit-delete'] },
  ...settingsRoutes('request', 'Request'),
  ...settingsRoutes('payment', 'Payment'),

  ...eachDirection((d) => [
    { id: 'tracking-board', pattern: `/${d}-tracking/:tab?/:select?`, title: `${LABEL[d]} tracking` },
    { id: 'tracking-detail', pattern: `/${d}-tracking/detail/:id/:type`, title: `${LABEL[d]} tracking detail` },
    { id: 'tracking-tolls', pattern: `/${d}-tracking/fastag-toll-list/:id`, title: `${LABEL[d]} FASTag toll crossings` },
    { id: 'tracking-sim-fixes', pattern: `/${d}-tracking/phonesim-address-list/:id`, title: `${LABEL[d]} phone SIM locations` },
    { id: 'tracking-schedule-map', pattern: `/${d}-tracking/schedule-map/:id`, title: `${LABEL[d]} schedule map` },
    { id: 'gate', pattern: `/gate-in-out/${d}`, title: `${LABEL[d]} gate in / out` },
  ]),
  // Beyond the spec's routes: its fourth kind of tracking, shipping containers (import inbound, export outbound),
  // seen by whoever sees the direction's orders.
  ...eachDirection((d) => [
    { id: 'container-list', pattern: `/${d}-containers`, title: `${LABEL[d]} containers`, permissions: [`list-${d}-order`] },
    { id: 'container-detail', pattern: `/${d}-containers/:id`, title: `${LABEL[d]} container`, permissions: [`list-${d}-order`] },
  ]),
  // Beyond the spec: the transporter portal, a transporter company's own screens (user type 2 only).
  { id: 'transporter-requests', pattern: '/transporter/requests', title: 'Open requests', userTypes: [USER_TYPE.transporter] },
  { id: 'transporter-orders', pattern: '/transporter/orders', title: 'My orders', userTypes: [USER_TYPE.transporter] },
  { id: 'transporter-order', pattern: '/transporter/orders/:id', title: 'Order', userTypes: [USER_TYPE.transporter] },
  { id: 'transporter-invoice-new', pattern: '/transporter/orders/:id/invoice', title: 'Raise invoice', userTypes: [USER_TYPE.transporter] },
  { id: 'transporter-invoices', pattern: '/transporter/invoices', title: 'My invoices', userTypes: [USER_TYPE.transporter] },
  // The company corrects an invoice the shipper disputed, in the form it raised it with.
  { id: 'transporter-invoice-edit', pattern: '/transporter/invoices/:id/correct', title: 'Correct invoice', userTypes: [USER_TYPE.transporter] },
  // How its people hear of awards beyond the portal: push and e-mail, each person's own choice.
  { id: 'transporter-preferences', pattern: '/transporter/notifications', title: 'Notifications', userTypes: [USER_TYPE.transporter] },
  { id: 'unauthorized', pattern: '/401', title: 'Not allowed', access: 'any' },
  { id: 'not-found', pattern: '/404', title: 'Page not found', access: 'any' },
] as const satisfies readonly RouteSpec[];

/** One route as the spec above writes it, with its literal id and pattern (what links.ts types links from). */
export type Route = (typeof SPECS)[number];
export type RouteId = Route['id'];

export interface RouteDef {
  /** Names the screen (src/app/screens.ts) and the link (links.ts); the routes of both directions share one. */
  id: RouteId;
  pattern: string;
  title: string;
  access: RouteAccess;
  /** All required: a group's permission and the sub-route's own (seed-spec §5, "every matched route"). */
  permissions: readonly Permission[];
  /** Only these user types may open it (a rule no role can grant); the shipper app's types when absent. */
  userTypes?: readonly UserType[];
  /** The direction the screen shows, for the screens written once for both. */
  direction?: Direction;
  guestOnly?: boolean;
}

export const ROUTES: readonly RouteDef[] = SPECS.map((spec: RouteSpec & { id: RouteId }) => ({
  access: 'private',
  permissions: [],
  ...spec,
}));
