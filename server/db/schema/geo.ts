import { doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Reference geography, shared by all industries: India, its states and union territories and its cities, loaded
 * at every start from country-state-city (server/db/reference/india.ts); owners may add more.
 */

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
    /**
     * The GST state code (src/domain/gstStates.ts) of an Indian state or union territory: the first two digits
     * of the GSTINs registered there. Null for a state GST does not know (another country's).
     */
    gstCode: text(),
  },
  (t) => [unique().on(t.countryId, t.code), unique().on(t.countryId, t.gstCode)],
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
