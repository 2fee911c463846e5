import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { PLANT_KINDS, RECORD_STATUSES } from '../../../src/domain/statuses';
import { createdAt, id, oneOf } from './columns';
import { cities } from './geo';
import { industries } from './tenancy';

/** Plants, warehouses and depots of an industry, with their delivery promises (SLA lanes). */

export const plants = pgTable(
  'plants',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    code: text().notNull(),
    name: text().notNull(),
    kind: text({ enum: PLANT_KINDS }).notNull(),
    address: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    pincode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    geofenceRadiusM: integer().notNull().default(500),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.code),
    index().on(t.industryId, t.name),
    index().on(t.industryId, t.status),
    check('plants_kind', oneOf(t.kind, PLANT_KINDS)),
    check('plants_status', oneOf(t.status, RECORD_STATUSES)),
    check('plants_geofence', sql`${t.geofenceRadiusM} > 0`),
  ],
);

/** Service level per lane: from a plant to a destination city, in so many days, on these terms. */
export const plantSlas = pgTable(
  'plant_slas',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    plantId: integer()
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    destinationCityId: integer()
      .notNull()
      .references(() => cities.id),
    transitDays: integer().notNull(),
    terms: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.plantId, t.destinationCityId), check('plant_slas_days', sql`${t.transitDays} > 0`)],
);
