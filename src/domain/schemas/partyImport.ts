import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { checkGstin, normaliseGstin } from '../gstin';
import { text } from './storable';

/** An optional cell: empty (or only spaces) reads as absent, anything else must pass the column's schema. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

export const ImportGstin = text(30)
  .transform(normaliseGstin)
  .superRefine((gstin, ctx) => {
    const check = checkGstin(gstin);
    if (!check.valid)
      ctx.addIssue({ code: 'custom', message: say(`validation.schema.gstin.${check.fault}`) });
  });

/**
 * One client or vendor with one of its addresses, as a row of an import file. The address's coordinates are
 * its city's: the city is found by name within the state.
 */
export const PartyImportRow = z.object({
  code: text(30).trim().min(1),
  name: text(120).trim().min(1, says('validation.schema.masters.enterName')),
  gstin: blankAsAbsent(ImportGstin),
  email: blankAsAbsent(
    text(120)
      .trim()
      .pipe(z.email(says('validation.schema.email'))),
  ),
  phone: blankAsAbsent(
    text(20)
      .trim()
      .regex(/^\+?[\d\s()-]{6,20}$/),
  ),
  addressLabel: text(60).trim().min(1),
  address: text(300).trim().min(3),
  city: text(100).trim().min(1),
  state: text(100).trim().min(1),
  pincode: text(6)
    .trim()
    .regex(/^[1-9]\d{5}$/),
});
export type PartyImportRow = z.output<typeof PartyImportRow>;
