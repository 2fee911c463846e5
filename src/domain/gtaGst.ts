/**
 * GST on road freight by a goods transport agency (GTA): the one rule every freight invoice is taxed by, on the
 * entry form, on the server, in the demo and on the printed invoice.
 *
 * Charge basis. Under reverse charge (Notification 13/2017-Central Tax (Rate), 5 %) the transporter bills the
 * freight alone and the recipient pays the GST to the government itself; under forward charge (12 % with input
 * tax credit, or 18 % where a later notification sets it) the transporter charges the GST and is paid it. The
 * rates change with notifications, so they are an industry setting (`DEFAULT_GTA_GST_RATES` until it saves its
 * own).
 *
 * Place of supply (IGST Act, section 12(8)(a)): for a registered recipient, the state of its registration, which
 * is the first two digits of the GSTIN the invoice is billed to. The supply is inter-state, taxed as IGST, when
 * the transporter is registered in another state, and intra-state, taxed as CGST and SGST at half the rate each,
 * when in the same one. The split is the same under either charge basis: only who pays the tax differs.
 *
 * A transporter without a GSTIN is unregistered: it has no state of registration to compare, so its freight is
 * taxed as supplied within the recipient's state (CGST + SGST), as reverse charge invoices from local unregistered
 * transporters are.
 *
 * Rounding and split: those of every tax invoice (gst.ts, `gstSplit`): each tax is its rate of the invoice's
 * taxable total (never line by line), to the paisa, half up; CGST and SGST are each taxed at half the rate, so
 * they are always equal and each is its printed rate of the printed taxable value; the tax is their sum.
 */

import { gstSplit, type SuppliedTax } from './gst';
import { gstStateName } from './gstStates';

export const GST_CHARGE_MODES = ['reverse', 'forward'] as const;
export type GstChargeMode = (typeof GST_CHARGE_MODES)[number];

export interface GtaGstRates {
  reverseChargePercent: number;
  forwardChargePercent: number;
}

/** GTA under reverse charge at 5 %; a GTA opting for forward charge with input tax credit at 12 %. */
export const DEFAULT_GTA_GST_RATES: GtaGstRates = { reverseChargePercent: 5, forwardChargePercent: 12 };

export const rateOf = (mode: GstChargeMode, rates: GtaGstRates): number =>
  mode === 'reverse' ? rates.reverseChargePercent : rates.forwardChargePercent;

/** The GST state code of a registration: its GSTIN's first two digits. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);

export interface GtaSupply {
  /** The sum of the invoice's lines, in paise. */
  taxablePaise: number;
  chargeMode: GstChargeMode;
  /** The rate of the charge basis, in whole percent (`rateOf`). */
  ratePercent: number;
  /** The GST state code of the transporter's registration; null for an unregistered transporter. */
  supplierStateCode: string | null;
  /** The GST state code of the recipient's registration the invoice is billed to. */
  recipientStateCode: string;
}

/** The tax split by place of supply (`gstSplit`), with who pays it. */
export interface GtaTax extends SuppliedTax {
  /** The GST state code of the place of supply: the recipient's registration. */
  placeOfSupply: string;
  /** IGST when the transporter's state is not the place of supply; CGST + SGST when it is. */
  interState: boolean;
  ratePercent: number;
  /** "Tax payable on reverse charge": the recipient pays the tax, which the invoice does not charge. */
  reverseCharge: boolean;
  /** The value of the supply with its tax, whoever pays the tax. */
  totalPaise: number;
  /** What the recipient owes the transporter: the total under forward charge, the taxable amount under reverse. */
  payablePaise: number;
  /** The tax the recipient pays the government itself: all of it under reverse charge, none under forward. */
  reverseChargePaise: number;
}

/** The place of supply of road freight to a registered recipient: the state of its registration. */
export const gtaPlaceOfSupply = (supply: Pick<GtaSupply, 'recipientStateCode'>): string =>
  supply.recipientStateCode;

/** A place of supply as an invoice states it: the state's name and its code, "Madhya Pradesh (23)". */
export const placeOfSupplyText = (stateCode: string): string => {
  const name = gstStateName(stateCode);
  return name ? `${name} (${stateCode})` : stateCode;
};

/** Whether a GTA's supply is inter-state: a registered transporter in a state other than the place of supply. */
export const isInterState = (supply: Pick<GtaSupply, 'supplierStateCode' | 'recipientStateCode'>): boolean =>
  supply.supplierStateCode !== null && supply.supplierStateCode !== gtaPlaceOfSupply(supply);

/** The GST of a GTA's invoice: the split by place of supply, the tax and who pays what. */
export function gtaTax(supply: GtaSupply): GtaTax {
  const { taxablePaise, ratePercent } = supply;
  const interState = isInterState(supply);
  const tax = gstSplit(taxablePaise, ratePercent, interState);
  const reverseCharge = supply.chargeMode === 'reverse';
  const totalPaise = taxablePaise + tax.taxPaise;
  return {
    placeOfSupply: gtaPlaceOfSupply(supply),
    interState,
    ratePercent,
    ...tax,
    reverseCharge,
    totalPaise,
    payablePaise: reverseCharge ? taxablePaise : totalPaise,
    reverseChargePaise: reverseCharge ? tax.taxPaise : 0,
  };
}
