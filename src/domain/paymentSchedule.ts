import { taxAt } from './gst';

/**
 * When an invoice's payable falls due under its payment terms: an advance, the terms' share of it, once the
 * invoice is approved, and the balance on the due date (the invoice's date plus the credit days). Amounts are
 * integer paise; the advance is rounded by the one rule of every invoice (gst.ts, `taxAt`: half up, to the paisa), and
 * the balance is the rest, so the two always add up to the payable.
 */
export interface PaymentSchedule {
  advancePaise: number;
  balancePaise: number;
}

export const paymentSchedule = (payablePaise: number, advancePercent: number): PaymentSchedule => {
  const advancePaise = taxAt(payablePaise, advancePercent);
  return { advancePaise, balancePaise: payablePaise - advancePaise };
};

/** The payment expected next: what is still owed of the advance, else everything still owed. */
export const nextInstalmentPaise = (
  payablePaise: number,
  paidPaise: number,
  advancePercent: number,
): number => {
  const { advancePaise } = paymentSchedule(payablePaise, advancePercent);
  return paidPaise < advancePaise ? advancePaise - paidPaise : payablePaise - paidPaise;
};
