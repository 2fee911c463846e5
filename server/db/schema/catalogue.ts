import { check, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../../src/domain/statuses';
import { createdAt, id, oneOf } from './columns';
import { industries } from './tenancy';

/** What an industry ships (products) and how it is packed (packages). */

export const packages = pgTable(
  'packages',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    name: text().notNull(),
    /** Weight of one unit of the package in kg; bulk packages have none. */
    unitWeightKg: doublePrecision(),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.industryId), check('packages_status', oneOf(t.status, RECORD_STATUSES))],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    code: text().notNull(),
    name: text().notNull(),
    hsnCode: text(),
    unit: text().notNull(),
    defaultPackageId: integer().references(() => packages.id),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.code),
    index().on(t.industryId),
    check('products_status', oneOf(t.status, RECORD_STATUSES)),
  ],
);
