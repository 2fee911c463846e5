import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { TRANSPORTER_LINK_STATUSES } from '../../../src/domain/statuses';
import { createdAt, id, oneOf } from './columns';
import { cities } from './geo';
import { industries } from './tenancy';

/** Transporter companies exist once across all industries; each industry links the ones it works with. */

export const transporters = pgTable('transporters', {
  id: id(),
  name: text().notNull(),
  code: text().notNull().unique(),
  pan: text(),
  gstin: text(),
  email: text(),
  phone: text(),
  cityId: integer().references(() => cities.id),
  createdAt: createdAt(),
});

/** "My transporters". */
export const industryTransporters = pgTable(
  'industry_transporters',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    transporterId: integer()
      .notNull()
      .references(() => transporters.id),
    status: text({ enum: TRANSPORTER_LINK_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.transporterId),
    index().on(t.industryId, t.status),
    check('industry_transporters_status', oneOf(t.status, TRANSPORTER_LINK_STATUSES)),
  ],
);
