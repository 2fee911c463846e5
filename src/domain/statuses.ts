/**
 * Status vocabularies of the lifecycles (DESIGN.md §4). The statecharts that move between them live in
 * src/machines; these lists are what the database and the API accept.
 */

export const DIRECTIONS = ['inbound', 'outbound'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const REQUEST_STATUSES = [
  'draft',
  'open',
  'closed',
  'awarded',
  'fulfilled',
  'cancelled',
  'expired',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const BID_STATUSES = ['placed', 'revised', 'withdrawn', 'accepted', 'rejected'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/**
 * One vocabulary for both directions. Outbound goes vehicle_assigned → at_gate → gate_in → loading → gate_out →
 * in_transit → delivered; inbound goes vehicle_assigned → in_transit → at_gate → gate_in → unloading → gate_out →
 * delivered (the goods are delivered once unloaded at our plant).
 */
export const ORDER_STATUSES = [
  'created',
  'vehicle_assigned',
  'at_gate',
  'gate_in',
  'loading',
  'unloading',
  'gate_out',
  'in_transit',
  'delivered',
  'invoiced',
  'closed',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What recorded an order's step when no person did (the timeline says so): `geofence`, the truck's fix inside
 * its plant's geofence, marks it arrived at the gate (server/tracking/geofenceArrival.ts).
 */
export const STEP_DETECTORS = ['geofence'] as const;
export type StepDetector = (typeof STEP_DETECTORS)[number];

/** `driverApp`: the driver's phone through the signed driver link (browser geolocation, no app). */
export const TRACKING_METHODS = ['gps', 'sim', 'fastag', 'driverApp'] as const;
export type TrackingMethod = (typeof TRACKING_METHODS)[number];

/** Active / Deactive toggle of master records (seed-spec §2, "Screen behaviours"). */
export const RECORD_STATUSES = ['active', 'inactive'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** "My transporters": an industry can block a transporter without losing its history. */
/** Why a one-time link was mailed. */
export const MAILED_LINK_PURPOSES = ['reset', 'invite', 'verify'] as const;
export type MailedLinkPurpose = (typeof MAILED_LINK_PURPOSES)[number];

export const TRANSPORTER_LINK_STATUSES = ['active', 'blocked'] as const;
export type TransporterLinkStatus = (typeof TRANSPORTER_LINK_STATUSES)[number];

export const PLANT_KINDS = ['factory', 'warehouse', 'depot'] as const;
export type PlantKind = (typeof PLANT_KINDS)[number];

export const REQUEST_KINDS = ['regular', 'spot'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Orders come from an awarded bid or are entered by hand (offline orders). */
export const ORDER_SOURCES = ['awarded', 'offline'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const DEVICE_STATUSES = ['with_admin', 'issued', 'sent_back'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

export const SIM_CONSENT_STATUSES = ['pending', 'granted', 'revoked'] as const;
export type SimConsentStatus = (typeof SIM_CONSENT_STATUSES)[number];

/** Where a position came from; e-way bill Part-B updates carry no coordinates, so they are not a source. */
export const POSITION_SOURCES = ['gps', 'sim', 'fastag', 'driverApp'] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

export const EWAY_BILL_STATUSES = ['active', 'extended', 'expired', 'cancelled'] as const;
export type EwayBillStatus = (typeof EWAY_BILL_STATUSES)[number];

export const GATE_EVENT_KINDS = ['gate_in', 'gate_out'] as const;
export type GateEventKind = (typeof GATE_EVENT_KINDS)[number];

/** A freight invoice's lifecycle (src/machines/invoiceMachine.ts). */
export const INVOICE_STATUSES = ['submitted', 'approved', 'disputed', 'scheduled', 'paid', 'closed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Who put a freight invoice in: the shipper typing it, or the transporter through its API. */
export const INVOICE_SOURCES = ['shipper', 'transporter'] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];

/** How a payment was made; bank transfers carry a UTR, a cheque its number. */
export const PAYMENT_MODES = ['neft', 'rtgs', 'imps', 'upi', 'cheque'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** `tracking`: a tracking alert, which opens the trip it is about (or, for a summary, the board). */
export const NOTIFICATION_KINDS = ['request', 'order', 'tracking', 'system'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `driver`: the driver's own link, which may post fixes, milestones and the POD of its order. */
export const SHARE_LINK_KINDS = ['location', 'fastag', 'driver'] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];

/** What an e-way bill event says happened to the bill (the feed's `kind`). */
export const EWAY_BILL_EVENT_KINDS = ['generated', 'partB', 'extended', 'cancelled'] as const;
export type EwayBillEventKind = (typeof EWAY_BILL_EVENT_KINDS)[number];

/** A checkout of the joining fee and/or a plan: created, then paid or failed (a failed Razorpay order may still be paid by a later attempt). */
export const SUBSCRIPTION_PAYMENT_STATUSES = ['created', 'paid', 'failed'] as const;
/** What opened a checkout, recorded on it: only the same provider may settle it. */
export const PAYMENT_PROVIDERS = ['test', 'razorpay'] as const;
/**
 * How this server takes payment for plans (PAYMENTS_MODE): through Razorpay, simulated in test mode, or not
 * at all (off: plans are shown but cannot be bought).
 */
export const PLAN_PAYMENT_MODES = ['razorpay', 'test', 'off'] as const;
export type PlanPaymentMode = (typeof PLAN_PAYMENT_MODES)[number];
export const PLAN_CHANGES = ['new', 'renew', 'upgrade'] as const;

/** The pull-style providers an industry connects in Settings → Feeds (server/feeds): one connection each. */
export const FEED_KINDS = ['ewaybill', 'fastag', 'sim'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/**
 * How a connection's last poll went: `ok` (the provider answered, every event taken or already known),
 * `rejected` (it answered, and ingest refused some events), or why it did not answer usefully; each failure is
 * kept as the outcome and retried at the next poll.
 */
export const FEED_OUTCOMES = [
  'ok',
  'rejected',
  'unauthorized',
  'rate_limited',
  'unavailable',
  'malformed',
] as const;
export type FeedOutcome = (typeof FEED_OUTCOMES)[number];

/**
 * Where a shipping container stands, folded from its actual DCSA equipment events (src/domain/containerProgress.ts):
 * nothing actual yet, at the shipper or depot (picked up, stuffed), gated in at the port of loading, on a vessel
 * (loaded, again after a transshipment), discharged at a port, gated out of it, delivered (dropped or stripped).
 */
export const CONTAINER_STATUSES = [
  'planned',
  'at_origin',
  'at_port_of_loading',
  'on_vessel',
  'discharged',
  'gated_out',
  'delivered',
] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

/** DCSA Track & Trace 2.2: the three kinds of event, and whether one is planned, estimated or actual. */
export const CONTAINER_EVENT_TYPES = ['EQUIPMENT', 'TRANSPORT', 'SHIPMENT'] as const;
export type ContainerEventType = (typeof CONTAINER_EVENT_TYPES)[number];
export const EVENT_CLASSIFIERS = ['PLN', 'EST', 'ACT'] as const;
export type EventClassifier = (typeof EVENT_CLASSIFIERS)[number];
export const EQUIPMENT_EVENT_CODES = [
  'LOAD',
  'DISC',
  'GTIN',
  'GTOT',
  'STUF',
  'STRP',
  'PICK',
  'DROP',
  'INSP',
  'RSEA',
  'RMVD',
] as const;
export const TRANSPORT_EVENT_CODES = ['ARRI', 'DEPA'] as const;
export const SHIPMENT_EVENT_CODES = [
  'RECE',
  'DRFT',
  'PENA',
  'PENU',
  'REJE',
  'APPR',
  'ISSU',
  'SURR',
  'SUBM',
  'VOID',
  'CONF',
  'REQS',
  'CMPL',
  'HOLD',
  'RELS',
] as const;
/** Every event code a container milestone can carry: what the database accepts and the catalogues name. */
export const CONTAINER_EVENT_CODES = [
  ...EQUIPMENT_EVENT_CODES,
  ...TRANSPORT_EVENT_CODES,
  ...SHIPMENT_EVENT_CODES,
] as const;
export type ContainerEventCode = (typeof CONTAINER_EVENT_CODES)[number];
