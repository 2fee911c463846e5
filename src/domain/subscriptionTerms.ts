import { addDays } from './calendarDay';
import type { GstStateCode } from './gstStates';
import type { PLAN_CHANGES } from './statuses';

/**
 * What an industry pays Freightdesk and when it stops being served: the one-time joining fee, the plan
 * periods and the grace after a plan ends. Prices are before GST (src/domain/gst.ts).
 */

/**
 * Paid once per industry, with its first plan or on its own page: the fee the product ships with, ₹5,000 + GST,
 * until an operator sets another (`npm run admin -- plans joining-fee`, server/subscriptions/joiningFee.ts).
 */
export const JOINING_FEE_PAISE = 5_000_00;

/**
 * Days after a plan's last day during which the industry still works, under a banner asking it to renew;
 * after them it is sent to /plan like an industry that never had one.
 */
export const PLAN_GRACE_DAYS = 7;

/** SAC 998314: IT infrastructure provisioning, the heading of hosted software sold as a subscription. */
export const SUBSCRIPTION_SAC = '998314';

/** The seller on every subscription invoice. */
export const SELLER = {
  name: 'Freightdesk Technologies Pvt Ltd',
  gstin: '27AACCF4821Q1Z9',
  stateCode: '27' satisfies GstStateCode,
  address: 'Unit 12, Orbit Business Park, Andheri East, Mumbai 400069, Maharashtra',
} as const;

/**
 * Whether a sale to an industry is inter-state, taxed as IGST: the place of supply to a registered buyer is the
 * state of its registration, and it is not the seller's. A buyer with no state on record is charged IGST too,
 * the one tax that names no state. The tax depends on it (gst.ts, `gstSplit`), so the price quoted, the amount
 * charged and the invoice all take it from here.
 */
export const isInterStateSale = (buyerStateCode: string | null): boolean =>
  buyerStateCode !== SELLER.stateCode;

/** A subscription's last day: it runs for its plan's number of days from its first, both inclusive. */
export const lastDayOf = (startsOn: string, durationDays: number): string =>
  addDays(startsOn, durationDays - 1);

/** The last day of grace of a plan that ends on `endsOn`. */
export const graceUntil = (endsOn: string): string => addDays(endsOn, PLAN_GRACE_DAYS);

/** The earliest last day a subscription may have and still let its industry in today (its grace included). */
export const graceCutoff = (today: string): string => addDays(today, -PLAN_GRACE_DAYS);

/**
 * What choosing a plan does while another is held: the same plan again is a renewal (it starts the day
 * after the held one ends, or today if that has passed); a dearer plan is an upgrade that starts today and
 * replaces the held one, whose remaining days are not refunded. A cheaper plan waits until the held one ends.
 */
export type PlanChange = (typeof PLAN_CHANGES)[number];

interface PricedPlan {
  id: number;
  pricePaise: number;
}

/** The change choosing `chosen` makes while `held` is held (its grace included); 'downgrade' is refused. */
export const planChangeOf = (held: PricedPlan | null, chosen: PricedPlan): PlanChange | 'downgrade' => {
  if (!held) return 'new';
  if (held.id === chosen.id) return 'renew';
  return chosen.pricePaise > held.pricePaise ? 'upgrade' : 'downgrade';
};

/**
 * The days a paid plan covers: from today, except a renewal, which starts the day after the last plan held
 * ends when that is still ahead (so a renewal paid early loses no day).
 */
export const periodOf = (
  change: PlanChange,
  today: string,
  lastEndsOn: string | null,
  durationDays: number,
): { startsOn: string; endsOn: string } => {
  const dayAfterLast = lastEndsOn ? addDays(lastEndsOn, 1) : today;
  const startsOn = change === 'renew' && dayAfterLast > today ? dayAfterLast : today;
  return { startsOn, endsOn: lastDayOf(startsOn, durationDays) };
};
