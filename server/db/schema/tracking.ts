import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { INGEST_KEY_SCOPES } from '../../../src/domain/ingestKeyScopes';
import {
  DEVICE_STATUSES,
  EWAY_BILL_STATUSES,
  POSITION_SOURCES,
  SIM_CONSENT_STATUSES,
} from '../../../src/domain/statuses';
import { createdAt, id, instant, oneOf } from './columns';
import { orders } from './orders';
import { industries } from './tenancy';

/** Tracking sources (GPS devices, SIM consent, FASTag, e-way bills), the fixes they produce and ingest keys. */

export const devices = pgTable(
  'devices',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    imei: text().notNull(),
    label: text().notNull(),
    simNumber: text(),
    /** Who supplied the device. */
    vendorName: text(),
    /** The truck the device is fitted to, while issued. */
    vehicleNumber: text(),
    status: text({ enum: DEVICE_STATUSES }).notNull().default('with_admin'),
    orderId: integer().references(() => orders.id),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [unique().on(t.industryId, t.imei), check('devices_status', oneOf(t.status, DEVICE_STATUSES))],
);

export const simConsents = pgTable(
  'sim_consents',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    mobile: text().notNull(),
    orderId: integer().references(() => orders.id),
    status: text({ enum: SIM_CONSENT_STATUSES }).notNull().default('pending'),
    requestedAt: createdAt(),
    grantedAt: instant(),
    revokedAt: instant(),
  },
  (t) => [
    index().on(t.industryId, t.mobile),
    check('sim_consents_status', oneOf(t.status, SIM_CONSENT_STATUSES)),
  ],
);

/**
 * Partitioned by month on recorded_at (declarative range partitioning, written by hand in the migration
 * 0024_positions_partitioned.sql because Drizzle cannot express it; server/tracking/positionPartitions.ts
 * keeps the partitions). A key on a partitioned table must hold the partition key, hence recorded_at in the
 * primary key and in the idempotency key.
 */
export const positions = pgTable(
  'positions',
  {
    id: bigint({ mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer().references(() => orders.id),
    /** The truck the fix is of; null for a fix of a device issued to no truck, kept against `device_id`. */
    vehicleNumber: text(),
    /**
     * What the device that made the fix calls itself, for the fixes of device formats (OsmAnd, Traccar): a
     * fix of a device on no truck and no trip is kept against it alone.
     */
    deviceId: text(),
    source: text({ enum: POSITION_SOURCES }).notNull(),
    /** The feed's own id of the fix; ingest is idempotent on it (with recorded_at, see the key below). */
    sourceEventId: text().notNull(),
    recordedAt: instant().notNull(),
    receivedAt: createdAt(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    speedKph: real(),
    heading: real(),
    /** What a vehicle's own unit reports beside the fix (Traccar's attributes), when it does. */
    ignition: boolean(),
    odometerKm: doublePrecision(),
    /**
     * A fix that cannot be true after the last one believed (src/domain/fixPlausibility.ts): kept, so a
     * device's faults can be looked into, but it moves no truck, draws no track and raises no alert.
     */
    implausible: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.recordedAt] }),
    // Still idempotent with recorded_at in it: a feed that resends a fix resends it whole, with the same
    // time, so the repeat meets the same key in the same partition and `on conflict do nothing` skips it.
    unique().on(t.industryId, t.source, t.sourceEventId, t.recordedAt),
    index().on(t.orderId, t.recordedAt),
    index().on(t.industryId, t.vehicleNumber, t.recordedAt),
    check('positions_source', oneOf(t.source, POSITION_SOURCES)),
    check('positions_vehicle_or_device', sql`${t.vehicleNumber} is not null or ${t.deviceId} is not null`),
  ],
);

/** FASTag reads; the national feed keeps only 72 h, so every crossing is kept here. */
export const tollCrossings = pgTable(
  'toll_crossings',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer().references(() => orders.id),
    vehicleNumber: text().notNull(),
    sourceEventId: text().notNull(),
    plazaName: text().notNull(),
    plazaCode: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    laneDirection: text(),
    readAt: instant().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [unique().on(t.industryId, t.sourceEventId), index().on(t.orderId, t.readAt)],
);

export const ewayBills = pgTable(
  'eway_bills',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer().references(() => orders.id),
    number: text().notNull(),
    generatedAt: instant().notNull(),
    validFrom: instant().notNull(),
    validUntil: instant().notNull(),
    distanceKm: integer().notNull(),
    /** Latest Part-B vehicle. */
    vehicleNumber: text(),
    status: text({ enum: EWAY_BILL_STATUSES }).notNull().default('active'),
    extensionCount: integer().notNull().default(0),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.industryId, t.number),
    index().on(t.orderId),
    index().on(t.industryId, t.validUntil),
    check('eway_bills_status', oneOf(t.status, EWAY_BILL_STATUSES)),
  ],
);

const ALL_SCOPES = sql.raw(`array[${INGEST_KEY_SCOPES.map((s) => `'${s}'`).join(', ')}]::text[]`);

/** Keys the ingest endpoints accept; stored as SHA-256 like bearer tokens. */
export const ingestApiKeys = pgTable(
  'ingest_api_keys',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    label: text().notNull(),
    keyHash: text().notNull().unique(),
    /** The feeds the key may post to (INGEST_KEY_SCOPES); keys made before scopes existed may post to all. */
    scopes: text().array().notNull().default(ALL_SCOPES),
    createdAt: createdAt(),
    lastUsedAt: instant(),
    revokedAt: instant(),
  },
  (t) => [
    index().on(t.industryId),
    check('ingest_api_keys_scopes', sql`${t.scopes} <@ ${ALL_SCOPES} and cardinality(${t.scopes}) > 0`),
  ],
);
