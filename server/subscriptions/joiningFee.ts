import { and, asc, eq } from 'drizzle-orm';
import type { JoiningFeeStatus } from '../../src/domain/schemas/subscription';
import { JOINING_FEE_PAISE } from '../../src/domain/subscriptionTerms';
import type { Queryable } from '../db/database';
import { subscriptionPayments } from '../db/schema/subscriptionBilling';
import { joiningFee } from '../db/schema/tenancy';
import { indianDate } from '../indianDate';
import { priced } from './planOffers';
import { invoicesOfPayments } from './subscriptionInvoices';

/** The joining fee before GST: the operators' price once they set one, else the one the product ships with. */
export async function joiningFeePaise(db: Queryable): Promise<number> {
  const [set] = await db.select({ pricePaise: joiningFee.pricePaise }).from(joiningFee);
  return set?.pricePaise ?? JOINING_FEE_PAISE;
}

/**
 * The industry's joining fee: its price with GST at the industry's place of supply (`buysInterState`), and when
 * and under which invoice it was paid (the first time).
 */
export async function joiningFeeStatus(
  db: Queryable,
  industryId: number,
  interState: boolean,
): Promise<JoiningFeeStatus> {
  const [paid] = await db
    .select({ id: subscriptionPayments.id, paidAt: subscriptionPayments.paidAt })
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.industryId, industryId),
        eq(subscriptionPayments.includesJoiningFee, true),
        eq(subscriptionPayments.status, 'paid'),
      ),
    )
    .orderBy(asc(subscriptionPayments.paidAt))
    .limit(1);
  const invoice = paid ? ((await invoicesOfPayments(db, industryId, [paid.id])).get(paid.id) ?? null) : null;
  return {
    ...priced(await joiningFeePaise(db), interState),
    paidOn: paid?.paidAt ? indianDate(paid.paidAt) : null,
    invoice,
  };
}
