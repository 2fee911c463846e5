import { splitGst, type TaxSplit, taxAt } from './gst';

/**
 * A transporter's freight invoice, in integer paise. Road freight by a goods transport agency (GTA) is taxed
 * either under reverse charge (the shipper pays the GST to the government; the transporter is paid the taxable
 * amount) or under forward charge (the transporter charges the GST and is paid it). The rates change with GST
 * notifications, so they are an industry setting with these defaults.
 */

/** Freight is the awarded rate per vehicle × vehicles; the others are charged as quantity × rate too. */
export const FREIGHT_LINE_KINDS = ['freight', 'detention', 'loading', 'unloading', 'other'] as const;
export type FreightLineKind = (typeof FREIGHT_LINE_KINDS)[number];

export const GST_CHARGE_MODES = ['reverse', 'forward'] as const;
export type GstChargeMode = (typeof GST_CHARGE_MODES)[number];

export interface GtaGstRates {
  reverseChargePercent: number;
  forwardChargePercent: number;
}

/** GTA under reverse charge at 5 %; a GTA opting for forward charge with input tax credit at 12 %. */
export const DEFAULT_GTA_GST_RATES: GtaGstRates = { reverseChargePercent: 5, forwardChargePercent: 12 };

export interface FreightLine {
  kind: FreightLineKind;
  /** Vehicles for freight, hours or days for detention, 1 for a lump sum. */
  quantity: number;
  ratePaise: number;
}

export const lineAmount = (line: Pick<FreightLine, 'quantity' | 'ratePaise'>): number =>
  line.quantity * line.ratePaise;

export interface FreightInvoiceTotals extends TaxSplit {
  taxablePaise: number;
  ratePercent: number;
  taxPaise: number;
  /** The invoice's value: taxable + tax, whoever pays the tax. */
  totalPaise: number;
  /** What the shipper owes the transporter: the total under forward charge, the taxable amount under reverse. */
  payablePaise: number;
  /** The GST the shipper pays the government itself (reverse charge); 0 under forward charge. */
  reverseChargePaise: number;
}

export interface TaxTerms {
  chargeMode: GstChargeMode;
  rates: GtaGstRates;
  /** The GST state codes (a GSTIN's first two digits) of the transporter and of the shipper. */
  supplierStateCode: string;
  recipientStateCode: string;
}

export const rateOf = (mode: GstChargeMode, rates: GtaGstRates): number =>
  mode === 'reverse' ? rates.reverseChargePercent : rates.forwardChargePercent;

/**
 * An invoice's totals: the sum of its lines, the GST on that sum at the charge mode's rate (one rounding, on the
 * total), split CGST + SGST when both parties are registered in one state and IGST across states.
 */
export function freightInvoiceTotals(lines: readonly FreightLine[], terms: TaxTerms): FreightInvoiceTotals {
  const taxablePaise = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const ratePercent = rateOf(terms.chargeMode, terms.rates);
  const taxPaise = taxAt(taxablePaise, ratePercent);
  const totalPaise = taxablePaise + taxPaise;
  const reverse = terms.chargeMode === 'reverse';
  return {
    taxablePaise,
    ratePercent,
    taxPaise,
    ...splitGst(taxPaise, terms.supplierStateCode === terms.recipientStateCode),
    totalPaise,
    payablePaise: reverse ? taxablePaise : totalPaise,
    reverseChargePaise: reverse ? taxPaise : 0,
  };
}

/** The state code a GSTIN starts with. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);

/**
 * An invoice number as GST rule 46 allows it: at most 16 characters, letters, digits, "-" and "/", unique per
 * supplier per financial year (the database holds that uniqueness).
 */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** The e-invoice Invoice Reference Number: the SHA-256 the IRP returns, 64 hexadecimal characters. */
export const IRN_PATTERN = /^[0-9a-fA-F]{64}$/;
export const isIrn = (text: string): boolean => IRN_PATTERN.test(text);
