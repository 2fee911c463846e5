import type { TFunction } from 'i18next';
import { OfflineOrderListQuery, OrderListQuery, type OrderRow } from '../../src/domain/schemas/orders';
import { RequestListQuery, type RequestRow } from '../../src/domain/schemas/requests';
import { lifecycleLabel } from '../../src/i18n/lifecycleLabel';
import { vehicleTypeLabel } from '../../src/i18n/vehicleTypeLabel';
import type { Database } from '../db/database';
import { requireOrderPermission } from '../orders/orderPermissions';
import { listOrders } from '../orders/orderQueries';
import { requireRequestPermission } from '../requests/requestPermissions';
import { listRequests } from '../requests/requestQueries';
import { indianTime, rupees } from './exportCells';
import { type ExportColumn, exportDefinition } from './exportDefinition';

const trackingMethod = (t: TFunction, method: string | null) =>
  method ? t(`domain.trackingMethods.${method as 'gps'}`) : null;

const ORDER_COLUMNS: readonly ExportColumn<OrderRow>[] = [
  { key: 'orderNumber', value: (o) => o.number },
  { key: 'status', value: (o, t) => lifecycleLabel(t, o.status) },
  { key: 'plant', value: (o) => o.plant.name },
  { key: 'party', value: (o) => o.party?.name ?? null },
  { key: 'transporter', value: (o) => o.transporter.name },
  { key: 'origin', value: (o) => o.origin },
  { key: 'destination', value: (o) => o.destination },
  { key: 'vehicleNumber', value: (o) => o.vehicleNumber },
  { key: 'trackingMethod', value: (o, t) => trackingMethod(t, o.trackingMethod) },
  { key: 'freight', value: (o) => rupees(o.freightPaise) },
  { key: 'pickupAt', value: (o) => indianTime(o.pickupAt) },
  { key: 'gateInAt', value: (o) => indianTime(o.gateInAt) },
  { key: 'gateOutAt', value: (o) => indianTime(o.gateOutAt) },
  { key: 'deliveredAt', value: (o) => indianTime(o.deliveredAt) },
  { key: 'rejectedAt', value: (o) => indianTime(o.rejectedAt) },
  { key: 'cancelledAt', value: (o) => indianTime(o.cancelledAt) },
  { key: 'reason', value: (o) => o.reason },
  { key: 'createdAt', value: (o) => indianTime(o.createdAt) },
];

const REQUEST_COLUMNS: readonly ExportColumn<RequestRow>[] = [
  { key: 'requestNumber', value: (r) => r.number },
  { key: 'status', value: (r, t) => lifecycleLabel(t, r.status) },
  { key: 'kind', value: (r, t) => t(`transfer.exportValues.requestKinds.${r.kind}`) },
  { key: 'plant', value: (r) => r.plant.name },
  { key: 'party', value: (r) => r.party?.name ?? null },
  { key: 'vehicleType', value: (r, t) => vehicleTypeLabel(t, r.vehicleType) },
  { key: 'vehicleCount', value: (r) => r.vehicleCount },
  { key: 'ceiling', value: (r) => rupees(r.ceilingPaise) },
  { key: 'bidCount', value: (r) => r.bidCount },
  { key: 'lowestBid', value: (r) => rupees(r.lowestBidPaise) },
  { key: 'pickupAt', value: (r) => indianTime(r.pickupAt) },
  { key: 'biddingStartsAt', value: (r) => indianTime(r.biddingStartsAt) },
  { key: 'biddingEndsAt', value: (r) => indianTime(r.biddingEndsAt) },
  { key: 'createdAt', value: (r) => indianTime(r.createdAt) },
];

/** The order lists (awarded and offline) and the request lists, each through its own list query. */
export const orderAndRequestExports = (db: Database) => [
  exportDefinition({
    path: '/api/orders',
    tag: 'orders',
    query: OrderListQuery,
    authorize: (user, query) => requireOrderPermission(user, query.direction),
    fileName: (query) => `orders-${query.direction}`,
    columns: ORDER_COLUMNS,
    rows: (user, query) => listOrders(db, user, query),
  }),
  exportDefinition({
    path: '/api/offline-orders',
    tag: 'offline orders',
    query: OfflineOrderListQuery,
    authorize: (user, query) => requireOrderPermission(user, query.direction, 'offline-list'),
    fileName: (query) => `offline-orders-${query.direction}`,
    columns: ORDER_COLUMNS,
    rows: (user, query) => listOrders(db, user, query, 'offline'),
  }),
  exportDefinition({
    path: '/api/requests',
    tag: 'requests',
    query: RequestListQuery,
    authorize: (user, query) => requireRequestPermission(user, 'list', query.direction),
    fileName: (query) => `requests-${query.direction}`,
    columns: REQUEST_COLUMNS,
    rows: (user, query) => listRequests(db, user, query),
  }),
];
