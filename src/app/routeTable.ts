import type { ComponentType } from 'react';
import type { Permission } from '../domain/permissions';
import { lazyScreen, type Screen, type ScreenProps } from './screenLoader';

/**
 * public: no sign-in; private: sign-in and every listed permission; any: both (the /401 and /404 pages).
 * guestOnly public pages (login, password reset) send a signed-in user on to the app.
 */
export type RouteAccess = 'public' | 'private' | 'any';

export interface RouteDef {
  path: string;
  title: string;
  access: RouteAccess;
  /** All required: a group's permission and the sub-route's own (seed-spec §5, "every matched route"). */
  permissions: readonly Permission[];
  screen: Screen;
  guestOnly?: boolean;
}

type RequestFormModule = typeof import('../views/requests/form/RequestFormPage');
/** The request form's screens (new, edit, replicate, spot indent) share one lazily loaded module. */
const requestForm = (name: string, pick: (m: RequestFormModule) => ComponentType<ScreenProps>) =>
  lazyScreen(name, () => import('../views/requests/form/RequestFormPage').then(pick));
const screens = {
  login: lazyScreen('login', () => import('../views/auth/LoginPage').then((m) => m.LoginPage)),
  forgotPassword: lazyScreen('forgot-password', () =>
    import('../views/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  resetPassword: lazyScreen('reset-password', () =>
    import('../views/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),
  changePassword: lazyScreen('change-password', () =>
    import('../views/auth/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  ),
  logout: lazyScreen('logout', () => import('../views/auth/LogoutPage').then((m) => m.LogoutPage)),
  blank: lazyScreen('redirect', () => import('../views/BlankPage').then((m) => m.BlankPage)),
  dashboard: lazyScreen('dashboard', () =>
    import('../views/dashboard/DashboardPage').then((m) => m.DashboardPage),
  ),
  plants: lazyScreen('plants', () => import('../views/masters/plants/PlantsList').then((m) => m.PlantsList)),
  plan: lazyScreen('plan', () => import('../views/plan/PlanPage').then((m) => m.PlanPage)),
  profile: lazyScreen('user-profile', () =>
    import('../views/profile/UserProfilePage').then((m) => m.UserProfilePage),
  ),
  unauthorized: lazyScreen('401', () =>
    import('../views/errors/UnauthorizedPage').then((m) => m.UnauthorizedPage),
  ),
  notFound: lazyScreen('404', () => import('../views/errors/NotFoundPage').then((m) => m.NotFoundPage)),
  inboundTracking: lazyScreen('inbound-tracking', () =>
    import('../views/tracking/TrackingBoardPage').then((m) => m.InboundTrackingPage),
  ),
  outboundTracking: lazyScreen('outbound-tracking', () =>
    import('../views/tracking/TrackingBoardPage').then((m) => m.OutboundTrackingPage),
  ),
  inboundTrackingDetail: lazyScreen('inbound-tracking-detail', () =>
    import('../views/tracking/detail/TrackingDetailPage').then((m) => m.InboundTrackingDetailPage),
  ),
  outboundTrackingDetail: lazyScreen('outbound-tracking-detail', () =>
    import('../views/tracking/detail/TrackingDetailPage').then((m) => m.OutboundTrackingDetailPage),
  ),
  inboundScheduleMap: lazyScreen('inbound-schedule-map', () =>
    import('../views/tracking/replay/ScheduleMapPage').then((m) => m.InboundScheduleMapPage),
  ),
  outboundScheduleMap: lazyScreen('outbound-schedule-map', () =>
    import('../views/tracking/replay/ScheduleMapPage').then((m) => m.OutboundScheduleMapPage),
  ),
  inboundTolls: lazyScreen('inbound-toll-list', () =>
    import('../views/tracking/lists/TollListPage').then((m) => m.InboundTollListPage),
  ),
  outboundTolls: lazyScreen('outbound-toll-list', () =>
    import('../views/tracking/lists/TollListPage').then((m) => m.OutboundTollListPage),
  ),
  inboundSimFixes: lazyScreen('inbound-sim-fixes', () =>
    import('../views/tracking/lists/SimFixListPage').then((m) => m.InboundSimFixListPage),
  ),
  outboundSimFixes: lazyScreen('outbound-sim-fixes', () =>
    import('../views/tracking/lists/SimFixListPage').then((m) => m.OutboundSimFixListPage),
  ),
  /** One shared page for every screen later work builds: it names the screen and pretends nothing. */
  inboundRequests: lazyScreen('inbound-requests', () =>
    import('../views/requests/RequestListPage').then((m) => m.InboundRequestListPage),
  ),
  outboundRequests: lazyScreen('outbound-requests', () =>
    import('../views/requests/RequestListPage').then((m) => m.OutboundRequestListPage),
  ),
  inboundRequest: lazyScreen('inbound-request', () =>
    import('../views/requests/RequestDetailPage').then((m) => m.InboundRequestDetailPage),
  ),
  outboundRequest: lazyScreen('outbound-request', () =>
    import('../views/requests/RequestDetailPage').then((m) => m.OutboundRequestDetailPage),
  ),
  inboundBids: lazyScreen('inbound-request-bids', () =>
    import('../views/requests/ViewBidsPage').then((m) => m.InboundViewBidsPage),
  ),
  outboundBids: lazyScreen('outbound-request-bids', () =>
    import('../views/requests/ViewBidsPage').then((m) => m.OutboundViewBidsPage),
  ),
  inboundOrders: lazyScreen('inbound-orders', () =>
    import('../views/orders/OrderListPage').then((m) => m.InboundOrderListPage),
  ),
  outboundOrders: lazyScreen('outbound-orders', () =>
    import('../views/orders/OrderListPage').then((m) => m.OutboundOrderListPage),
  ),
  offlineInboundOrders: lazyScreen('offline-inbound-orders', () =>
    import('../views/orders/OrderListPage').then((m) => m.OfflineInboundOrderListPage),
  ),
  offlineOutboundOrders: lazyScreen('offline-outbound-orders', () =>
    import('../views/orders/OrderListPage').then((m) => m.OfflineOutboundOrderListPage),
  ),
  offlineInboundOrderForm: lazyScreen('offline-inbound-order-form', () =>
    import('../views/orders/offline/OfflineOrderFormPage').then((m) => m.OfflineInboundOrderFormPage),
  ),
  offlineOutboundOrderForm: lazyScreen('offline-outbound-order-form', () =>
    import('../views/orders/offline/OfflineOrderFormPage').then((m) => m.OfflineOutboundOrderFormPage),
  ),
  newInboundRequest: requestForm('new-inbound-request', (m) => m.NewInboundRequestPage),
  newOutboundRequest: requestForm('new-outbound-request', (m) => m.NewOutboundRequestPage),
  editInboundRequest: requestForm('edit-inbound-request', (m) => m.EditInboundRequestPage),
  editOutboundRequest: requestForm('edit-outbound-request', (m) => m.EditOutboundRequestPage),
  replicateInboundRequest: requestForm('replicate-inbound-request', (m) => m.ReplicateInboundRequestPage),
  replicateOutboundRequest: requestForm('replicate-outbound-request', (m) => m.ReplicateOutboundRequestPage),
  inboundSpotIndent: requestForm('inbound-spot-indent', (m) => m.InboundSpotIndentPage),
  outboundSpotIndent: requestForm('outbound-spot-indent', (m) => m.OutboundSpotIndentPage),
  order: lazyScreen('order', () => import('../views/orders/OrderDetailPage').then((m) => m.OrderDetailPage)),
  inboundGate: lazyScreen('inbound-gate', () =>
    import('../views/gate/GatePage').then((m) => m.InboundGatePage),
  ),
  outboundGate: lazyScreen('outbound-gate', () =>
    import('../views/gate/GatePage').then((m) => m.OutboundGatePage),
  ),
  settings: lazyScreen('settings', () =>
    import('../views/settings/SettingsPage').then((m) => m.SettingsPage),
  ),
  notifications: lazyScreen('notifications', () =>
    import('../views/notifications/NotificationsPage').then((m) => m.NotificationsPage),
  ),
  liveShare: lazyScreen('live-share', () =>
    import('../views/share/LiveSharePage').then((m) => m.LiveSharePage),
  ),
  tollShare: lazyScreen('toll-share', () =>
    import('../views/share/TollSharePage').then((m) => m.TollSharePage),
  ),
  notBuilt: lazyScreen('not-built', () => import('../views/NotBuiltPage').then((m) => m.NotBuiltPage)),
} as const;

const route = (
  access: RouteAccess,
  path: string,
  title: string,
  screen: Screen,
  permissions: readonly Permission[] = [],
): RouteDef => ({ path, title, access, permissions, screen });

const pub = (path: string, title: string, screen: Screen, guestOnly = false): RouteDef => ({
  ...route('public', path, title, screen),
  ...(guestOnly ? { guestOnly } : {}),
});
const app = (path: string, title: string, screen: Screen, ...permissions: Permission[]) =>
  route('private', path, title, screen, permissions);
const later = (path: string, title: string, ...permissions: Permission[]) =>
  app(path, title, screens.notBuilt, ...permissions);

/** A group whose permission every sub-route needs on top of its own (undefined: the group needs none). */
const group = (
  base: string,
  groupPermission: Permission | undefined,
  children: readonly (readonly [sub: string, title: string, own?: Permission, screen?: Screen])[],
): RouteDef[] =>
  children.map(([sub, title, own, screen]) => {
    const permissions = [...new Set([groupPermission, own].filter((p): p is Permission => p !== undefined))];
    return app(sub ? `${base}/${sub}` : base, title, screen ?? screens.notBuilt, ...permissions);
  });

/** One order's tracking screens by direction: the tracking routes and the order routes show the same views. */
const tripScreens = {
  inbound: {
    detail: screens.inboundTrackingDetail,
    scheduleMap: screens.inboundScheduleMap,
    tolls: screens.inboundTolls,
    simFixes: screens.inboundSimFixes,
  },
  outbound: {
    detail: screens.outboundTrackingDetail,
    scheduleMap: screens.outboundScheduleMap,
    tolls: screens.outboundTolls,
    simFixes: screens.outboundSimFixes,
  },
} as const;

const placeMasters = (base: string, noun: string, plural: string) =>
  group(base, undefined, [
    ['', plural],
    ['add', `Add ${noun}`],
    ['edit/:id', `Edit ${noun}`],
  ]);

const ordersOf = (direction: 'inbound' | 'outbound', label: string) =>
  group(`/order/${direction}`, direction === 'inbound' ? 'list-inbound-order' : 'list-outbound-order', [
    [
      '',
      `${label} orders`,
      undefined,
      direction === 'inbound' ? screens.inboundOrders : screens.outboundOrders,
    ],
    [':id/:tab?/:select?', `${label} order`, undefined, screens.order],
    ['track/:id/:orderId', `${label} order live tracking`, undefined, tripScreens[direction].detail],
    ['toll/:id/:orderId', `${label} order toll-tag tracking`, undefined, tripScreens[direction].tolls],
    [
      'locations/:id/:orderId',
      `${label} order location tracking`,
      undefined,
      tripScreens[direction].simFixes,
    ],
  ]);

const trackingOf = (direction: 'inbound' | 'outbound', label: string) => [
  app(
    `/${direction}-tracking/:tab?/:select?`,
    `${label} tracking`,
    direction === 'inbound' ? screens.inboundTracking : screens.outboundTracking,
  ),
  ...group(`/${direction}-tracking`, undefined, [
    ['detail/:id/:type', `${label} tracking detail`, undefined, tripScreens[direction].detail],
    ['fastag-toll-list/:id', `${label} FASTag toll crossings`, undefined, tripScreens[direction].tolls],
    ['phonesim-address-list/:id', `${label} phone SIM locations`, undefined, tripScreens[direction].simFixes],
    ['schedule-map/:id', `${label} schedule map`, undefined, tripScreens[direction].scheduleMap],
  ]),
];

const settingsLists = (kind: 'industry-request-settings' | 'industry-payment-settings', label: string) =>
  group(`/settings/${kind}`, undefined, [
    ['list', `${label} settings`, 'bid-list'],
    ['new', `New ${label.toLowerCase()} setting`, 'add-edit-delete'],
    ['edit/:id', `Edit ${label.toLowerCase()} setting`, 'add-edit-delete'],
  ]);

/** Every route of seed-spec §2, in its order. Matching prefers literal segments (see routeMatch.ts). */
export const ROUTES: readonly RouteDef[] = [
  pub('/login', 'Sign in', screens.login, true),
  pub('/forgot-password', 'Forgot password', screens.forgotPassword, true),
  pub('/reset-password', 'Reset password', screens.resetPassword, true),
  pub('/password/reset/:token', 'Reset password', screens.resetPassword, true),
  pub('/redirect', 'Redirect', screens.blank),
  pub('/fast/:id', 'Toll-tag tracking', screens.tollShare),
  pub('/live/:id', 'Live location tracking', screens.liveShare),

  app('/dashboard', 'Dashboard', screens.dashboard),
  later('/extend_dashboard/:id', 'Extended dashboard'),
  ...placeMasters('/country', 'country', 'Countries'),
  ...placeMasters('/state', 'state', 'States'),
  ...placeMasters('/city', 'city', 'Cities'),
  later('/payment-summary', 'Invoices', 'payment-summary'),
  ...group('/industry-transporter', 'list-industry-transporter', [
    ['', 'My transporters'],
    ['new', 'Add transporter', 'add-industry-transporter'],
    ['edit/:id', 'Edit transporter', 'add-industry-transporter'],
    ['view/:id', 'Transporter', 'list-industry-transporter'],
    ['import', 'Import transporters', 'add-industry-transporter'],
  ]),
  ...group('/request/inbound', 'list-inbound-request', [
    ['', 'Inbound requests', undefined, screens.inboundRequests],
    ['new', 'New inbound request', 'add-inbound-request', screens.newInboundRequest],
    ['edit/:id/:single', 'Edit inbound request', 'edit-inbound-request', screens.editInboundRequest],
    ['detail/:id/:tab?', 'Inbound request', 'detail-inbound-request', screens.inboundRequest],
    ['view-bid/:id/:req_id', 'Inbound request bids', 'list-bids-inbound-request', screens.inboundBids],
    [
      'replicate/:id/:single',
      'Replicate inbound request',
      'replicate-inbound-request',
      screens.replicateInboundRequest,
    ],
    [
      'new/spot-indent/:spotIndent',
      'New inbound spot indent',
      'add-inbound-request',
      screens.inboundSpotIndent,
    ],
  ]),
  ...group('/request/outbound', 'list-outbound-request', [
    ['', 'Outbound requests', undefined, screens.outboundRequests],
    ['detail/:id/:tab?', 'Outbound request', 'detail-outbound-request', screens.outboundRequest],
    ['view-bid/:id/:req_id', 'Outbound request bids', 'edit-outbound-request', screens.outboundBids],
    ['edit/:id/:single', 'Edit outbound request', 'edit-outbound-request', screens.editOutboundRequest],
    ['new', 'New outbound request', 'add-outbound-request', screens.newOutboundRequest],
    [
      'replicate/:id/:single',
      'Replicate outbound request',
      'replicate-outbound-request',
      screens.replicateOutboundRequest,
    ],
    [
      'new/spot-indent/:spotIndent',
      'New outbound spot indent',
      'add-outbound-request',
      screens.outboundSpotIndent,
    ],
  ]),
  ...ordersOf('inbound', 'Inbound'),
  ...ordersOf('outbound', 'Outbound'),
  ...group('/offline/inbound/order', 'list-offline-inbound-order', [
    ['', 'Offline inbound orders', undefined, screens.offlineInboundOrders],
    ['new', 'New offline inbound order', 'add-offline-inbound-order', screens.offlineInboundOrderForm],
    ['edit/:id', 'Edit offline inbound order', undefined, screens.offlineInboundOrderForm],
    // The seed's code asks list-outbound-order here; kept as coded.
    [':id/:tab?/:select?', 'Offline inbound order', 'list-outbound-order', screens.order],
  ]),
  ...group('/offline/outbound/order', 'list-offline-outbound-order', [
    ['', 'Offline outbound orders', undefined, screens.offlineOutboundOrders],
    ['new', 'New offline outbound order', 'add-offline-outbound-order', screens.offlineOutboundOrderForm],
    ['edit/:id', 'Edit offline outbound order', undefined, screens.offlineOutboundOrderForm],
    [':id/:tab?/:select?', 'Offline outbound order', undefined, screens.order],
  ]),
  ...group('/client', 'list-client', [
    ['', 'Clients'],
    ['add', 'Add client', 'add-client'],
    ['view/:id', 'Client'],
    ['edit/:id', 'Edit client', 'edit-client'],
    ['import', 'Import clients', 'add-client'],
  ]),
  ...group('/vendor', 'list-vendor', [
    ['', 'Vendors'],
    ['add', 'Add vendor', 'add-vendor'],
    ['view/:id', 'Vendor'],
    ['edit/:id', 'Edit vendor', 'edit-vendor'],
    ['import', 'Import vendors', 'add-vendor'],
  ]),
  app('/plant', 'Plants', screens.plants, 'list-plant'),
  ...group('/plant', 'list-plant', [
    ['add', 'Add plant', 'add-plant'],
    ['edit/:id', 'Edit plant', 'edit-plant'],
    ['view/:id', 'Plant'],
    ['sla/edit/:id', 'Edit service level agreement', 'list-terms-conditions'],
  ]),
  ...group('/business', 'list-business', [
    ['', 'Businesses'],
    ['add', 'Add business', 'add-business'],
    ['edit/:id', 'Edit business', 'edit-business'],
  ]),
  ...group('/staff', 'list-staff', [
    ['', 'Staff'],
    ['add', 'Add staff member', 'add-staff'],
    ['edit/:id', 'Edit staff member', 'edit-staff'],
  ]),
  ...group('/role', 'list-role', [
    ['', 'Roles'],
    ['add', 'Add role', 'add-role'],
    ['edit/:id', 'Edit role', 'edit-role'],
  ]),
  later('/whats-new', "What's new", 'list-whats-new'),
  later('/my-plan', 'My plan', 'list-plan'),
  app('/plan', 'Plan', screens.plan),
  later('/joining-fees', 'Joining fees'),
  later('/my-reports', 'Reports', 'list-industry-report'),
  app('/user_profile', 'My profile', screens.profile),
  later('/edit_profile', 'Edit profile'),
  app('/change_password', 'Change password', screens.changePassword),
  app('/notification', 'Notifications', screens.notifications),
  later('/client-contact', 'Client contacts'),
  app('/logout', 'Sign out', screens.logout),
  app('/settings/:tab?/:select?', 'Settings', screens.settings),
  later('/settings/product/new', 'New product', 'add-product'),
  later('/settings/package/new', 'New package', 'add-package'),
  ...settingsLists('industry-request-settings', 'Request'),
  ...settingsLists('industry-payment-settings', 'Payment'),
  ...trackingOf('inbound', 'Inbound'),
  ...trackingOf('outbound', 'Outbound'),
  app('/gate-in-out/inbound', 'Inbound gate in / out', screens.inboundGate),
  app('/gate-in-out/outbound', 'Outbound gate in / out', screens.outboundGate),
  route('any', '/401', 'Not allowed', screens.unauthorized),
  route('any', '/404', 'Page not found', screens.notFound),
];
