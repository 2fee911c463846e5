import { invoiceTotals } from '../../src/domain/gst';
import type { Checkout } from '../../src/domain/schemas/subscription';
import { planChangeOf } from '../../src/domain/subscriptionTerms';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Database } from '../db/database';
import { subscriptionPayments } from '../db/schema/subscriptionBilling';
import { conflict, fieldError } from '../errors/httpError';
import type { PaymentProvider } from '../payments/paymentProvider';
import { currentPlans } from '../tenancy/plans';
import { buysInterState } from './buyerPlaceOfSupply';
import { joiningFeeStatus } from './joiningFee';
import { findPlan, joiningFeeLine, planLine } from './planOffers';

type PaymentRow = typeof subscriptionPayments.$inferSelect;

export const checkoutOf = (row: PaymentRow, keyId: string | null): Checkout => {
  // The split waits for the invoice; the GST is what the order charges.
  return {
    id: row.id,
    mode: row.provider,
    orderId: row.providerOrderId,
    keyId,
    change: row.change,
    lines: row.lines,
    taxablePaise: row.taxablePaise,
    gstPaise: row.totalPaise - row.taxablePaise,
    totalPaise: row.totalPaise,
    status: row.status,
  };
};

/**
 * A checkout of the chosen plan, with the joining fee while it is unpaid, or of the joining fee alone
 * (`planId` null): the provider's order for the total, and the lines the invoice will repeat.
 */
export async function createCheckout(
  db: Database,
  provider: PaymentProvider,
  user: SignedInUser,
  planId: number | null,
  now: Date,
): Promise<Checkout> {
  const industryId = industryOf(user);
  const plan = planId === null ? null : await findPlan(db, planId);
  // A retired plan is no longer sold, renewals included; its subscriptions run to their end.
  if (planId !== null && (!plan || plan.retiredAt !== null))
    throw fieldError('planId', say('validation.schema.plan.unknownPlan'));
  const interState = await buysInterState(db, industryId);
  const fee = await joiningFeeStatus(db, industryId, interState);
  const feeDue = fee.paidOn === null;
  if (!plan && !feeDue) throw conflict('The joining fee is already paid');

  let change: Checkout['change'] = null;
  if (plan) {
    const [held] = await currentPlans(db, industryId, now);
    const heldPlan = held ? await findPlan(db, held.id) : undefined;
    const found = planChangeOf(heldPlan ?? null, plan);
    if (found === 'downgrade')
      throw conflict(`A smaller plan can be chosen once the ${held?.name} plan ends (${held?.endsOn})`);
    change = found;
  }
  const lines = [...(feeDue ? [joiningFeeLine(fee.pricePaise)] : []), ...(plan ? [planLine(plan)] : [])];
  // Charged as its invoice will split the tax: the industry's state does not change once it has signed up.
  const totals = invoiceTotals(lines, interState);
  const order = await provider.createOrder({
    amountPaise: totals.totalPaise,
    // Razorpay keeps at most 40 characters of a receipt.
    receipt: `fd-${industryId}-${now.getTime()}`,
    notes: { industryId: String(industryId), planId: String(plan?.id ?? ''), joiningFee: String(feeDue) },
  });
  const [row] = await db
    .insert(subscriptionPayments)
    .values({
      industryId,
      planId: plan?.id ?? null,
      change,
      includesJoiningFee: feeDue,
      lines,
      taxablePaise: totals.taxablePaise,
      totalPaise: totals.totalPaise,
      provider: provider.mode,
      providerOrderId: order.orderId,
      createdBy: user.id,
    })
    .returning();
  return checkoutOf(row!, order.keyId);
}
