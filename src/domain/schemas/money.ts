import { z } from 'zod';
import { type SchemaMessageKey, say } from '../../i18n/schemaMessages';
import { rupeesToPaise } from '../money';
import { real } from './storable';

type AmountLabel = Extract<SchemaMessageKey, `validation.schema.rupees.labels.${string}`>;

/** Rupees as typed in a form (at most two decimals), arriving on the server as integer paise. */
export const rupeesAsPaise = (labelKey: AmountLabel) => {
  // The label is looked up with the message, so both are in the language the issue is raised in.
  const about = (key: SchemaMessageKey) => ({ error: () => say(key, { label: say(labelKey) }) });
  return (
    real(0, 1_00_00_000, {
      number: about('validation.schema.rupees.number'),
      min: about('validation.schema.rupees.positive'),
      max: about('validation.schema.rupees.max'),
    })
      .positive(about('validation.schema.rupees.positive'))
      .refine(
        (n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6),
        about('validation.schema.rupees.decimals'),
      )
      // At least one paisa: a smaller amount (1e-9) passes the decimals' rounding but would be stored as ₹0,
      // which no bill or bid may be.
      .min(0.01, about('validation.schema.rupees.positive'))
      .transform(rupeesToPaise)
  );
};

export const Paise = z.number().int().describe('Amount in paise (1/100 of a rupee)');
