import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { DEFAULT_CONTAINER_FREE_DAYS } from '../../../src/domain/containerProgress';
import {
  CONTAINER_EVENT_CODES,
  CONTAINER_EVENT_TYPES,
  CONTAINER_STATUSES,
  EVENT_CLASSIFIERS,
} from '../../../src/domain/statuses';
import { createdAt, id, instant, oneOf } from './columns';
import { orders } from './orders';
import { industries } from './tenancy';

/**
 * Shipping containers an order carries, and their DCSA milestones. The row keeps what its milestones fold into
 * (status, the last actual event, the free time at the port of discharge) so lists filter and sort in SQL and
 * the free-days sweep reads one index.
 */
export const containers = pgTable(
  'containers',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** ISO 6346, 11 characters (src/domain/containerNumber.ts). */
    number: text().notNull(),
    freeDays: integer().notNull().default(DEFAULT_CONTAINER_FREE_DAYS),
    status: text({ enum: CONTAINER_STATUSES }).notNull().default('planned'),
    lastEventCode: text({ enum: CONTAINER_EVENT_CODES }),
    lastEventAt: instant(),
    lastLocationCode: text(),
    lastLocationName: text(),
    dischargedAt: instant(),
    gatedOutAt: instant(),
    freeUntil: instant(),
    /** When the `container_free_days` alert was raised for the current discharge; null while it does not hold. */
    freeDaysAlertAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.orderId, t.number),
    // Ingest finds containers by number; the list searches by it.
    index().on(t.industryId, t.number),
    index().on(t.industryId, t.status, t.lastEventAt),
    index().on(t.orderId),
    // The free-days sweep: containers whose free time ended and whose alert is not raised yet.
    index().on(t.freeUntil).where(sql`${t.gatedOutAt} is null and ${t.freeDaysAlertAt} is null`),
    check('containers_status', oneOf(t.status, CONTAINER_STATUSES)),
    check('containers_free_days', sql`${t.freeDays} between 0 and 60`),
  ],
);

/** A DCSA event as it concerns one container; the first of a repeated event id wins. */
export const containerEvents = pgTable(
  'container_events',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    containerId: integer()
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    /** The feed's eventID, the idempotency key. */
    sourceEventId: text().notNull(),
    eventType: text({ enum: CONTAINER_EVENT_TYPES }).notNull(),
    code: text({ enum: CONTAINER_EVENT_CODES }).notNull(),
    classifier: text({ enum: EVENT_CLASSIFIERS }).notNull(),
    at: instant().notNull(),
    locationCode: text(),
    locationName: text(),
    facilityCode: text(),
    vesselName: text(),
    vesselImo: text(),
    voyage: text(),
    documentId: text(),
    documentType: text(),
    emptyIndicator: text({ enum: ['EMPTY', 'LADEN'] }),
    /** Booking and transport-document numbers the event named: shipment events reach containers by them. */
    documentRefs: text().array().notNull().default(sql`'{}'::text[]`),
    receivedAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.sourceEventId, t.containerId),
    index().on(t.containerId, t.at),
    // A vessel's arrival finds the containers aboard it.
    index().on(t.industryId, t.vesselImo),
    index('container_events_document_refs_idx').using('gin', t.documentRefs),
    check('container_events_type', oneOf(t.eventType, CONTAINER_EVENT_TYPES)),
    check('container_events_code', oneOf(t.code, CONTAINER_EVENT_CODES)),
    check('container_events_classifier', oneOf(t.classifier, EVENT_CLASSIFIERS)),
  ],
);
