import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../src/domain/schemas/webhookPayloads';
import {
  WEBHOOK_SECRET_GRACE_MS,
  type WebhookSubscription,
  type WebhookSubscriptionWithSecret,
} from '../../src/domain/schemas/webhooks';
import type { Queryable } from '../db/database';
import { webhookDeliveries, webhookSubscriptions } from '../db/schema/webhooks';
import { notFound } from '../errors/httpError';
import { newWebhookSecret, secretHint } from './webhookSignature';

type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
type Saved = { url: string; events: WebhookEventType[]; active: boolean };

/** The newest delivery's outcome per subscription, beside the subscription (qualified: drizzle leaves `id` bare). */
const lastDelivery = sql<{ status: 'pending' | 'delivered' | 'failed'; at: string } | null>`(
  select json_build_object('status', d.status, 'at', coalesce(d.last_attempt_at, d.created_at))
  from ${webhookDeliveries} d where d.subscription_id = webhook_subscriptions.id
  order by d.created_at desc limit 1)`;

const columns = {
  id: webhookSubscriptions.id,
  industryId: webhookSubscriptions.industryId,
  url: webhookSubscriptions.url,
  events: webhookSubscriptions.events,
  active: webhookSubscriptions.active,
  secret: webhookSubscriptions.secret,
  previousSecret: webhookSubscriptions.previousSecret,
  previousSecretUntil: webhookSubscriptions.previousSecretUntil,
  createdAt: webhookSubscriptions.createdAt,
  updatedAt: webhookSubscriptions.updatedAt,
  lastDelivery,
};
type Listed = SubscriptionRow & { lastDelivery: WebhookSubscription['lastDelivery'] };

const answer = (row: Listed): WebhookSubscription => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  active: row.active,
  secretHint: secretHint(row.secret),
  previousSecretUntil: row.previousSecretUntil?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastDelivery: row.lastDelivery
    ? { status: row.lastDelivery.status, at: new Date(row.lastDelivery.at).toISOString() }
    : null,
});

/** The industry's subscriptions, newest first. */
export async function listWebhookSubscriptions(db: Queryable, industryId: number) {
  const rows = await db
    .select(columns)
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.industryId, industryId))
    .orderBy(desc(webhookSubscriptions.id));
  return rows.map(answer);
}

/** One of the industry's subscriptions with its secret (for signing), or 404, also for another industry's id. */
export async function findWebhookSubscription(
  db: Queryable,
  industryId: number,
  id: number,
): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.industryId, industryId)));
  if (!row) throw notFound('This webhook');
  return row;
}

/** The subscription as the API shows it: no secret. */
export async function webhookSubscriptionOf(db: Queryable, industryId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.industryId, industryId)));
  if (!row) throw notFound('This webhook');
  return answer(row);
}

/** A new subscription with a new secret, which this answer is the only one to show. */
export async function createWebhookSubscription(
  db: Queryable,
  industryId: number,
  input: Saved,
): Promise<WebhookSubscriptionWithSecret> {
  const [row] = await db
    .insert(webhookSubscriptions)
    .values({ industryId, ...input, secret: newWebhookSecret() })
    .returning();
  return { ...answer({ ...row!, lastDelivery: null }), secret: row!.secret };
}

export async function updateWebhookSubscription(
  db: Queryable,
  industryId: number,
  id: number,
  input: Saved,
  now: Date,
) {
  await findWebhookSubscription(db, industryId, id);
  await db
    .update(webhookSubscriptions)
    .set({ ...input, updatedAt: now })
    .where(eq(webhookSubscriptions.id, id));
  return webhookSubscriptionOf(db, industryId, id);
}

/**
 * A new secret, shown once. The one it replaces keeps signing beside it for WEBHOOK_SECRET_GRACE_MS, every
 * request carrying both signatures, so the receiver can be given the new secret at its own pace; a secret
 * replaced earlier (a second rotation within the grace) stops at once.
 */
export async function rotateWebhookSecret(
  db: Queryable,
  industryId: number,
  id: number,
  now: Date,
): Promise<WebhookSubscriptionWithSecret> {
  const current = await findWebhookSubscription(db, industryId, id);
  const secret = newWebhookSecret();
  await db
    .update(webhookSubscriptions)
    .set({
      secret,
      previousSecret: current.secret,
      previousSecretUntil: new Date(now.getTime() + WEBHOOK_SECRET_GRACE_MS),
      updatedAt: now,
    })
    .where(eq(webhookSubscriptions.id, id));
  return { ...(await webhookSubscriptionOf(db, industryId, id)), secret };
}

/** The secrets a request is signed with now: the current one, and the one it replaced while its grace lasts. */
export const signingSecrets = (
  row: Pick<SubscriptionRow, 'secret' | 'previousSecret' | 'previousSecretUntil'>,
  now: Date,
): string[] =>
  row.previousSecret && row.previousSecretUntil && row.previousSecretUntil > now
    ? [row.secret, row.previousSecret]
    : [row.secret];

/** Forgets the replaced secrets whose grace is over: they sign nothing any more. */
export async function dropPreviousSecrets(db: Queryable, now: Date): Promise<void> {
  await db
    .update(webhookSubscriptions)
    .set({ previousSecret: null, previousSecretUntil: null })
    .where(lte(webhookSubscriptions.previousSecretUntil, now));
}

/** The subscription and its delivery log. */
export async function deleteWebhookSubscription(db: Queryable, industryId: number, id: number) {
  await findWebhookSubscription(db, industryId, id);
  await db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
}
