import { invoiceTotals } from '../../../src/domain/gst';
import { indianDate } from '../../indianDate';
import { buysInterState } from '../../subscriptions/buyerPlaceOfSupply';
import { joiningFeePaise } from '../../subscriptions/joiningFee';
import { findPlan, joiningFeeLine, planLine } from '../../subscriptions/planOffers';
import { issueInvoice } from '../../subscriptions/subscriptionInvoices';
import { subscriptionPayments } from '../schema/subscriptionBilling';
import { subscriptions } from '../schema/tenancy';
import { DAY_MS, type SeedContext } from './context';

/**
 * The demo industry joined a month ago: its joining fee and a plan paid together (in test mode), the plan
 * running from then for the rest of the year, and the tax invoice of that payment.
 */
export async function seedPaidSubscription(
  ctx: SeedContext,
  industryId: number,
  planId: number,
  ownerId: number,
): Promise<void> {
  const plan = await findPlan(ctx.db, planId);
  if (!plan) throw new Error(`Plan ${planId} is missing`);
  const paidAt = new Date(ctx.now.getTime() - 30 * DAY_MS);
  const [subscription] = await ctx.db
    .insert(subscriptions)
    .values({
      industryId,
      planId,
      startsOn: indianDate(paidAt),
      endsOn: indianDate(new Date(ctx.now.getTime() + 335 * DAY_MS)),
    })
    .returning({ id: subscriptions.id });
  const lines = [joiningFeeLine(await joiningFeePaise(ctx.db)), planLine(plan)];
  const totals = invoiceTotals(lines, await buysInterState(ctx.db, industryId));
  const [payment] = await ctx.db
    .insert(subscriptionPayments)
    .values({
      industryId,
      planId,
      change: 'new',
      includesJoiningFee: true,
      lines,
      taxablePaise: totals.taxablePaise,
      totalPaise: totals.totalPaise,
      provider: 'test',
      providerOrderId: `seed_order_${industryId}`,
      providerPaymentId: `seed_pay_${industryId}`,
      status: 'paid',
      createdBy: ownerId,
      paidAt,
      subscriptionId: subscription!.id,
      createdAt: paidAt,
    })
    .returning();
  await issueInvoice(ctx.db, payment!, indianDate(paidAt));
}
