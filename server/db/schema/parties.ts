import { check, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { PIN_SOURCES } from '../../../src/domain/schemas/pinSource';
import { RECORD_STATUSES } from '../../../src/domain/statuses';
import { createdAt, id, oneOf } from './columns';
import { cities } from './geo';
import { industries } from './tenancy';

/** The industry's business units and the parties goods go to (clients) and come from (vendors). */

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    name: text().notNull(),
    gstin: text(),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.industryId), check('businesses_status', oneOf(t.status, RECORD_STATUSES))],
);

export const clients = pgTable(
  'clients',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    businessId: integer().references(() => businesses.id),
    code: text().notNull(),
    name: text().notNull(),
    gstin: text(),
    email: text(),
    phone: text(),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.code),
    index().on(t.industryId, t.name),
    // The order and request lists' search finds an order by its client's or vendor's name.
    index('clients_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index().on(t.industryId, t.status),
    index().on(t.industryId, t.gstin),
    check('clients_status', oneOf(t.status, RECORD_STATUSES)),
  ],
);

const contactColumns = () => ({
  id: id(),
  industryId: integer()
    .notNull()
    .references(() => industries.id),
  name: text().notNull(),
  designation: text(),
  email: text(),
  phone: text(),
});

export const clientContacts = pgTable(
  'client_contacts',
  {
    ...contactColumns(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.clientId), index().on(t.industryId, t.name)],
);

const addressColumns = () => ({
  id: id(),
  industryId: integer()
    .notNull()
    .references(() => industries.id),
  label: text().notNull(),
  address: text().notNull(),
  cityId: integer()
    .notNull()
    .references(() => cities.id),
  pincode: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  /** Where the pin came from (src/domain/schemas/pinLocalities.ts): a city's centre is flagged to be placed. */
  pinSource: text({ enum: PIN_SOURCES }).notNull().default('city'),
});

export const clientAddresses = pgTable(
  'client_addresses',
  {
    ...addressColumns(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.clientId)],
);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    code: text().notNull(),
    name: text().notNull(),
    gstin: text(),
    email: text(),
    phone: text(),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.code),
    index().on(t.industryId, t.name),
    // The order and request lists' search finds an order by its client's or vendor's name.
    index('vendors_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index().on(t.industryId, t.status),
    index().on(t.industryId, t.gstin),
    check('vendors_status', oneOf(t.status, RECORD_STATUSES)),
  ],
);

export const vendorAddresses = pgTable(
  'vendor_addresses',
  {
    ...addressColumns(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.vendorId)],
);

export const vendorContacts = pgTable(
  'vendor_contacts',
  {
    ...contactColumns(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.vendorId)],
);
