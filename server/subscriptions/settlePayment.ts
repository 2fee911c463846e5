import { and, eq, gte, isNull, max } from 'drizzle-orm';
import type { CheckoutResult } from '../../src/domain/schemas/subscription';
import { graceCutoff, periodOf, planChangeOf } from '../../src/domain/subscriptionTerms';
import type { Database, Queryable } from '../db/database';
import { subscriptionInvoices, subscriptionPayments } from '../db/schema/subscriptionBilling';
import { plans, subscriptions } from '../db/schema/tenancy';
import { notFound } from '../errors/httpError';
import { indianDate } from '../indianDate';
import { currentPlans } from '../tenancy/plans';
import { findPlan } from './planOffers';
import { issueInvoice, toInvoice } from './subscriptionInvoices';

type PaymentRow = typeof subscriptionPayments.$inferSelect;

/**
 * Which checkout a payment settles: the owner's own (by id, within their industry), or a Razorpay order its
 * webhook names (never a test-mode checkout, whatever id a webhook body carries).
 */
export type PaymentKey = { id: number; industryId: number } | { razorpayOrderId: string };

export type Outcome = { paid: true; providerPaymentId: string } | { paid: false; failure: string };

const whereKey = (key: PaymentKey) =>
  'razorpayOrderId' in key
    ? and(
        eq(subscriptionPayments.providerOrderId, key.razorpayOrderId),
        eq(subscriptionPayments.provider, 'razorpay'),
      )
    : and(eq(subscriptionPayments.id, key.id), eq(subscriptionPayments.industryId, key.industryId));

/**
 * Records what became of a checkout, once: the first success makes the subscription and its tax invoice in
 * one transaction with the payment; any later notice of the same payment (the page and the webhook both
 * report it, and Razorpay retries webhooks) answers what was made. A failure leaves no subscription, and a
 * Razorpay order that failed may still be paid by the buyer's next attempt.
 */
export async function settlePayment(
  db: Database,
  key: PaymentKey,
  outcome: Outcome,
  now: Date,
): Promise<CheckoutResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(subscriptionPayments).where(whereKey(key)).for('update');
    if (!payment) throw notFound('This payment');
    if (payment.status !== 'paid') {
      if (outcome.paid) await recordSuccess(tx, payment, outcome.providerPaymentId, now);
      else
        await tx
          .update(subscriptionPayments)
          .set({ status: 'failed', failure: outcome.failure })
          .where(eq(subscriptionPayments.id, payment.id));
    }
    return resultOf(tx, payment.id);
  });
}

async function recordSuccess(tx: Queryable, payment: PaymentRow, providerPaymentId: string, now: Date) {
  const today = indianDate(now);
  let subscriptionId: number | null = null;
  if (payment.planId !== null) {
    const plan = await findPlan(tx, payment.planId);
    if (!plan) throw new Error(`Plan ${payment.planId} is missing`);
    // Decided again now: the plan held may have changed since the checkout was opened.
    const [held] = await currentPlans(tx, payment.industryId, now);
    const heldPlan = held ? await findPlan(tx, held.id) : undefined;
    const found = planChangeOf(heldPlan ?? null, plan);
    const change = found === 'downgrade' ? 'upgrade' : found;
    const standing = and(
      eq(subscriptions.industryId, payment.industryId),
      isNull(subscriptions.replacedOn),
      gte(subscriptions.endsOn, graceCutoff(today)),
    );
    const [last] = await tx
      .select({ endsOn: max(subscriptions.endsOn) })
      .from(subscriptions)
      .where(standing);
    // The upgrade's rule: the new plan starts today; what is left of the plans it replaces is not refunded.
    if (change === 'upgrade') await tx.update(subscriptions).set({ replacedOn: today }).where(standing);
    const period = periodOf(change, today, last?.endsOn ?? null, plan.durationDays);
    const [created] = await tx
      .insert(subscriptions)
      .values({ industryId: payment.industryId, planId: plan.id, ...period })
      .returning({ id: subscriptions.id });
    subscriptionId = created!.id;
  }
  const [paid] = await tx
    .update(subscriptionPayments)
    .set({ status: 'paid', failure: null, providerPaymentId, paidAt: now, subscriptionId })
    .where(eq(subscriptionPayments.id, payment.id))
    .returning();
  await issueInvoice(tx, paid!, today);
}

async function resultOf(tx: Queryable, paymentId: number): Promise<CheckoutResult> {
  const [row] = await tx
    .select({
      payment: subscriptionPayments,
      invoice: subscriptionInvoices,
      planName: plans.name,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
    })
    .from(subscriptionPayments)
    .leftJoin(subscriptionInvoices, eq(subscriptionInvoices.paymentId, subscriptionPayments.id))
    .leftJoin(subscriptions, eq(subscriptions.id, subscriptionPayments.subscriptionId))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptionPayments.id, paymentId));
  if (!row) throw notFound('This payment');
  return {
    status: row.payment.status,
    failure: row.payment.failure,
    subscription:
      row.planName && row.startsOn && row.endsOn
        ? { planName: row.planName, startsOn: row.startsOn, endsOn: row.endsOn }
        : null,
    invoice: row.invoice ? toInvoice(row.invoice) : null,
  };
}

/** A checkout of the industry, for the routes that act on it by id (404 for another industry's). */
export async function findPayment(db: Queryable, industryId: number, id: number): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.id, id), eq(subscriptionPayments.industryId, industryId)));
  if (!row) throw notFound('This payment');
  return row;
}
