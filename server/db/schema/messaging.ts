import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { DIRECTIONS, NOTIFICATION_KINDS } from '../../../src/domain/statuses';
import { users } from './access';
import { createdAt, id, instant, oneOf } from './columns';
import { industries } from './tenancy';

/** In-app notifications (mirrors of push messages) and the industry's announcements. */

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
    // The unread badge and the Unread tab: a user's unread few, without reading past everything read.
    index('notifications_unread').on(t.userId, t.createdAt, t.id).where(sql`${t.readAt} is null`),
    index().on(t.industryId),
    check('notifications_kind', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);

/**
 * The industry's own news, written by its owners and read by everyone of it with `list-whats-new`. (The
 * product's release notes are Markdown in the repository, src/content/releases, not rows.)
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    /** Kept when the author's account goes: the news stays the industry's. */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    /** Markdown. */
    body: text().notNull(),
    pinned: boolean().notNull().default(false),
    createdAt: createdAt(),
    editedAt: instant(),
  },
  (t) => [index().on(t.industryId, t.createdAt)],
);

/** Who has read which announcement: the unread badge is what has no mark of the reader. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] }), index().on(t.userId)],
);
