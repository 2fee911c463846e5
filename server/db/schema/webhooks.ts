import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '../../../src/domain/schemas/webhooks';
import { createdAt, id, instant, oneOf } from './columns';
import { industries } from './tenancy';

/**
 * An integrator's endpoint and the news it asked for (`events`: public event types, webhookPayloads.ts).
 * `secret` (`whsec_` and base64, Standard Webhooks) signs every request; the server must compute the HMAC with
 * it, so it is kept as it was generated, and the API shows it only when it is made (creation, rotation). After
 * a rotation the secret it replaced signs beside it until `previous_secret_until`, then is dropped.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    url: text().notNull(),
    events: text().array().notNull(),
    active: boolean().notNull().default(true),
    secret: text().notNull(),
    previousSecret: text(),
    previousSecretUntil: instant(),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.industryId),
    check(
      'webhook_subscriptions_previous_secret',
      sql`(${t.previousSecret} is null) = (${t.previousSecretUntil} is null)`,
    ),
  ],
);

/**
 * One event's delivery to one subscription: its exact body (the signature is over these bytes, and a
 * redelivery repeats them) and where its attempts stand. A pending row is due at `next_attempt_at`; a
 * sweep claims it by moving that time a lease ahead, so one node sends it at a time.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    subscriptionId: integer()
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: uuid().notNull(),
    eventType: text().notNull(),
    body: text().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: instant(),
    lastAttemptAt: instant(),
    lastStatusCode: integer(),
    lastError: text(),
    deliveredAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.subscriptionId, t.createdAt),
    index('webhook_deliveries_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('webhook_deliveries_status', oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
  ],
);
