/**
 * GST on what Freightdesk sells (its plans and the joining fee): 18 %, split into CGST 9 % + SGST 9 % when the
 * buyer is registered in the seller's state, else charged whole as IGST. Amounts are integer paise.
 */

export const GST_RATE_PERCENT = 18;

export interface TaxSplit {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceTotals extends TaxSplit {
  taxablePaise: number;
  taxPaise: number;
  totalPaise: number;
}

/**
 * The tax at a rate on a taxable amount: the one rounding rule of every invoice, to the paisa half up, on the
 * invoice's taxable total (never line by line).
 */
export const taxAt = (taxablePaise: number, ratePercent: number): number =>
  Math.round((taxablePaise * ratePercent) / 100);

/** The tax on what Freightdesk sells (18 %). */
export const gstOn = (taxablePaise: number): number => taxAt(taxablePaise, GST_RATE_PERCENT);

/**
 * One tax amount split between the Centre and the State within a state (the odd paisa goes to SGST, so the
 * halves always add up to the tax), or charged whole as IGST across states.
 */
export const splitGst = (taxPaise: number, sameState: boolean): TaxSplit => {
  if (!sameState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
};

/** An invoice's totals: the taxable sum of its lines, GST on that sum, split by place of supply. */
export const invoiceTotals = (
  lines: readonly { taxablePaise: number }[],
  sameState: boolean,
): InvoiceTotals => {
  const taxablePaise = lines.reduce((sum, line) => sum + line.taxablePaise, 0);
  const taxPaise = gstOn(taxablePaise);
  return { taxablePaise, taxPaise, ...splitGst(taxPaise, sameState), totalPaise: taxablePaise + taxPaise };
};
