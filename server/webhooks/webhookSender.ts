import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { webhookDeliveries, webhookSubscriptions } from '../db/schema/webhooks';
import { nextAttemptAfter } from './retrySchedule';
import { webhookSignature } from './webhookSignature';
import { refusedTarget } from './webhookTarget';

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
  /** False in production: nothing is sent to the server's own machine (src/domain/webhookUrl.ts). */
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

const failureText = (err: unknown): string => {
  if (!(err instanceof Error)) return 'Failed';
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'Timed out';
  // fetch says only "fetch failed"; why is in its cause (ECONNREFUSED, ENOTFOUND, a bad port…).
  const cause = err.cause as { code?: string; message?: string } | undefined;
  const why = cause?.code ?? cause?.message;
  return (why ? `${err.message} (${why})` : err.message).slice(0, 200);
};

/** One POST of a delivery's body, signed; 2xx is delivered, anything else (redirects too) a failure. */
async function post(sender: WebhookSender, row: DeliveryRow, url: string, secret: string): Promise<Outcome> {
  try {
    const refused = await refusedTarget(url, sender.allowLoopback);
    if (refused) return { statusCode: null, error: refused };
    const timestamp = String(Math.floor(sender.clock.now().getTime() / 1000));
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Freightdesk-Webhooks/1',
        'x-freightdesk-event': row.eventType,
        'x-freightdesk-delivery': row.id,
        'x-freightdesk-timestamp': timestamp,
        'x-freightdesk-signature': webhookSignature(secret, timestamp, row.body),
      },
      body: row.body,
      // A redirect could lead anywhere, a private network included: it is an answer, not followed.
      redirect: 'manual',
      signal: AbortSignal.timeout(sender.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (err) {
    return { statusCode: null, error: failureText(err) };
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
    })
    .from(webhookSubscriptions)
    .where(
      inArray(
        webhookSubscriptions.id,
        rows.map((r) => r.subscriptionId),
      ),
    );
  const byId = new Map(targets.map((t) => [t.id, t]));
  await Promise.all(
    rows.map(async (row) => {
      const target = byId.get(row.subscriptionId);
      if (target) await record(sender, row, await post(sender, row, target.url, target.secret));
    }),
  );
  return rows.length;
}

/** One pass of the sweep: sends what is due, a batch at a time, until nothing is. Answers how many it sent. */
export async function sendDueWebhooks(sender: WebhookSender): Promise<number> {
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
