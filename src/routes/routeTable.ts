import type { Permission } from '../domain/permissions';
import { DIRECTIONS, type Direction } from '../domain/statuses';

/**
 * public: no sign-in; private: sign-in and every listed permission; any: both (the /401 and /404 pages).
 * guestOnly public pages (login, password reset) send a signed-in user on to the app.
 */
export type RouteAccess = 'public' | 'private' | 'any';

export interface RouteDef {
  /** Names the screen (src/app/screens.ts) and the link (links.ts); a route per direction shares one id. */
  id: string;
  pattern: string;
  title: string;
  access: RouteAccess;
  /** All required: a group's permission and the sub-route's own (seed-spec §5, "every matched route"). */
  permissions: readonly Permission[];
  /** The direction the screen shows, for the screens written once for both. */
  direction?: Direction;
  guestOnly?: boolean;
}

const LABEL = { inbound: 'Inbound', outbound: 'Outbound' } as const;

/** One route per direction: the same screen, told its direction by the route. */
const eachDirection = <const R extends RouteDef>(route: (direction: Direction) => R): R[] =>
  DIRECTIONS.map(route);

/** Countries, states and cities share one shape; their permissions are not shown (seed-spec §2). */
const placeRoutes = <const Id extends string>(id: Id, noun: string, plural: string) =>
  [
    { id: `${id}-list`, pattern: `/${id}`, title: plural, access: 'private', permissions: [] },
    { id: `${id}-add`, pattern: `/${id}/add`, title: `Add ${noun}`, access: 'private', permissions: [] },
    {
      id: `${id}-edit`,
      pattern: `/${id}/edit/:id`,
      title: `Edit ${noun}`,
      access: 'private',
      permissions: [],
    },
  ] as const;

/** Clients and vendors: list, add, view, edit and import, each needing the list permission too. */
const partyRoutes = <const Id extends 'client' | 'vendor'>(id: Id, noun: string, plural: string) =>
  [
    { id: `${id}-list`, pattern: `/${id}`, title: plural, access: 'private', permissions: [`list-${id}`] },
    {
      id: `${id}-add`,
      pattern: `/${id}/add`,
      title: `Add ${noun}`,
      access: 'private',
      permissions: [`list-${id}`, `add-${id}`],
    },
    {
      id: `${id}-view`,
      pattern: `/${id}/view/:id`,
      title: noun.charAt(0).toUpperCase() + noun.slice(1),
      access: 'private',
      permissions: [`list-${id}`],
    },
    {
      id: `${id}-edit`,
      pattern: `/${id}/edit/:id`,
      title: `Edit ${noun}`,
      access: 'private',
      permissions: [`list-${id}`, `edit-${id}`],
    },
    {
      id: `${id}-import`,
      pattern: `/${id}/import`,
      title: `Import ${plural.toLowerCase()}`,
      access: 'private',
      permissions: [`list-${id}`, `add-${id}`],
    },
  ] as const;

/** Businesses, staff and roles: list, add and edit. */
const listAddEditRoutes = <const Id extends 'business' | 'staff' | 'role'>(
  id: Id,
  noun: string,
  plural: string,
) =>
  [
    { id: `${id}-list`, pattern: `/${id}`, title: plural, access: 'private', permissions: [`list-${id}`] },
    {
      id: `${id}-add`,
      pattern: `/${id}/add`,
      title: `Add ${noun}`,
      access: 'private',
      permissions: [`list-${id}`, `add-${id}`],
    },
    {
      id: `${id}-edit`,
      pattern: `/${id}/edit/:id`,
      title: `Edit ${noun}`,
      access: 'private',
      permissions: [`list-${id}`, `edit-${id}`],
    },
  ] as const;

/** The bid-position and payment settings lists: reading needs bid-list, changing add-edit-delete. */
const settingsRoutes = <const Id extends 'request' | 'payment'>(id: Id, label: string) =>
  [
    {
      id: `${id}-settings-list`,
      pattern: `/settings/industry-${id}-settings/list`,
      title: `${label} settings`,
      access: 'private',
      permissions: ['bid-list'],
    },
    {
      id: `${id}-settings-new`,
      pattern: `/settings/industry-${id}-settings/new`,
      title: `New ${id} setting`,
      access: 'private',
      permissions: ['add-edit-delete'],
    },
    {
      id: `${id}-settings-edit`,
      pattern: `/settings/industry-${id}-settings/edit/:id`,
      title: `Edit ${id} setting`,
      access: 'private',
      permissions: ['add-edit-delete'],
    },
  ] as const;

/** Every route of seed-spec §2, in its order. Matching prefers literal segments (see routeMatch.ts). */
export const ROUTES = [
  { id: 'login', pattern: '/login', title: 'Sign in', access: 'public', permissions: [], guestOnly: true },
  {
    id: 'forgot-password',
    pattern: '/forgot-password',
    title: 'Forgot password',
    access: 'public',
    permissions: [],
    guestOnly: true,
  },
  {
    id: 'reset-password',
    pattern: '/reset-password',
    title: 'Reset password',
    access: 'public',
    permissions: [],
    guestOnly: true,
  },
  {
    id: 'password-reset',
    pattern: '/password/reset/:token',
    title: 'Reset password',
    access: 'public',
    permissions: [],
    guestOnly: true,
  },
  { id: 'redirect', pattern: '/redirect', title: 'Redirect', access: 'public', permissions: [] },
  { id: 'toll-share', pattern: '/fast/:id', title: 'Toll-tag tracking', access: 'public', permissions: [] },
  {
    id: 'live-share',
    pattern: '/live/:id',
    title: 'Live location tracking',
    access: 'public',
    permissions: [],
  },

  { id: 'dashboard', pattern: '/dashboard', title: 'Dashboard', access: 'private', permissions: [] },
  {
    id: 'extend-dashboard',
    pattern: '/extend_dashboard/:id',
    title: 'Extended dashboard',
    access: 'private',
    permissions: [],
  },
  ...placeRoutes('country', 'country', 'Countries'),
  ...placeRoutes('state', 'state', 'States'),
  ...placeRoutes('city', 'city', 'Cities'),
  {
    id: 'payment-summary',
    pattern: '/payment-summary',
    title: 'Invoices',
    access: 'private',
    permissions: ['payment-summary'],
  },
  {
    id: 'transporter-list',
    pattern: '/industry-transporter',
    title: 'My transporters',
    access: 'private',
    permissions: ['list-industry-transporter'],
  },
  {
    id: 'transporter-new',
    pattern: '/industry-transporter/new',
    title: 'Add transporter',
    access: 'private',
    permissions: ['list-industry-transporter', 'add-industry-transporter'],
  },
  {
    id: 'transporter-edit',
    pattern: '/industry-transporter/edit/:id',
    title: 'Edit transporter',
    access: 'private',
    permissions: ['list-industry-transporter', 'add-industry-transporter'],
  },
  {
    id: 'transporter-view',
    pattern: '/industry-transporter/view/:id',
    title: 'Transporter',
    access: 'private',
    permissions: ['list-industry-transporter'],
  },
  {
    id: 'transporter-import',
    pattern: '/industry-transporter/import',
    title: 'Import transporters',
    access: 'private',
    permissions: ['list-industry-transporter', 'add-industry-transporter'],
  },

  ...eachDirection((direction) => ({
    id: 'request-list',
    pattern: `/request/${direction}`,
    title: `${LABEL[direction]} requests`,
    access: 'private',
    permissions: [`list-${direction}-request`],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'request-new',
    pattern: `/request/${direction}/new`,
    title: `New ${direction} request`,
    access: 'private',
    permissions: [`list-${direction}-request`, `add-${direction}-request`],
    direction,
  })),
  ...eachDirection((direction) => ({
    // :single is the seed's flag for one request (not a group); this app edits and copies one at a time.
    id: 'request-edit',
    pattern: `/request/${direction}/edit/:id/:single`,
    title: `Edit ${direction} request`,
    access: 'private',
    permissions: [`list-${direction}-request`, `edit-${direction}-request`],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'request-detail',
    pattern: `/request/${direction}/detail/:id/:tab?`,
    title: `${LABEL[direction]} request`,
    access: 'private',
    permissions: [`list-${direction}-request`, `detail-${direction}-request`],
    direction,
  })),
  ...eachDirection((direction) => ({
    // The seed carries the request id twice (:id and :req_id), and asks edit- for the outbound bids.
    id: 'request-bids',
    pattern: `/request/${direction}/view-bid/:id/:req_id`,
    title: `${LABEL[direction]} request bids`,
    access: 'private',
    permissions: [
      `list-${direction}-request`,
      direction === 'inbound' ? 'list-bids-inbound-request' : 'edit-outbound-request',
    ],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'request-replicate',
    pattern: `/request/${direction}/replicate/:id/:single`,
    title: `Replicate ${direction} request`,
    access: 'private',
    permissions: [`list-${direction}-request`, `replicate-${direction}-request`],
    direction,
  })),
  ...eachDirection((direction) => ({
    // :spotIndent names a request to copy into the spot indent, or "new" for a blank one.
    id: 'request-spot-indent',
    pattern: `/request/${direction}/new/spot-indent/:spotIndent`,
    title: `New ${direction} spot indent`,
    access: 'private',
    permissions: [`list-${direction}-request`, `add-${direction}-request`],
    direction,
  })),

  ...eachDirection((direction) => ({
    id: 'order-list',
    pattern: `/order/${direction}`,
    title: `${LABEL[direction]} orders`,
    access: 'private',
    permissions: [`list-${direction}-order`],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'order-detail',
    pattern: `/order/${direction}/:id/:tab?/:select?`,
    title: `${LABEL[direction]} order`,
    access: 'private',
    permissions: [`list-${direction}-order`],
    direction,
  })),
  // An order's tracking screens under the order's address: :id is the request's, :orderId the order's.
  ...eachDirection((direction) => ({
    id: 'order-track',
    pattern: `/order/${direction}/track/:id/:orderId`,
    title: `${LABEL[direction]} order live tracking`,
    access: 'private',
    permissions: [`list-${direction}-order`],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'order-tolls',
    pattern: `/order/${direction}/toll/:id/:orderId`,
    title: `${LABEL[direction]} order toll-tag tracking`,
    access: 'private',
    permissions: [`list-${direction}-order`],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'order-locations',
    pattern: `/order/${direction}/locations/:id/:orderId`,
    title: `${LABEL[direction]} order location tracking`,
    access: 'private',
    permissions: [`list-${direction}-order`],
    direction,
  })),

  ...eachDirection((direction) => ({
    id: 'offline-order-list',
    pattern: `/offline/${direction}/order`,
    title: `Offline ${direction} orders`,
    access: 'private',
    permissions: [`list-offline-${direction}-order`],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'offline-order-new',
    pattern: `/offline/${direction}/order/new`,
    title: `New offline ${direction} order`,
    access: 'private',
    permissions: [`list-offline-${direction}-order`, `add-offline-${direction}-order`],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'offline-order-edit',
    pattern: `/offline/${direction}/order/edit/:id`,
    title: `Edit offline ${direction} order`,
    access: 'private',
    permissions: [`list-offline-${direction}-order`],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'offline-order-detail',
    pattern: `/offline/${direction}/order/:id/:tab?/:select?`,
    title: `Offline ${direction} order`,
    access: 'private',
    // The seed's code asks list-outbound-order on the offline inbound order; kept as coded.
    permissions:
      direction === 'inbound'
        ? ['list-offline-inbound-order', 'list-outbound-order']
        : ['list-offline-outbound-order'],
    direction,
  })),

  ...partyRoutes('client', 'client', 'Clients'),
  ...partyRoutes('vendor', 'vendor', 'Vendors'),
  { id: 'plant-list', pattern: '/plant', title: 'Plants', access: 'private', permissions: ['list-plant'] },
  {
    id: 'plant-add',
    pattern: '/plant/add',
    title: 'Add plant',
    access: 'private',
    permissions: ['list-plant', 'add-plant'],
  },
  {
    id: 'plant-edit',
    pattern: '/plant/edit/:id',
    title: 'Edit plant',
    access: 'private',
    permissions: ['list-plant', 'edit-plant'],
  },
  {
    id: 'plant-view',
    pattern: '/plant/view/:id',
    title: 'Plant',
    access: 'private',
    permissions: ['list-plant'],
  },
  {
    id: 'plant-sla-edit',
    pattern: '/plant/sla/edit/:id',
    title: 'Edit service level agreement',
    access: 'private',
    permissions: ['list-plant', 'list-terms-conditions'],
  },
  ...listAddEditRoutes('business', 'business', 'Businesses'),
  ...listAddEditRoutes('staff', 'staff member', 'Staff'),
  ...listAddEditRoutes('role', 'role', 'Roles'),

  {
    id: 'whats-new',
    pattern: '/whats-new',
    title: "What's new",
    access: 'private',
    permissions: ['list-whats-new'],
  },
  { id: 'my-plan', pattern: '/my-plan', title: 'My plan', access: 'private', permissions: ['list-plan'] },
  { id: 'plan', pattern: '/plan', title: 'Plan', access: 'private', permissions: [] },
  { id: 'joining-fees', pattern: '/joining-fees', title: 'Joining fees', access: 'private', permissions: [] },
  {
    id: 'my-reports',
    pattern: '/my-reports',
    title: 'Reports',
    access: 'private',
    permissions: ['list-industry-report'],
  },
  { id: 'user-profile', pattern: '/user_profile', title: 'My profile', access: 'private', permissions: [] },
  { id: 'edit-profile', pattern: '/edit_profile', title: 'Edit profile', access: 'private', permissions: [] },
  {
    id: 'change-password',
    pattern: '/change_password',
    title: 'Change password',
    access: 'private',
    permissions: [],
  },
  {
    id: 'notifications',
    pattern: '/notification',
    title: 'Notifications',
    access: 'private',
    permissions: [],
  },
  {
    id: 'client-contacts',
    pattern: '/client-contact',
    title: 'Client contacts',
    access: 'private',
    permissions: [],
  },
  { id: 'logout', pattern: '/logout', title: 'Sign out', access: 'private', permissions: [] },
  {
    id: 'settings',
    pattern: '/settings/:tab?/:select?',
    title: 'Settings',
    access: 'private',
    permissions: [],
  },
  {
    id: 'product-new',
    pattern: '/settings/product/new',
    title: 'New product',
    access: 'private',
    permissions: ['add-product'],
  },
  {
    id: 'package-new',
    pattern: '/settings/package/new',
    title: 'New package',
    access: 'private',
    permissions: ['add-package'],
  },
  ...settingsRoutes('request', 'Request'),
  ...settingsRoutes('payment', 'Payment'),

  ...eachDirection((direction) => ({
    id: 'tracking-board',
    pattern: `/${direction}-tracking/:tab?/:select?`,
    title: `${LABEL[direction]} tracking`,
    access: 'private',
    permissions: [],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'tracking-detail',
    pattern: `/${direction}-tracking/detail/:id/:type`,
    title: `${LABEL[direction]} tracking detail`,
    access: 'private',
    permissions: [],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'tracking-tolls',
    pattern: `/${direction}-tracking/fastag-toll-list/:id`,
    title: `${LABEL[direction]} FASTag toll crossings`,
    access: 'private',
    permissions: [],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'tracking-sim-fixes',
    pattern: `/${direction}-tracking/phonesim-address-list/:id`,
    title: `${LABEL[direction]} phone SIM locations`,
    access: 'private',
    permissions: [],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'tracking-schedule-map',
    pattern: `/${direction}-tracking/schedule-map/:id`,
    title: `${LABEL[direction]} schedule map`,
    access: 'private',
    permissions: [],
    direction,
  })),
  ...eachDirection((direction) => ({
    id: 'gate',
    pattern: `/gate-in-out/${direction}`,
    title: `${LABEL[direction]} gate in / out`,
    access: 'private',
    permissions: [],
    direction,
  })),
  { id: 'unauthorized', pattern: '/401', title: 'Not allowed', access: 'any', permissions: [] },
  { id: 'not-found', pattern: '/404', title: 'Page not found', access: 'any', permissions: [] },
] as const satisfies readonly RouteDef[];

export type Route = (typeof ROUTES)[number];
export type RouteId = Route['id'];
