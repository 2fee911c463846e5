/**
 * GST in integer paise: the one rounding rule and the one split by place of supply of every tax invoice, those
 * Freightdesk issues for what it sells (its plans and the joining fee, 18 %) and the transporters' freight
 * invoices (gtaGst.ts, at the rate of their charge basis).
 */

export const GST_RATE_PERCENT = 18;

export interface TaxSplit {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The tax of a supply, split as its invoice states it; `taxPaise` is the sum of the three. */
export interface SuppliedTax extends TaxSplit {
  taxPaise: number;
}

export interface InvoiceTotals extends SuppliedTax {
  taxablePaise: number;
  totalPaise: number;
}

/**
 * A rate of an amount in paise, to the paisa, half up: the one rounding of every tax, always applied to an
 * invoice's taxable total (never line by line), and of an advance's share of a payable (paymentSchedule.ts).
 * `ratePercent` may be a half, as CGST's 2.5 % of a 5 % GST.
 */
export const taxAt = (taxablePaise: number, ratePercent: number): number =>
  // Twice any GST rate or its half is a whole number, so the product is an exact integer and the division
  // before Math.round is the only inexact step: a value exactly half a paisa stays exactly half, and rounds up.
  Math.round((taxablePaise * (ratePercent * 2)) / 200);

/**
 * The GST of a supply at a rate, by its place of supply. Across states it is IGST at the whole rate. Within a
 * state a tax invoice states CGST and SGST each at half the rate of the taxable value, so each half is rounded
 * on its own and the two are always equal; the tax is their sum, which can be a paisa away from the whole rate
 * rounded once (9 % of ₹24,999.50 is ₹2,249.955, so ₹2,249.96 each and ₹4,499.92 in all, where 18 % is
 * ₹4,499.91).
 */
export const gstSplit = (taxablePaise: number, ratePercent: number, interState: boolean): SuppliedTax => {
  if (interState) {
    const igstPaise = taxAt(taxablePaise, ratePercent);
    return { cgstPaise: 0, sgstPaise: 0, igstPaise, taxPaise: igstPaise };
  }
  const halfPaise = taxAt(taxablePaise, ratePercent / 2);
  return { cgstPaise: halfPaise, sgstPaise: halfPaise, igstPaise: 0, taxPaise: 2 * halfPaise };
};

/**
 * The totals of an invoice of what Freightdesk sells: the taxable sum of its lines and 18 % GST on that sum,
 * split by place of supply. The tax depends on the split, so a price is quoted and charged for the buyer's
 * own place of supply.
 */
export const invoiceTotals = (
  lines: readonly { taxablePaise: number }[],
  interState: boolean,
): InvoiceTotals => {
  const taxablePaise = lines.reduce((sum, line) => sum + line.taxablePaise, 0);
  const tax = gstSplit(taxablePaise, GST_RATE_PERCENT, interState);
  return { taxablePaise, ...tax, totalPaise: taxablePaise + tax.taxPaise };
};
