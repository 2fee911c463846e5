import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { PIN_SOURCES } from '../../../src/domain/schemas/pinSource';
import { PLANT_KINDS, RECORD_STATUSES } from '../../../src/domain/statuses';
import { createdAt, id, oneOf } from './columns';
import { cities, states } from './geo';
import { businesses } from './parties';
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
    /** Where the pin came from (src/domain/schemas/pinLocalities.ts): a city's centre is flagged to be placed. */
    pinSource: text({ enum: PIN_SOURCES }).notNull().default('city'),
    geofenceRadiusM: integer().notNull().default(500),
    /** The business unit the plant belongs to, if the industry groups its plants. */
    businessId: integer().references(() => businesses.id),
    /** Terms and conditions of the plant's service level agreement. */
    slaTerms: text().notNull().default(''),
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

/** Service level per lane: from a plant to a destination city, or to any city of a state, in so many days. */
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
    destinationCityId: integer().references(() => cities.id),
    destinationStateId: integer().references(() => states.id),
    transitDays: integer().notNull(),
    terms: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.plantId, t.destinationCityId),
    unique().on(t.plantId, t.destinationStateId),
    check('plant_slas_days', sql`${t.transitDays} > 0`),
    check(
      'plant_slas_one_destination',
      sql`num_nonnulls(${t.destinationCityId}, ${t.destinationStateId}) = 1`,
    ),
  ],
);
