import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ALL_NOTIFICATION_EVENTS } from '../../../src/domain/notificationEvents';
import { users } from './access';
import { bytea, instant, oneOf } from './columns';
import { industries } from './tenancy';
import { transporters } from './transporters';

/** What a person keeps about themselves beyond their account: their picture and how they are notified. */

/**
 * A person's picture, cropped and re-encoded by the server (server/profile/profilePicture.ts): a small WebP
 * kept in the database, so every node of a scaled-out server answers it and a backup holds it.
 */
export const profilePictures = pgTable('profile_pictures', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Whose colleagues may see it: the picture is served within its industry only. */
  industryId: integer()
    .notNull()
    .references(() => industries.id),
  image: bytea().notNull(),
  updatedAt: instant().notNull().defaultNow(),
});

/**
 * The channels a person keeps on for one event; an event without a row has the defaults (defaultChannelsOf).
 * The person's tenant, as on their account: an industry's people, or a transporter company's.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industryId: integer().references(() => industries.id),
    transporterId: integer().references(() => transporters.id),
    event: text({ enum: ALL_NOTIFICATION_EVENTS }).notNull(),
    inApp: boolean().notNull(),
    push: boolean().notNull(),
    email: boolean().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.event] }),
    check('notification_preferences_event', oneOf(t.event, ALL_NOTIFICATION_EVENTS)),
    check('notification_preferences_tenant', sql`(${t.industryId} is null) <> (${t.transporterId} is null)`),
  ],
);
