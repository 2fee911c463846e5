import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { webhookDeliveries, webhookSubscriptions } from '../db/schema/webhooks';
import { OutboundError, outboundRequest } from '../outbound/outboundRequest';
import { nextAttemptAfter } from './retrySchedule';
import { webhookSignature } from './webhookSignature';
import { dropPreviousSecrets, signingSecrets } from './webhookSubscriptions';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** How long a receiver has to answer; a slower one counts as failed and is tried again later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * A claimed delivery is due again after this lease, so a node that died mid-send does not lose it; far
 * longer than a send can take, so no other node sends it while the first still may.
 */
const CLAIM_LEASE_MS = 120_000;
/** Deliveries one pass sends side by side at most. */
const BATCH = 20;

export interface WebhookSender {
  db: Database;
  /** What is due, and every attempt's time, are read from the server's clock. */
  clock: Pick<Clock, 'now'>;
  /** True on a test server only (TEST_ALLOW_LOOPBACK): deliveries may go to this machine. */
  allowLoopback: boolean;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

interface Outcome {
  statusCode: number | null;
  error: string | null;
}

/**
 * Claims due deliveries (or the ones named, due now) for this node: rows locked with SKIP LOCKED, so two
 * nodes never take the same, and their due time moved a lease ahead before the lock is let go. Only an
 * active subscription's deliveries are due; paused ones wait until it is resumed.
 */
async function claim(sender: WebhookSender, ids?: readonly string[]): Promise<DeliveryRow[]> {
  const now = sender.clock.now();
  return sender.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          ids ? inArray(webhookDeliveries.id, [...ids]) : eq(webhookSubscriptions.active, true),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastAttemptAt: now,
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** A delivery that got no answer: the same words whatever happened, the reason in the log only. */
export const WEBHOOK_UNREACHABLE = 'The endpoint could not be reached, or did not answer in time';

/**
 * One POST of a delivery's body, signed, through the outbound guard (server/outbound/outboundRequest.ts); 2xx
 * is delivered, anything else (a redirect too: it is an answer, not followed) a failure.
 */
async function post(
  sender: WebhookSender,
  row: DeliveryRow,
  url: string,
  secrets: readonly string[],
): Promise<Outcome> {
  const timestamp = Math.floor(sender.clock.now().getTime() / 1000);
  try {
    const { status } = await outboundRequest(
      url,
      { allowLoopback: sender.allowLoopback },
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Freightdesk-Webhooks/1',
          // The event's id: every retry and every redelivery of it repeats it, so the receiver deduplicates by it.
          'webhook-id': row.eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(secrets, { id: row.eventId, timestamp, body: row.body }),
          'x-freightdesk-event': row.eventType,
          'x-freightdesk-delivery': row.id,
        },
        body: row.body,
        timeoutMs: sender.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        readBody: false,
      },
    );
    const ok = status >= 200 && status < 300;
    return { statusCode: status, error: ok ? null : `HTTP ${status}` };
  } catch (err) {
    const reason = err instanceof OutboundError ? err.reason : String(err);
    sender.log.warn({ delivery: row.id, reason }, 'webhook endpoint not reached');
    return { statusCode: null, error: WEBHOOK_UNREACHABLE };
  }
}

/** Writes an attempt's outcome, unless the row was claimed again meanwhile (its lease ran out). */
async function record(sender: WebhookSender, row: DeliveryRow, outcome: Outcome) {
  const now = sender.clock.now();
  const next = outcome.error === null ? null : nextAttemptAfter(row.attempts, now);
  await sender.db
    .update(webhookDeliveries)
    .set({
      status: outcome.error === null ? 'delivered' : next ? 'pending' : 'failed',
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      nextAttemptAt: next,
      ...(outcome.error === null ? { deliveredAt: now } : {}),
    })
    .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts)));
  if (outcome.error !== null)
    sender.log.warn(
      { delivery: row.id, attempts: row.attempts, error: outcome.error },
      'webhook delivery failed',
    );
}

async function sendClaimed(sender: WebhookSender, rows: readonly DeliveryRow[]) {
  if (rows.length === 0) return 0;
  const targets = await sender.db
    .select({
      id: webhookSubscriptions.id,
      url: webhookSubscriptions.url,
      secret: webhookSubscriptions.secret,
      previousSecret: webhookSubscriptions.previousSecret,
      previousSecretUntil: webhookSubscriptions.previousSecretUntil,
    })
    .from(webhookSubscriptions)
    .where(
      inArray(
        webhookSubscriptions.id,
        rows.map((r) => r.subscriptionId),
      ),
    );
  const byId = new Map(targets.map((t) => [t.id, t]));
  const now = sender.clock.now();
  await Promise.all(
    rows.map(async (row) => {
      const target = byId.get(row.subscriptionId);
      if (target) await record(sender, row, await post(sender, row, target.url, signingSecrets(target, now)));
    }),
  );
  return rows.length;
}

/**
 * One pass of the sweep: drops the secrets whose rotation grace is over, then sends what is due, a batch at a
 * time, until nothing is. Answers how many it sent.
 */
export async function sendDueWebhooks(sender: WebhookSender): Promise<number> {
  await dropPreviousSecrets(sender.db, sender.clock.now());
  let sent = 0;
  for (;;) {
    const n = await sendClaimed(sender, await claim(sender));
    sent += n;
    if (n < BATCH) return sent;
  }
}

/** Sends these deliveries now, if still due and no node has them (a test event, a redelivery). */
export async function sendWebhooksNow(sender: WebhookSender, ids: readonly string[]): Promise<void> {
  await sendClaimed(sender, await claim(sender, ids));
}
