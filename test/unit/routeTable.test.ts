import { describe, expect, it } from 'vitest';
import { screenOf } from '../../src/app/screens';
import { linkTo } from '../../src/routes/links';
import { resolveRoute } from '../../src/routes/routeMatch';
import { ROUTES, type RouteDef } from '../../src/routes/routeTable';

/**
 * Every path of seed-spec §2 with the permissions it needs: the group's (if any) and the sub-route's own, since
 * the seed requires the permission of every matched route. Written from the spec, not from the table.
 */
const PUBLIC = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/password/reset/:token',
  '/register',
  '/verify-email/:token',
  '/redirect',
  '/fast/:id',
  '/live/:id',
  // Beyond the spec: the driver's page, opened from the signed link sent to the driver's mobile.
  '/driver/:id',
];

const PRIVATE: Record<string, string[]> = {
  '/dashboard': [],
  '/extend_dashboard/:id': [],
  '/country': [],
  '/country/add': [],
  '/country/edit/:id': [],
  '/state': [],
  '/state/add': [],
  '/state/edit/:id': [],
  '/city': [],
  '/city/add': [],
  '/city/edit/:id': [],
  '/payment-summary': ['payment-summary'],
  // Beyond the spec: a transporter's invoice entered by the shipper, or a disputed one corrected.
  '/payment-summary/new/:orderId?': ['payment-summary'],
  '/payment-summary/edit/:id': ['payment-summary'],
  '/industry-transporter': ['list-industry-transporter'],
  '/industry-transporter/new': ['list-industry-transporter', 'add-industry-transporter'],
  '/industry-transporter/edit/:id': ['list-industry-transporter', 'add-industry-transporter'],
  '/industry-transporter/view/:id': ['list-industry-transporter'],
  '/industry-transporter/import': ['list-industry-transporter', 'add-industry-transporter'],
  '/request/inbound': ['list-inbound-request'],
  '/request/inbound/new': ['list-inbound-request', 'add-inbound-request'],
  '/request/inbound/edit/:id/:single': ['list-inbound-request', 'edit-inbound-request'],
  '/request/inbound/detail/:id/:tab?': ['list-inbound-request', 'detail-inbound-request'],
  '/request/inbound/view-bid/:id/:req_id': ['list-inbound-request', 'list-bids-inbound-request'],
  '/request/inbound/replicate/:id/:single': ['list-inbound-request', 'replicate-inbound-request'],
  '/request/inbound/new/spot-indent/:spotIndent': ['list-inbound-request', 'add-inbound-request'],
  '/request/outbound': ['list-outbound-request'],
  '/request/outbound/detail/:id/:tab?': ['list-outbound-request', 'detail-outbound-request'],
  '/request/outbound/view-bid/:id/:req_id': ['list-outbound-request', 'edit-outbound-request'],
  '/request/outbound/edit/:id/:single': ['list-outbound-request', 'edit-outbound-request'],
  '/request/outbound/new': ['list-outbound-request', 'add-outbound-request'],
  '/request/outbound/replicate/:id/:single': ['list-outbound-request', 'replicate-outbound-request'],
  '/request/outbound/new/spot-indent/:spotIndent': ['list-outbound-request', 'add-outbound-request'],
  '/order/inbound': ['list-inbound-order'],
  '/order/inbound/:id/:tab?/:select?': ['list-inbound-order'],
  '/order/inbound/track/:id/:orderId': ['list-inbound-order'],
  '/order/inbound/toll/:id/:orderId': ['list-inbound-order'],
  '/order/inbound/locations/:id/:orderId': ['list-inbound-order'],
  '/order/outbound': ['list-outbound-order'],
  '/order/outbound/:id/:tab?/:select?': ['list-outbound-order'],
  '/order/outbound/track/:id/:orderId': ['list-outbound-order'],
  '/order/outbound/toll/:id/:orderId': ['list-outbound-order'],
  '/order/outbound/locations/:id/:orderId': ['list-outbound-order'],
  '/offline/inbound/order': ['list-offline-inbound-order'],
  '/offline/inbound/order/new': ['list-offline-inbound-order', 'add-offline-inbound-order'],
  '/offline/inbound/order/edit/:id': ['list-offline-inbound-order'],
  '/offline/inbound/order/:id/:tab?/:select?': ['list-offline-inbound-order', 'list-outbound-order'],
  '/offline/outbound/order': ['list-offline-outbound-order'],
  '/offline/outbound/order/new': ['list-offline-outbound-order', 'add-offline-outbound-order'],
  '/offline/outbound/order/edit/:id': ['list-offline-outbound-order'],
  '/offline/outbound/order/:id/:tab?/:select?': ['list-offline-outbound-order'],
  '/client': ['list-client'],
  '/client/add': ['list-client', 'add-client'],
  '/client/view/:id': ['list-client'],
  '/client/edit/:id': ['list-client', 'edit-client'],
  '/client/import': ['list-client', 'add-client'],
  '/vendor': ['list-vendor'],
  '/vendor/add': ['list-vendor', 'add-vendor'],
  '/vendor/view/:id': ['list-vendor'],
  '/vendor/edit/:id': ['list-vendor', 'edit-vendor'],
  '/vendor/import': ['list-vendor', 'add-vendor'],
  '/plant': ['list-plant'],
  '/plant/add': ['list-plant', 'add-plant'],
  '/plant/edit/:id': ['list-plant', 'edit-plant'],
  '/plant/view/:id': ['list-plant'],
  '/plant/import': ['list-plant', 'add-plant'],
  '/plant/sla/edit/:id': ['list-plant', 'list-terms-conditions'],
  '/business': ['list-business'],
  '/business/add': ['list-business', 'add-business'],
  '/business/edit/:id': ['list-business', 'edit-business'],
  '/staff': ['list-staff'],
  '/staff/add': ['list-staff', 'add-staff'],
  '/staff/edit/:id': ['list-staff', 'edit-staff'],
  '/role': ['list-role'],
  '/role/add': ['list-role', 'add-role'],
  '/role/edit/:id': ['list-role', 'edit-role'],
  '/whats-new': ['list-whats-new'],
  '/my-plan': ['list-plan'],
  '/plan': [],
  '/joining-fees': [],
  '/my-reports': ['list-industry-report'],
  '/user_profile': [],
  '/edit_profile': [],
  '/change_password': [],
  '/notification': [],
  '/client-contact': [],
  '/logout': [],
  '/settings/:tab?/:select?': [],
  '/settings/product/new': ['add-product'],
  '/settings/package/new': ['add-package'],
  // Beyond the spec: edit screens of the Settings tabs' products and packages, and the GPS devices.
  '/settings/product/edit/:id': ['add-product'],
  '/settings/package/edit/:id': ['add-package'],
  '/settings/device/new': ['add-edit-delete'],
  '/settings/device/edit/:id': ['add-edit-delete'],
  '/settings/industry-request-settings/list': ['bid-list'],
  '/settings/industry-request-settings/new': ['add-edit-delete'],
  '/settings/industry-request-settings/edit/:id': ['add-edit-delete'],
  '/settings/industry-payment-settings/list': ['bid-list'],
  '/settings/industry-payment-settings/new': ['add-edit-delete'],
  '/settings/industry-payment-settings/edit/:id': ['add-edit-delete'],
  '/inbound-tracking/:tab?/:select?': [],
  '/inbound-tracking/detail/:id/:type': [],
  '/inbound-tracking/fastag-toll-list/:id': [],
  '/inbound-tracking/phonesim-address-list/:id': [],
  '/inbound-tracking/schedule-map/:id': [],
  '/outbound-tracking/:tab?/:select?': [],
  '/outbound-tracking/detail/:id/:type': [],
  '/outbound-tracking/fastag-toll-list/:id': [],
  '/outbound-tracking/phonesim-address-list/:id': [],
  '/outbound-tracking/schedule-map/:id': [],
  '/gate-in-out/inbound': [],
  '/gate-in-out/outbound': [],
  '/inbound-containers': ['list-inbound-order'],
  '/inbound-containers/:id': ['list-inbound-order'],
  '/outbound-containers': ['list-outbound-order'],
  '/outbound-containers/:id': ['list-outbound-order'],
  // Beyond the spec: the transporter portal, open by user type (2) rather than by permission.
  '/transporter/requests': [],
  '/transporter/orders': [],
  '/transporter/orders/:id': [],
  '/transporter/orders/:id/invoice': [],
  '/transporter/invoices': [],
  '/transporter/invoices/:id/correct': [],
  '/transporter/notifications': [],
};

const EITHER = ['/401', '/404'];

const byPath = new Map<string, RouteDef>(ROUTES.map((route) => [route.pattern, route]));

describe('route table', () => {
  it('has each path once', () => {
    expect(byPath.size).toBe(ROUTES.length);
  });

  it('holds exactly the paths of the spec', () => {
    expect([...byPath.keys()].sort()).toEqual([...PUBLIC, ...Object.keys(PRIVATE), ...EITHER].sort());
  });

  it.each(PUBLIC)('%s is public', (path) => {
    expect(byPath.get(path)?.access).toBe('public');
    expect(byPath.get(path)?.permissions).toEqual([]);
  });

  it.each(Object.entries(PRIVATE))('%s needs sign-in and %j', (path, permissions) => {
    const route = byPath.get(path);
    expect(route?.access).toBe('private');
    expect([...(route?.permissions ?? [])].sort()).toEqual([...permissions].sort());
  });

  it.each(EITHER)('%s is open to everyone', (path) => {
    expect(byPath.get(path)?.access).toBe('any');
  });

  it('loads every screen lazily', () => {
    for (const route of ROUTES) {
      expect(screenOf(route.id).$$typeof, route.pattern).toBe(Symbol.for('react.lazy'));
    }
  });

  it('names each route by its id, and its direction where the screen serves both', () => {
    const keys = ROUTES.map((route: RouteDef) => `${route.id} ${route.direction ?? ''}`);
    expect(new Set(keys).size).toBe(ROUTES.length);
    for (const route of ROUTES as readonly RouteDef[]) {
      if (route.direction) expect(route.pattern, route.id).toContain(route.direction);
    }
  });

  it.each([
    ['/order/inbound/track/5/77', '/order/inbound/track/:id/:orderId'],
    ['/order/inbound/toll/5/77', '/order/inbound/toll/:id/:orderId'],
    ['/order/outbound/locations/5/77', '/order/outbound/locations/:id/:orderId'],
    ['/order/inbound/5', '/order/inbound/:id/:tab?/:select?'],
    ['/order/inbound/5/documents/2', '/order/inbound/:id/:tab?/:select?'],
    ['/order/inbound/', '/order/inbound'],
    ['/offline/inbound/order/new', '/offline/inbound/order/new'],
    ['/offline/inbound/order/edit/3', '/offline/inbound/order/edit/:id'],
    ['/offline/inbound/order/3/items', '/offline/inbound/order/:id/:tab?/:select?'],
    ['/settings/product/new', '/settings/product/new'],
    ['/settings/industry-request-settings/list', '/settings/industry-request-settings/list'],
    ['/settings/general', '/settings/:tab?/:select?'],
    ['/settings', '/settings/:tab?/:select?'],
    ['/inbound-tracking/detail/4/gps', '/inbound-tracking/detail/:id/:type'],
    ['/inbound-tracking/schedule-map/4', '/inbound-tracking/schedule-map/:id'],
    ['/inbound-tracking/live', '/inbound-tracking/:tab?/:select?'],
    ['/request/inbound/new/spot-indent/1', '/request/inbound/new/spot-indent/:spotIndent'],
    ['/plant/sla/edit/2', '/plant/sla/edit/:id'],
  ])('%s resolves to %s (literal segments win)', (location, pattern) => {
    expect(resolveRoute(ROUTES, location)?.route.pattern).toBe(pattern);
  });
});

describe('links', () => {
  const anyLink = linkTo as (id: string, params?: Record<string, string | number>) => string;

  it('builds each route of the table from its pattern, back to the same route', () => {
    for (const route of ROUTES as readonly RouteDef[]) {
      const params: Record<string, string | number> = route.direction ? { direction: route.direction } : {};
      for (const segment of route.pattern.split('/')) {
        if (segment.startsWith(':') && !segment.endsWith('?')) params[segment.slice(1)] = 7;
      }
      const link = anyLink(route.id, params);
      expect(link, route.pattern).not.toMatch(/:/);
      expect(resolveRoute(ROUTES, link)?.route.pattern, link).toBe(route.pattern);
    }
  });

  it('fills the parameters, in order, and leaves trailing optional ones out', () => {
    expect(linkTo('order-detail', { direction: 'outbound', id: 31 })).toBe('/order/outbound/31');
    expect(linkTo('request-detail', { direction: 'inbound', id: 4, tab: 'bids' })).toBe(
      '/request/inbound/detail/4/bids',
    );
    expect(linkTo('tracking-board', { direction: 'inbound', tab: 'all', select: 9 })).toBe(
      '/inbound-tracking/all/9',
    );
    expect(linkTo('tracking-board', { direction: 'outbound' })).toBe('/outbound-tracking');
    expect(linkTo('settings')).toBe('/settings');
    expect(linkTo('plant-edit', { id: 2 })).toBe('/plant/edit/2');
    expect(linkTo('live-share', { id: 'a b/c' })).toBe('/live/a%20b%2Fc');
  });

  it('refuses a link that would skip an optional segment or miss a required one', () => {
    expect(() => anyLink('settings', { select: 'x' })).toThrow(/without :tab/);
    expect(() => anyLink('plant-edit', {})).toThrow(/needs :id/);
    expect(() => anyLink('order-detail', { id: 1 })).toThrow(/No route order-detail/);
  });
});
