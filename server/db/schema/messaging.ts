import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { DIRECTIONS, NOTIFICATION_KINDS } from '../../../src/domain/statuses';
import { users } from './access';
import { createdAt, id, instant, oneOf } from './columns';
import { industries } from './tenancy';

/** In-app notifications (mirrors of push messages) and product news. */

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** Request or order the message is about; null opens the list (seed: referId ≤ 0). */
    refId: integer(),
    direction: text({ enum: DIRECTIONS }),
    readAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.industryId),
    check('notifications_kind', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);

/** Product release notes; the same for every industry, hence no industry_id. */
export const whatsNew = pgTable('whats_new', {
  id: id(),
  title: text().notNull(),
  body: text().notNull(),
  publishedOn: date({ mode: 'string' }).notNull(),
  createdAt: createdAt(),
});
