import type { Direction } from '../domain/statuses';
import type { Route, RouteId } from '../routes/routeTable';
import { type DirectedScreenProps, lazyScreen, type Screen, type ScreenProps } from './screenLoader';

type DirectedRouteId = Extract<Route, { direction: Direction }>['id'];
type ScreenOf<Id extends RouteId> = Screen<Id extends DirectedRouteId ? DirectedScreenProps : ScreenProps>;

/** One shared page for every screen later work builds: it names the screen and pretends nothing. */
const notBuilt = lazyScreen('not-built', () => import('../views/NotBuiltPage').then((m) => m.NotBuiltPage));

const resetPassword = lazyScreen('reset-password', () =>
  import('../views/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const orderDetail = lazyScreen<DirectedScreenProps>('order', () =>
  import('../views/orders/OrderDetailPage').then((m) => m.OrderDetailPage),
);
// The tracking routes and the order routes show one order's trip with the same screens.
const tripDetail = lazyScreen('tracking-detail', () =>
  import('../views/tracking/detail/TrackingDetailPage').then((m) => m.TrackingDetailPage),
);
const tollList = lazyScreen('toll-list', () =>
  import('../views/tracking/lists/TollListPage').then((m) => m.TollListPage),
);
const simFixList = lazyScreen('sim-fixes', () =>
  import('../views/tracking/lists/SimFixListPage').then((m) => m.SimFixListPage),
);
const offlineOrderForm = lazyScreen('offline-order-form', () =>
  import('../views/orders/offline/OfflineOrderFormPage').then((m) => m.OfflineOrderFormPage),
);

type RequestFormModule = typeof import('../views/requests/form/RequestFormPage');
/** The request form's screens (new, edit, replicate, spot indent) share one lazily loaded module. */
const requestForm = (name: string, pick: (m: RequestFormModule) => RequestFormModule['NewRequestPage']) =>
  lazyScreen(name, () => import('../views/requests/form/RequestFormPage').then(pick));

type BusinessModule = typeof import('../views/masters/businesses/BusinessScreens');
const businessScreen = (name: string, pick: (m: BusinessModule) => BusinessModule['BusinessList']) =>
  lazyScreen(name, () => import('../views/masters/businesses/BusinessScreens').then(pick));

/**
 * Every built screen, loaded on demand and keyed by its route's id (src/routes/routeTable.ts); a route without
 * one here shows the not-built page. A screen on a route per direction receives the direction as a prop.
 */
const SCREENS: { readonly [Id in RouteId]?: ScreenOf<Id> } = {
  login: lazyScreen('login', () => import('../views/auth/LoginPage').then((m) => m.LoginPage)),
  'forgot-password': lazyScreen('forgot-password', () =>
    import('../views/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  'reset-password': resetPassword,
  'password-reset': resetPassword,
  register: lazyScreen('register', () => import('../views/auth/RegisterPage').then((m) => m.RegisterPage)),
  'verify-email': lazyScreen('verify-email', () =>
    import('../views/auth/VerifyEmailPage').then((m) => m.VerifyEmailPage),
  ),
  redirect: lazyScreen('redirect', () => import('../views/BlankPage').then((m) => m.BlankPage)),
  'toll-share': lazyScreen('toll-share', () =>
    import('../views/share/TollSharePage').then((m) => m.TollSharePage),
  ),
  'live-share': lazyScreen('live-share', () =>
    import('../views/share/LiveSharePage').then((m) => m.LiveSharePage),
  ),
  dashboard: lazyScreen('dashboard', () =>
    import('../views/dashboard/DashboardPage').then((m) => m.DashboardPage),
  ),
  'request-list': lazyScreen('requests', () =>
    import('../views/requests/RequestListPage').then((m) => m.RequestListPage),
  ),
  'request-new': requestForm('new-request', (m) => m.NewRequestPage),
  'request-edit': requestForm('edit-request', (m) => m.EditRequestPage),
  'request-detail': lazyScreen('request', () =>
    import('../views/requests/RequestDetailPage').then((m) => m.RequestDetailPage),
  ),
  'request-bids': lazyScreen('request-bids', () =>
    import('../views/requests/ViewBidsPage').then((m) => m.ViewBidsPage),
  ),
  'request-replicate': requestForm('replicate-request', (m) => m.ReplicateRequestPage),
  'request-spot-indent': requestForm('spot-indent', (m) => m.SpotIndentPage),
  'order-list': lazyScreen('orders', () =>
    import('../views/orders/OrderListPage').then((m) => m.OrderListPage),
  ),
  'order-detail': orderDetail,
  'order-track': tripDetail,
  'order-tolls': tollList,
  'order-locations': simFixList,
  'offline-order-list': lazyScreen('offline-orders', () =>
    import('../views/orders/OrderListPage').then((m) => m.OfflineOrderListPage),
  ),
  'offline-order-new': offlineOrderForm,
  'offline-order-edit': offlineOrderForm,
  'offline-order-detail': orderDetail,
  'plant-list': lazyScreen('plants', () =>
    import('../views/masters/plants/PlantsList').then((m) => m.PlantsList),
  ),
  plan: lazyScreen('plan', () => import('../views/plan/PlanPage').then((m) => m.PlanPage)),
  'user-profile': lazyScreen('user-profile', () =>
    import('../views/profile/UserProfilePage').then((m) => m.UserProfilePage),
  ),
  'change-password': lazyScreen('change-password', () =>
    import('../views/auth/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  ),
  notifications: lazyScreen('notifications', () =>
    import('../views/notifications/NotificationsPage').then((m) => m.NotificationsPage),
  ),
  logout: lazyScreen('logout', () => import('../views/auth/LogoutPage').then((m) => m.LogoutPage)),
  settings: lazyScreen('settings', () =>
    import('../views/settings/SettingsPage').then((m) => m.SettingsPage),
  ),
  'tracking-board': lazyScreen('tracking', () =>
    import('../views/tracking/TrackingBoardPage').then((m) => m.TrackingBoardPage),
  ),
  'tracking-detail': tripDetail,
  'tracking-tolls': tollList,
  'tracking-sim-fixes': simFixList,
  'tracking-schedule-map': lazyScreen('schedule-map', () =>
    import('../views/tracking/replay/ScheduleMapPage').then((m) => m.ScheduleMapPage),
  ),
  'business-list': businessScreen('businesses', (m) => m.BusinessList),
  'business-add': businessScreen('business-add', (m) => m.AddBusiness),
  'business-edit': businessScreen('business-edit', (m) => m.EditBusiness),
  gate: lazyScreen('gate', () => import('../views/gate/GatePage').then((m) => m.GatePage)),
  unauthorized: lazyScreen('401', () =>
    import('../views/errors/UnauthorizedPage').then((m) => m.UnauthorizedPage),
  ),
  'not-found': lazyScreen('404', () => import('../views/errors/NotFoundPage').then((m) => m.NotFoundPage)),
};

/**
 * The screen of a route. The table's type keeps a screen that needs a direction off the routes without one, and
 * RouterView passes the route's direction, so every screen gets the props it declares.
 */
export const screenOf = (id: RouteId): Screen => (SCREENS[id] ?? notBuilt) as Screen;
