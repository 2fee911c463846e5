import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { TRANSPORTER_LINK_STATUSES } from '../../../src/domain/statuses';
import { createdAt, id, instant, oneOf } from './columns';
import { cities } from './geo';
import { industries } from './tenancy';

/** Transporter companies exist once across all industries; each industry links the ones it works with. */

export const transporters = pgTable(
  'transporters',
  {
    id: id(),
    name: text().notNull(),
    code: text().notNull().unique(),
    pan: text(),
    gstin: text(),
    email: text(),
    phone: text(),
    /** The registered office's street address, as the transporter's lorry receipts and invoices print it. */
    address: text(),
    cityId: integer().references(() => cities.id),
    createdAt: createdAt(),
  },
  // An industry adds a transporter by looking it up by GSTIN or PAN; the lists' search finds one by name.
  (t) => [
    index().on(t.gstin),
    index().on(t.pan),
    index('transporters_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * "My transporters": the industry's own side of the relation. The contact is the person the industry deals
 * with at the company (its own record, unlike the company's details, which every linked industry shares);
 * `blockedAt` says since when a blocked link has been blocked.
 */
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
    contactName: text(),
    contactEmail: text(),
    contactPhone: text(),
    notes: text(),
    blockedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.transporterId),
    index().on(t.industryId, t.status),
    check('industry_transporters_status', oneOf(t.status, TRANSPORTER_LINK_STATUSES)),
  ],
);
