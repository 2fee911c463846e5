import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from '../../src/domain/schemas/webhookPayloads';
import type { WebhookDelivery } from '../../src/domain/schemas/webhooks';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows } from '../db/listPage';
import { webhookDeliveries, webhookSubscriptions } from '../db/schema/webhooks';
import { notFound } from '../errors/httpError';
import type { DomainEvent } from '../events/domainEvents';
import { webhookEventOf } from './webhookEvents';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const deliveryAnswer = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType as WebhookDelivery['eventType'],
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  deliveredAt: iso(row.deliveredAt),
});

const pendingRow = (subscriptionId: number, industryId: number, event: WebhookEvent, now: Date) => ({
  id: randomUUID(),
  industryId,
  subscriptionId,
  eventId: event.id,
  eventType: event.type,
  body: JSON.stringify(event),
  nextAttemptAt: now,
});

/**
 * One pending delivery per active subscription that asked for the event's type, for every committed event
 * integrators are told of (webhookEvents.ts). Each event gets its id here, the same for every subscription.
 */
export async function enqueueWebhookEvents(db: Queryable, events: readonly DomainEvent[], now: Date) {
  const news = events.flatMap((e) => webhookEventOf(e) ?? []);
  if (news.length === 0) return 0;
  const subscriptions = await db
    .select({
      id: webhookSubscriptions.id,
      industryId: webhookSubscriptions.industryId,
      events: webhookSubscriptions.events,
    })
    .from(webhookSubscriptions)
    .where(
      and(
        inArray(webhookSubscriptions.industryId, [...new Set(news.map((n) => n.industryId))]),
        eq(webhookSubscriptions.active, true),
      ),
    );
  if (subscriptions.length === 0) return 0;
  const rows = news.flatMap(({ industryId, event }) => {
    const full = { id: randomUUID(), occurredAt: now.toISOString(), industryId, ...event } as WebhookEvent;
    return subscriptions
      .filter((s) => s.industryId === industryId && s.events.includes(event.type))
      .map((s) => pendingRow(s.id, industryId, full, now));
  });
  if (rows.length > 0) await db.insert(webhookDeliveries).values(rows);
  return rows.length;
}

/** "Send test event": a `webhook.test` delivery of this subscription, due now. */
export async function enqueueTestEvent(
  db: Queryable,
  subscription: { id: number; industryId: number },
  now: Date,
) {
  const event: WebhookEvent = {
    id: randomUUID(),
    type: WEBHOOK_TEST_EVENT,
    occurredAt: now.toISOString(),
    industryId: subscription.industryId,
    data: { subscriptionId: subscription.id, message: 'A test event from Freightdesk' },
  };
  const [row] = await db
    .insert(webhookDeliveries)
    .values(pendingRow(subscription.id, subscription.industryId, event, now))
    .returning();
  return row!.id;
}

/**
 * "Redeliver": a new delivery of the same body (the same event id, so a receiver that had it can tell),
 * due now, whatever became of the first.
 */
export async function enqueueRedelivery(
  db: Queryable,
  subscriptionId: number,
  deliveryId: string,
  now: Date,
) {
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.subscriptionId, subscriptionId)));
  if (!original) throw notFound('This delivery');
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      id: randomUUID(),
      industryId: original.industryId,
      subscriptionId,
      eventId: original.eventId,
      eventType: original.eventType,
      body: original.body,
      nextAttemptAt: now,
    })
    .returning();
  return row!.id;
}

/** A subscription's deliveries, newest first, a page at a time. */
export async function listWebhookDeliveries(
  db: Queryable,
  subscriptionId: number,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const where = eq(webhookDeliveries.subscriptionId, subscriptionId);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cappedCount(db, matchingRows(db).from(webhookDeliveries).where(where)),
  ]);
  return { rows: rows.map(deliveryAnswer), ...counted, page, pageSize };
}

export async function webhookDeliveryOf(db: Queryable, id: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw notFound('This delivery');
  return deliveryAnswer(row);
}
