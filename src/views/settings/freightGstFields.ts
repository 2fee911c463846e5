import type { FreightGstRates } from '../../domain/schemas/freightGstSettings';

/** A rate's input; its label and the line on what it decides are `settings.freightGst.fields.<key>`. */
export interface FreightGstField {
  key: keyof FreightGstRates;
  unit: 'percent';
  min: number;
  max: number;
  step: number;
  decimals: number;
}

/** Bounds as the shared schema's: whole percentages up to the 40 % slab. */
export const FREIGHT_GST_FIELDS: readonly FreightGstField[] = [
  { key: 'reverseChargePercent', unit: 'percent', min: 0, max: 40, step: 1, decimals: 0 },
  { key: 'forwardChargePercent', unit: 'percent', min: 0, max: 40, step: 1, decimals: 0 },
];
