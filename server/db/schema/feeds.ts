import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { FEED_POLL_MINUTES, type FeedPollCounts } from '../../../src/domain/schemas/feedConnections';
import { FEED_KINDS, FEED_OUTCOMES } from '../../../src/domain/statuses';
import { createdAt, id, instant, oneOf } from './columns';
import { industries } from './tenancy';

/**
 * An industry's connection to a pull-style provider (server/feeds): where it is, the credentials it takes
 * (kept here only, encrypted, never answered), how often it is polled and how the last poll went. `next_poll_at` is also
 * the claim: a node takes due rows `FOR UPDATE SKIP LOCKED` and moves it on before polling, so no two nodes
 * poll one connection at once.
 */
export const feedConnections = pgTable(
  'feed_connections',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    kind: text({ enum: FEED_KINDS }).notNull(),
    baseUrl: text().notNull(),
    /** The provider's credentials as JSON, sealed under CREDENTIALS_KEY (server/feeds/feedCredentials.ts). */
    credentials: text().notNull(),
    pollMinutes: integer().notNull(),
    enabled: boolean().notNull().default(true),
    nextPollAt: instant().notNull().defaultNow(),
    lastPollAt: instant(),
    lastOutcome: text({ enum: FEED_OUTCOMES }),
    lastError: text(),
    lastCounts: jsonb().$type<FeedPollCounts>(),
    totalAccepted: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.industryId, t.kind),
    index().on(t.enabled, t.nextPollAt),
    check('feed_connections_kind', oneOf(t.kind, FEED_KINDS)),
    check(
      'feed_connections_outcome',
      sql`${t.lastOutcome} is null or ${oneOf(t.lastOutcome, FEED_OUTCOMES)}`,
    ),
    check(
      'feed_connections_poll_minutes',
      sql`${t.pollMinutes} between ${sql.raw(String(FEED_POLL_MINUTES.min))} and ${sql.raw(String(FEED_POLL_MINUTES.max))}`,
    ),
  ],
);
