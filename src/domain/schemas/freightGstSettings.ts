import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { int32 } from './storable';

const rate = says('validation.schema.payments.gstRate');
/** A GST rate as GST notifications set them: a whole percentage, at most the 40 % slab. */
const percent = int32(0, 40, { number: rate, whole: rate, min: rate, max: rate });

/** The rates an industry's freight invoices are taxed at, by charge mode. */
export const FreightGstRates = z.object({ reverseChargePercent: percent, forwardChargePercent: percent });
export type FreightGstRates = z.output<typeof FreightGstRates>;

/** What GET, PUT and DELETE /api/settings/freight-gst answer. */
export const FreightGstSettings = z.object({
  values: FreightGstRates,
  defaults: FreightGstRates,
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type FreightGstSettings = z.output<typeof FreightGstSettings>;
