import type { Direction } from '../domain/statuses';
import { resolveRoute } from '../routes/routeMatch';
import { ROUTES, type Route, type RouteId } from '../routes/routeTable';
import { type DirectedScreenProps, lazyScreen, type Screen, type ScreenProps } from './screenLoader';

type DirectedRouteId = Extract<Route, { direction: Direction }>['id'];
type ScreenOf<Id extends RouteId> = Screen<Id extends DirectedRouteId ? DirectedScreenProps : ScreenProps>;

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

type PartyModule = typeof import('../views/masters/parties/PartyScreens');
/** Clients and vendors share one lazily loaded module of screens, each told its kind. */
const partyScreen = (name: string, pick: (m: PartyModule) => PartyModule['ClientList']) =>
  lazyScreen(name, () => import('../views/masters/parties/PartyScreens').then(pick));

type PlantModule = typeof import('../views/masters/plants/PlantScreens');
const plantScreen = (name: string, pick: (m: PlantModule) => PlantModule['PlantList']) =>
  lazyScreen(name, () => import('../views/masters/plants/PlantScreens').then(pick));

type RoleModule = typeof import('../views/masters/roles/RoleScreens');
const roleScreen = (name: string, pick: (m: RoleModule) => RoleModule['RoleList']) =>
  lazyScreen(name, () => import('../views/masters/roles/RoleScreens').then(pick));

type StaffModule = typeof import('../views/masters/staff/StaffScreens');
const staffScreen = (name: string, pick: (m: StaffModule) => StaffModule['StaffList']) =>
  lazyScreen(name, () => import('../views/masters/staff/StaffScreens').then(pick));

type BusinessModule = typeof import('../views/masters/businesses/BusinessScreens');
const businessScreen = (name: string, pick: (m: BusinessModule) => BusinessModule['BusinessList']) =>
  lazyScreen(name, () => import('../views/masters/businesses/BusinessScreens').then(pick));

type TransporterModule = typeof import('../views/masters/transporters/TransporterScreens');
const transporterScreen = (
  name: string,
  pick: (m: TransporterModule) => TransporterModule['TransporterList'],
) => lazyScreen(name, () => import('../views/masters/transporters/TransporterScreens').then(pick));

// Countries, states and cities: a module each, its list, add and edit screens.
type CountryModule = typeof import('../views/masters/places/CountryScreens');
const countryScreen = (name: string, pick: (m: CountryModule) => CountryModule['CountryList']) =>
  lazyScreen(name, () => import('../views/masters/places/CountryScreens').then(pick));
type StateModule = typeof import('../views/masters/places/StateScreens');
const stateScreen = (name: string, pick: (m: StateModule) => StateModule['StateList']) =>
  lazyScreen(name, () => import('../views/masters/places/StateScreens').then(pick));
type CityModule = typeof import('../views/masters/places/CityScreens');
const cityScreen = (name: string, pick: (m: CityModule) => CityModule['CityList']) =>
  lazyScreen(name, () => import('../views/masters/places/CityScreens').then(pick));

/**
 * Every route's screen, loaded on demand and keyed by its route's id (src/routes/routeTable.ts); the type makes
 * a route without one a compile error. A screen on a route per direction receives the direction as a prop.
 */
const SCREENS: { readonly [Id in RouteId]: ScreenOf<Id> } = {
  login: lazyScreen('login', () => import('../views/auth/LoginPage').then((m) => m.LoginPage), {
    texts: 'first',
  }),
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
  'driver-link': lazyScreen('driver-link', () =>
    import('../views/driver/DriverPage').then((m) => m.DriverPage),
  ),
  dashboard: lazyScreen(
    'dashboard',
    () => import('../views/dashboard/DashboardPage').then((m) => m.DashboardPage),
    { texts: 'frame' },
  ),
  'extend-dashboard': lazyScreen('extend-dashboard', () =>
    import('../views/dashboard/ExtendDashboardPage').then((m) => m.ExtendDashboardPage),
  ),
  'my-reports': lazyScreen('my-reports', () =>
    import('../views/reports/ReportsPage').then((m) => m.ReportsPage),
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
  'client-import': lazyScreen('client-import', () =>
    import('../views/transfer/importScreens').then((m) => m.ClientImportPage),
  ),
  'vendor-import': lazyScreen('vendor-import', () =>
    import('../views/transfer/importScreens').then((m) => m.VendorImportPage),
  ),
  'plant-list': plantScreen('plants', (m) => m.PlantList),
  'plant-add': plantScreen('plant-add', (m) => m.AddPlant),
  'plant-edit': plantScreen('plant-edit', (m) => m.EditPlant),
  'plant-view': lazyScreen('plant-view', () =>
    import('../views/masters/plants/PlantViewPage').then((m) => m.PlantViewPage),
  ),
  'plant-import': lazyScreen('plant-import', () =>
    import('../views/transfer/importScreens').then((m) => m.PlantImportPage),
  ),
  'plant-sla-edit': lazyScreen('plant-sla-edit', () =>
    import('../views/masters/plants/PlantSlaPage').then((m) => m.PlantSlaPage),
  ),
  plan: lazyScreen('plan', () => import('../views/plan/PlanPage').then((m) => m.PlanPage)),
  'my-plan': lazyScreen('my-plan', () => import('../views/plan/MyPlanPage').then((m) => m.MyPlanPage)),
  'joining-fees': lazyScreen('joining-fees', () =>
    import('../views/plan/JoiningFeesPage').then((m) => m.JoiningFeesPage),
  ),
  'edit-profile': lazyScreen('edit-profile', () =>
    import('../views/profile/EditProfilePage').then((m) => m.EditProfilePage),
  ),
  'user-profile': lazyScreen('user-profile', () =>
    import('../views/profile/UserProfilePage').then((m) => m.UserProfilePage),
  ),
  'change-password': lazyScreen('change-password', () =>
    import('../views/auth/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  ),
  'whats-new': lazyScreen('whats-new', () =>
    import('../views/whatsNew/WhatsNewPage').then((m) => m.WhatsNewPage),
  ),
  notifications: lazyScreen('notifications', () =>
    import('../views/notifications/NotificationsPage').then((m) => m.NotificationsPage),
  ),
  logout: lazyScreen('logout', () => import('../views/auth/LogoutPage').then((m) => m.LogoutPage)),
  settings: lazyScreen('settings', () =>
    import('../views/settings/SettingsPage').then((m) => m.SettingsPage),
  ),
  'product-new': lazyScreen('product-new', () =>
    import('../views/settings/catalogue/ProductScreens').then((m) => m.AddProduct),
  ),
  'product-edit': lazyScreen('product-edit', () =>
    import('../views/settings/catalogue/ProductScreens').then((m) => m.EditProduct),
  ),
  'package-new': lazyScreen('package-new', () =>
    import('../views/settings/catalogue/PackageScreens').then((m) => m.AddPackage),
  ),
  'package-edit': lazyScreen('package-edit', () =>
    import('../views/settings/catalogue/PackageScreens').then((m) => m.EditPackage),
  ),
  'payment-summary': lazyScreen('payment-summary', () =>
    import('../views/payments/PaymentSummaryPage').then((m) => m.PaymentSummaryPage),
  ),
  'invoice-new': lazyScreen('invoice-new', () =>
    import('../views/payments/entry/InvoiceEntryPage').then((m) => m.InvoiceEntryPage),
  ),
  'invoice-edit': lazyScreen('invoice-edit', () =>
    import('../views/payments/entry/InvoiceEntryPage').then((m) => m.InvoiceEntryPage),
  ),
  'request-settings-list': lazyScreen('request-settings', () =>
    import('../views/settings/requests/RequestSettingList').then((m) => m.RequestSettingList),
  ),
  'request-settings-new': lazyScreen('request-setting-new', () =>
    import('../views/settings/requests/RequestSettingScreens').then((m) => m.AddRequestSetting),
  ),
  'request-settings-edit': lazyScreen('request-setting-edit', () =>
    import('../views/settings/requests/RequestSettingScreens').then((m) => m.EditRequestSetting),
  ),
  'payment-settings-list': lazyScreen('payment-settings', () =>
    import('../views/settings/payments/PaymentTermList').then((m) => m.PaymentTermList),
  ),
  'payment-settings-new': lazyScreen('payment-setting-new', () =>
    import('../views/settings/payments/PaymentTermScreens').then((m) => m.AddPaymentTerm),
  ),
  'payment-settings-edit': lazyScreen('payment-setting-edit', () =>
    import('../views/settings/payments/PaymentTermScreens').then((m) => m.EditPaymentTerm),
  ),
  'device-new': lazyScreen('device-new', () =>
    import('../views/settings/devices/DeviceScreens').then((m) => m.AddDevice),
  ),
  'device-edit': lazyScreen('device-edit', () =>
    import('../views/settings/devices/DeviceScreens').then((m) => m.EditDevice),
  ),
  'tracking-board': lazyScreen('tracking', () =>
    import('../views/tracking/TrackingBoardPage').then((m) => m.TrackingBoardPage),
  ),
  'tracking-detail': tripDetail,
  'container-list': lazyScreen('containers', () =>
    import('../views/containers/ContainerListPage').then((m) => m.ContainerListPage),
  ),
  'container-detail': lazyScreen('container', () =>
    import('../views/containers/ContainerTimelinePage').then((m) => m.ContainerTimelinePage),
  ),
  'tracking-tolls': tollList,
  'tracking-sim-fixes': simFixList,
  'tracking-schedule-map': lazyScreen('schedule-map', () =>
    import('../views/tracking/replay/ScheduleMapPage').then((m) => m.ScheduleMapPage),
  ),
  'client-list': partyScreen('clients', (m) => m.ClientList),
  'client-add': partyScreen('client-add', (m) => m.AddClient),
  'client-view': partyScreen('client-view', (m) => m.ClientView),
  'client-edit': partyScreen('client-edit', (m) => m.EditClient),
  'vendor-list': partyScreen('vendors', (m) => m.VendorList),
  'vendor-add': partyScreen('vendor-add', (m) => m.AddVendor),
  'vendor-view': partyScreen('vendor-view', (m) => m.VendorView),
  'vendor-edit': partyScreen('vendor-edit', (m) => m.EditVendor),
  'client-contacts': lazyScreen('client-contacts', () =>
    import('../views/masters/parties/ClientContactsPage').then((m) => m.ClientContactsPage),
  ),
  'business-list': businessScreen('businesses', (m) => m.BusinessList),
  'business-add': businessScreen('business-add', (m) => m.AddBusiness),
  'business-edit': businessScreen('business-edit', (m) => m.EditBusiness),
  'transporter-list': transporterScreen('transporters', (m) => m.TransporterList),
  'transporter-new': lazyScreen('transporter-new', () =>
    import('../views/masters/transporters/AddTransporterPage').then((m) => m.AddTransporterPage),
  ),
  'transporter-edit': transporterScreen('transporter-edit', (m) => m.EditTransporter),
  'transporter-import': lazyScreen('transporter-import', () =>
    import('../views/transfer/importScreens').then((m) => m.TransporterImportPage),
  ),
  'transporter-view': lazyScreen('transporter-view', () =>
    import('../views/masters/transporters/TransporterViewPage').then((m) => m.TransporterViewPage),
  ),
  'staff-list': staffScreen('staff', (m) => m.StaffList),
  'staff-add': staffScreen('staff-add', (m) => m.AddStaff),
  'staff-edit': staffScreen('staff-edit', (m) => m.EditStaff),
  'role-list': roleScreen('roles', (m) => m.RoleList),
  'role-add': roleScreen('role-add', (m) => m.AddRole),
  'role-edit': roleScreen('role-edit', (m) => m.EditRole),
  'country-list': countryScreen('countries', (m) => m.CountryList),
  'country-add': countryScreen('country-add', (m) => m.AddCountry),
  'country-edit': countryScreen('country-edit', (m) => m.EditCountry),
  'state-list': stateScreen('states', (m) => m.StateList),
  'state-add': stateScreen('state-add', (m) => m.AddState),
  'state-edit': stateScreen('state-edit', (m) => m.EditState),
  'city-list': cityScreen('cities', (m) => m.CityList),
  'city-add': cityScreen('city-add', (m) => m.AddCity),
  'city-edit': cityScreen('city-edit', (m) => m.EditCity),
  gate: lazyScreen('gate', () => import('../views/gate/GatePage').then((m) => m.GatePage)),
  'transporter-requests': lazyScreen('transporter-requests', () =>
    import('../views/portal/requests/OpenRequestsPage').then((m) => m.OpenRequestsPage),
  ),
  'transporter-orders': lazyScreen('transporter-orders', () =>
    import('../views/portal/orders/MyOrdersPage').then((m) => m.MyOrdersPage),
  ),
  'transporter-order': lazyScreen('transporter-order', () =>
    import('../views/portal/orders/MyOrderPage').then((m) => m.MyOrderPage),
  ),
  'transporter-invoice-new': lazyScreen('transporter-invoice-new', () =>
    import('../views/portal/invoices/RaiseInvoicePage').then((m) => m.RaiseInvoicePage),
  ),
  'transporter-invoices': lazyScreen('transporter-invoices', () =>
    import('../views/portal/invoices/MyInvoicesPage').then((m) => m.MyInvoicesPage),
  ),
  'transporter-invoice-edit': lazyScreen('transporter-invoice-edit', () =>
    import('../views/portal/invoices/CorrectInvoicePage').then((m) => m.CorrectInvoicePage),
  ),
  'transporter-preferences': lazyScreen('transporter-preferences', () =>
    import('../views/portal/preferences/PortalPreferencesPage').then((m) => m.PortalPreferencesPage),
  ),
  unauthorized: lazyScreen('401', () =>
    import('../views/errors/UnauthorizedPage').then((m) => m.UnauthorizedPage),
  ),
  'not-found': lazyScreen('404', () => import('../views/errors/NotFoundPage').then((m) => m.NotFoundPage)),
};

/**
 * The screen of a route. The table's type keeps a screen that needs a direction off the routes without one, and
 * RouterView passes the route's direction, so every screen gets the props it declares.
 */
export const screenOf = (id: RouteId): Screen => SCREENS[id] as Screen;

/**
 * Starts loading the screen of a public page (sign-in, the password pages) at the address the app opens on,
 * while its first texts load (main.tsx): it would otherwise be asked for only once they are in and the app has
 * rendered, one more round trip before anything shows. A signed-in reader there is sent on to the app, which
 * costs them one small chunk; private screens wait for the guard, which may send the reader to sign in.
 */
export const preloadScreenAt = (location: string): void => {
  const match = resolveRoute(ROUTES, location);
  if (match?.route.access === 'public') void SCREENS[match.route.id].preload().catch(() => undefined);
};
