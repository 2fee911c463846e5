import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { ALERT_KINDS } from '../../../src/domain/schemas/tracking';
import { EWAY_BILL_EVENT_KINDS, POSITION_SOURCES } from '../../../src/domain/statuses';
import { createdAt, id, instant, oneOf } from './columns';
import { orders } from './orders';
import { industries } from './tenancy';

/** Live-tracking state derived from the feeds: latest state per order, the resync sequence, alerts, settings. */

/** One row per tracked order, kept current by ingest, so a fleet snapshot is one indexed read. */
export const trackingLatest = pgTable(
  'tracking_latest',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    /** Industry sequence number of the last change. */
    seq: bigint({ mode: 'number' }).notNull(),
    lastFixAt: instant(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    speedKmh: real(),
    heading: real(),
    source: text({ enum: POSITION_SOURCES }),
    placeName: text(),
    /** When the truck last came to a standstill; null while it moves. */
    stoppedSince: instant(),
    progress: real().notNull().default(0),
    distanceLeftKm: real().notNull().default(0),
    offRouteKm: real().notNull().default(0),
    etaAt: instant(),
    delayMinutes: integer().notNull().default(0),
    lastTollPlaza: text(),
    lastTollAt: instant(),
    alerts: text().array().notNull().default(sql`'{}'::text[]`),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.industryId)],
);

/** The per-industry change counter behind `seq` (see src/domain/schemas/tracking.ts). */
export const trackingSequences = pgTable('tracking_sequences', {
  industryId: integer()
    .primaryKey()
    .references(() => industries.id),
  seq: bigint({ mode: 'number' }).notNull().default(0),
});

/** Alert thresholds of an industry; an industry without a row uses DEFAULT_ALERT_THRESHOLDS. */
export const trackingSettings = pgTable(
  'tracking_settings',
  {
    industryId: integer()
      .primaryKey()
      .references(() => industries.id),
    noSignalMinutes: integer().notNull(),
    longStopMinutes: integer().notNull(),
    offRouteKm: real().notNull(),
    lateGraceMinutes: integer().notNull(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    check(
      'tracking_settings_positive',
      sql`${t.noSignalMinutes} > 0 and ${t.longStopMinutes} > 0 and ${t.offRouteKm} > 0 and ${t.lateGraceMinutes} >= 0`,
    ),
  ],
);

/** Every alert raised on an order, and when it cleared; the order's timeline reads them. */
export const trackingAlerts = pgTable(
  'tracking_alerts',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: ALERT_KINDS }).notNull(),
    raisedAt: instant().notNull(),
    clearedAt: instant(),
  },
  (t) => [
    index().on(t.orderId, t.raisedAt),
    // The alerts report reads an industry's alerts by when they were raised.
    index().on(t.industryId, t.raisedAt),
    check('tracking_alerts_kind', oneOf(t.kind, ALERT_KINDS)),
  ],
);

/** E-way bill events as the feed sent them (the bill itself lives in eway_bills). */
export const ewayBillEvents = pgTable(
  'eway_bill_events',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer().references(() => orders.id),
    sourceEventId: text().notNull(),
    number: text().notNull(),
    kind: text({ enum: EWAY_BILL_EVENT_KINDS }).notNull(),
    validUntil: instant().notNull(),
    vehicleNumber: text(),
    distanceKm: integer(),
    at: instant().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.sourceEventId),
    index().on(t.orderId, t.at),
    check('eway_bill_events_kind', oneOf(t.kind, EWAY_BILL_EVENT_KINDS)),
  ],
);
