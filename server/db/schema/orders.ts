import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { DRIVER_ACTIONS } from '../../../src/domain/driverMilestones';
import { POD_FILE_KINDS, POD_MEDIA_TYPES } from '../../../src/domain/podFiles';
import {
  DIRECTIONS,
  GATE_EVENT_KINDS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  SHARE_LINK_KINDS,
  STEP_DETECTORS,
  TRACKING_METHODS,
} from '../../../src/domain/statuses';
import { users } from './access';
import { products } from './catalogue';
import { createdAt, documentNumber, id, instant, oneOf } from './columns';
import { cities } from './geo';
import { clients, vendors } from './parties';
import { plants } from './plants';
import { bids, requests } from './requests';
import { industries } from './tenancy';
import { transporters } from './transporters';

/** Orders (awarded or offline), their status timeline, gate events and public share links. */

export const orders = pgTable(
  'orders',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    number: documentNumber().notNull(),
    direction: text({ enum: DIRECTIONS }).notNull(),
    source: text({ enum: ORDER_SOURCES }).notNull(),
    requestId: integer().references(() => requests.id),
    bidId: integer().references(() => bids.id),
    plantId: integer()
      .notNull()
      .references(() => plants.id),
    transporterId: integer()
      .notNull()
      .references(() => transporters.id),
    clientId: integer().references(() => clients.id),
    vendorId: integer().references(() => vendors.id),
    productId: integer().references(() => products.id),
    originCityId: integer()
      .notNull()
      .references(() => cities.id),
    destinationCityId: integer()
      .notNull()
      .references(() => cities.id),
    status: text({ enum: ORDER_STATUSES }).notNull().default('created'),
    vehicleNumber: text(),
    driverName: text(),
    driverPhone: text(),
    trackingMethod: text({ enum: TRACKING_METHODS }),
    ewayBillNo: text(),
    weightKg: doublePrecision().notNull(),
    freightPaise: bigint({ mode: 'number' }).notNull(),
    pickupAt: instant().notNull(),
    /** When the truck reported at the plant's gate (outbound: its pickup; inbound: its arrival). */
    atGateAt: instant(),
    gateInAt: instant(),
    gateOutAt: instant(),
    /** When the trip began: outbound, leaving the plant after gate-out; inbound, leaving the vendor. */
    inTransitAt: instant(),
    deliveredAt: instant(),
    rejectedAt: instant(),
    cancelledAt: instant(),
    /**
     * When the transporter took on the award (its portal's Accept, or its truck put on the order): until then
     * the shipper sees the award waiting for an answer. An offline order was agreed before it was entered.
     */
    acceptedAt: instant(),
    acceptedByUserId: integer().references(() => users.id),
    /** Road km of the route planned between the trip's two ends (orders/orderPromise.ts). */
    routeKm: doublePrecision(),
    /** The promised arrival, which on-time delivery is measured against (orders/orderPromise.ts). */
    dueAt: instant(),
    /**
     * Tracking alerts raised on the order, kept by a trigger on tracking_alerts (migration 0030), so a report
     * over a year of orders reads a column instead of counting every alert again.
     */
    alertsRaised: integer().notNull().default(0),
    /** Why the order was rejected or cancelled. */
    reason: text(),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.industryId, t.number),
    // The order lists (orders/orderQueries.ts): one index per sort key, behind the tenant and direction every
    // list filters on, the id last as the sort's tie-break, so a page is read in order and stops at its end.
    index().on(t.industryId, t.direction, t.createdAt, t.id),
    index().on(t.industryId, t.direction, t.pickupAt, t.id),
    index().on(t.industryId, t.direction, t.gateInAt, t.id),
    index().on(t.industryId, t.direction, t.gateOutAt, t.id),
    index().on(t.industryId, t.direction, t.number, t.id),
    // A status tab (the "active" tab is its statuses named), newest first.
    index().on(t.industryId, t.direction, t.status, t.createdAt, t.id),
    // The search box (server/db/listSearch.ts). A text a number or a plate starts with (OUT-26, MH12) is a range
    // of these, which a search common to hundreds of thousands of orders counts from the index alone, up to the
    // list's cap (the source in them for the offline list's); trigrams serve the text anywhere else: in the
    // number, and in the plate past its first character (its start is the range's), so that a common state and
    // district are never read from them.
    index('orders_number_prefix').on(
      t.industryId,
      t.direction,
      t.number.op('text_pattern_ops'),
      t.source,
      t.id,
    ),
    index('orders_vehicle_number_prefix').on(
      t.industryId,
      t.direction,
      t.vehicleNumber.op('text_pattern_ops'),
      t.source,
      t.id,
    ),
    index('orders_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    // A number's start newest or oldest first (db/listPage.ts, `nearest`): the page of "OUT-25" is its newest
    // orders, which may all be older than a year of others, so no walk of the creation-time index finds them
    // early. GiST (btree_gist) keeps number, creation and pickup times side by side and reads the range nearest a
    // far date of either time, as the list is sorted; the number in byte order, so that a LIKE prefix is a range
    // of it.
    index('orders_number_newest').using(
      'gist',
      t.industryId,
      t.direction,
      sql`(${t.number} collate "C")`,
      t.createdAt,
      t.pickupAt,
    ),
    index('orders_vehicle_number_tail_trgm').using('gin', sql`substr(${t.vehicleNumber}, 2) gin_trgm_ops`),
    // A search by a party's or a transporter's name (db/listSearch.ts) reads their orders of the list's
    // direction only, and counts them from the index alone: a busy transporter has tens of thousands.
    index('orders_client_search').on(t.industryId, t.clientId, t.direction, t.source, t.id),
    index('orders_vendor_search').on(t.industryId, t.vendorId, t.direction, t.source, t.id),
    index('orders_transporter_search').on(t.industryId, t.transporterId, t.direction, t.source, t.id),
    // A transporter's portal lists its orders of every industry, latest pickup first (orders/transporterOrders.ts).
    index().on(t.transporterId, t.pickupAt, t.id),
    index().on(t.industryId, t.plantId),
    index().on(t.industryId, t.pickupAt),
    index().on(t.industryId, t.gateInAt),
    index().on(t.industryId, t.gateOutAt),
    index().on(t.industryId, t.rejectedAt),
    // The dashboard and the reports count pickups and deliveries in the period they were made (insight/measures.ts
    // `serviceEvents`): the pickup's instant is `pickupReportedAt`, this expression.
    index('orders_picked_up').on(
      t.industryId,
      sql`(case when ${t.direction} = 'outbound' then coalesce(${t.atGateAt}, ${t.gateInAt}) else ${t.inTransitAt} end)`,
    ),
    index().on(t.industryId, t.deliveredAt),
    // A transporter's deliveries (masters/transporterPerformance.ts) are counted from this index alone.
    index('orders_transporter_deliveries').on(
      t.industryId,
      t.transporterId,
      t.deliveredAt,
      t.dueAt,
      t.plantId,
    ),
    // Orders whose route is not yet planned, which start-up finds (orders/orderPromise.ts): a handful at most,
    // so the index stays tiny and start-up never reads a million rows to find them.
    index('orders_route_unplanned').on(t.id).where(sql`${t.routeKm} is null`),
    // The delivered orders waiting for their invoice, latest delivered first (invoices/invoiceDrafts.ts): the
    // few days' worth of them, not every order of the industry's status.
    index('orders_delivered_to_invoice')
      .on(t.industryId, t.deliveredAt, t.id)
      .where(sql`${t.status} = 'delivered'`),
    check('orders_direction', oneOf(t.direction, DIRECTIONS)),
    check('orders_source', oneOf(t.source, ORDER_SOURCES)),
    check('orders_status', oneOf(t.status, ORDER_STATUSES)),
    check(
      'orders_tracking',
      sql`${t.trackingMethod} is null or ${oneOf(t.trackingMethod, TRACKING_METHODS)}`,
    ),
    check('orders_freight', sql`${t.freightPaise} >= 0`),
  ],
);

/** The status timeline of an order, one row per transition. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    at: instant().notNull(),
    note: text(),
    byUserId: integer().references(() => users.id),
    /** Set when the driver did it through the driver link: which button, or the POD. */
    driverAction: text({ enum: DRIVER_ACTIONS }),
    /** Set when no person did it: what saw it happen (the truck's fix inside the plant's geofence). */
    detectedBy: text({ enum: STEP_DETECTORS }),
  },
  (t) => [
    index().on(t.orderId, t.at),
    check('order_events_status', oneOf(t.status, ORDER_STATUSES)),
    check(
      'order_events_driver_action',
      sql`${t.driverAction} is null or ${oneOf(t.driverAction, DRIVER_ACTIONS)}`,
    ),
    check('order_events_detected_by', sql`${t.detectedBy} is null or ${oneOf(t.detectedBy, STEP_DETECTORS)}`),
  ],
);

export const gateEvents = pgTable(
  'gate_events',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    plantId: integer()
      .notNull()
      .references(() => plants.id),
    kind: text({ enum: GATE_EVENT_KINDS }).notNull(),
    at: instant().notNull(),
    vehicleNumber: text().notNull(),
    byUserId: integer().references(() => users.id),
    /** Weighbridge readings of this pass, when taken. */
    grossWeightKg: doublePrecision(),
    tareWeightKg: doublePrecision(),
    /** Net (gross − tare) minus the order's weight, when both readings were taken: the shortage or excess. */
    weightDifferenceKg: doublePrecision(),
    /** Metres from the plant of the truck's last known fix at this pass; null when it had none. */
    distanceFromPlantM: integer(),
    /** Why a supervisor let in a truck whose last fix was outside the geofence (the by-user is the supervisor). */
    geofenceOverrideNote: text(),
  },
  (t) => [
    index().on(t.industryId, t.plantId, t.at),
    index().on(t.orderId),
    check('gate_events_kind', oneOf(t.kind, GATE_EVENT_KINDS)),
    check(
      'gate_events_weights',
      sql`${t.tareWeightKg} is null or ${t.grossWeightKg} is null or ${t.tareWeightKg} < ${t.grossWeightKg}`,
    ),
  ],
);

/**
 * Proof-of-delivery files of an order. The bytes live in the file store (server/files) under `storageKey`, a
 * random key that says nothing of the industry or the order; the row is what the order knows of the file.
 */
export const podFiles = pgTable(
  'pod_files',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    storageKey: text().notNull().unique(),
    /** As the uploader's device named it, for the download. */
    fileName: text().notNull(),
    /** Checked against the file's own first bytes. */
    contentType: text({ enum: POD_MEDIA_TYPES }).notNull(),
    /** The proof of delivery, or the transporter's lorry receipt. */
    kind: text({ enum: POD_FILE_KINDS }).notNull().default('pod'),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    uploadedByUserId: integer().references(() => users.id),
    /** Taken by the driver's phone through the driver link (no user). */
    uploadedByDriver: boolean().notNull().default(false),
    uploadedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.orderId, t.uploadedAt),
    check('pod_files_content_type', oneOf(t.contentType, POD_MEDIA_TYPES)),
    check('pod_files_kind', oneOf(t.kind, POD_FILE_KINDS)),
    check('pod_files_size', sql`${t.sizeBytes} > 0`),
  ],
);

/** Public tracking links (/live/:id, /fast/:id); the token is the capability, so it is random and revocable. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token; the token itself is only ever in the link. */
    tokenHash: text().notNull().unique(),
    kind: text({ enum: SHARE_LINK_KINDS }).notNull(),
    expiresAt: instant().notNull(),
    revokedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId), check('share_links_kind', oneOf(t.kind, SHARE_LINK_KINDS))],
);
