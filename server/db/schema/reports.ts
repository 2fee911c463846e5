import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { REPORT_KINDS, WEEKDAYS } from '../../../src/domain/schemas/insight';
import { users } from './access';
import { createdAt, id, oneOf } from './columns';
import { plants } from './plants';
import { industries } from './tenancy';
import { transporters } from './transporters';

/**
 * A user's weekly e-mail of one report: on `weekday` (India's), the report of the seven days before, as an
 * attachment of `format`. `last_sent_on` is the Indian day it last went, so a week's mail goes once.
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: REPORT_KINDS }).notNull(),
    weekday: text({ enum: WEEKDAYS }).notNull(),
    plantId: integer().references(() => plants.id, { onDelete: 'cascade' }),
    transporterId: integer().references(() => transporters.id),
    format: text({ enum: ['xlsx', 'pdf'] }).notNull(),
    lastSentOn: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.weekday),
    check('report_subscriptions_kind', oneOf(t.kind, REPORT_KINDS)),
    check('report_subscriptions_weekday', oneOf(t.weekday, WEEKDAYS)),
    check('report_subscriptions_format', oneOf(t.format, ['xlsx', 'pdf'])),
  ],
);
