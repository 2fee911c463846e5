import { doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** Reference geography, shared by all industries (seeded from country-state-city). */

export const countries = pgTable('countries', {
  id: id(),
  name: text().notNull(),
  isoCode: text().notNull().unique(),
  phoneCode: text().notNull(),
  currency: text().notNull(),
});

export const states = pgTable(
  'states',
  {
    id: id(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
    code: text().notNull(),
  },
  (t) => [unique().on(t.countryId, t.code)],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    name: text().notNull(),
    /** The city's main PIN code. */
    pincode: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
  },
  (t) => [unique().on(t.stateId, t.name), index().on(t.name)],
);
