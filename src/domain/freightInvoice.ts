import { type GstChargeMode, type GtaGstRates, type GtaTax, gtaTax, rateOf } from './gtaGst';

/**
 * A transporter's freight invoice, in integer paise: its lines, and their GST under the goods transport agency
 * (GTA) rules of `gtaGst.ts`.
 */

/** Freight is the awarded rate per vehicle × vehicles; the others are charged as quantity × rate too. */
export const FREIGHT_LINE_KINDS = ['freight', 'detention', 'loading', 'unloading', 'other'] as const;
export type FreightLineKind = (typeof FREIGHT_LINE_KINDS)[number];

export interface FreightLine {
  kind: FreightLineKind;
  /** Vehicles for freight, hours or days for detention, 1 for a lump sum. */
  quantity: number;
  ratePaise: number;
}

export const lineAmount = (line: Pick<FreightLine, 'quantity' | 'ratePaise'>): number =>
  line.quantity * line.ratePaise;

export interface FreightInvoiceTotals extends GtaTax {
  taxablePaise: number;
}

export interface TaxTerms {
  chargeMode: GstChargeMode;
  rates: GtaGstRates;
  /** The GST state code of the transporter's GSTIN; null for an unregistered transporter. */
  supplierStateCode: string | null;
  /** The GST state code of the GSTIN the invoice is billed to. */
  recipientStateCode: string;
}

/** An invoice's totals: the sum of its lines, taxed at the charge basis's rate by the GTA rule (`gtaTax`). */
export function freightInvoiceTotals(lines: readonly FreightLine[], terms: TaxTerms): FreightInvoiceTotals {
  const taxablePaise = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  return {
    taxablePaise,
    ...gtaTax({
      taxablePaise,
      chargeMode: terms.chargeMode,
      ratePercent: rateOf(terms.chargeMode, terms.rates),
      supplierStateCode: terms.supplierStateCode,
      recipientStateCode: terms.recipientStateCode,
    }),
  };
}

/**
 * An invoice number as GST rule 46 allows it: at most 16 characters, letters, digits, "-" and "/", unique per
 * supplier per financial year (the database holds that uniqueness).
 */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** The e-invoice Invoice Reference Number: the SHA-256 the IRP returns, 64 hexadecimal characters. */
export const IRN_PATTERN = /^[0-9a-fA-F]{64}$/;
export const isIrn = (text: string): boolean => IRN_PATTERN.test(text);
