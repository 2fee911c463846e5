import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { checkGstin, normaliseGstin } from '../gstin';
import { isIndianMobile, nationalDigits } from '../indianMobile';
import { text } from './storable';

/**
 * The fields by which Indian businesses and people are known, checked alike wherever they are typed: sign-up,
 * every master's form, import files and order forms.
 */

/**
 * A GSTIN as typed (spaces and lower case are forgiven), refused with the one fault that matters: its shape,
 * its state code or its check character (src/domain/gstin.ts).
 */
export const Gstin = text(24)
  .overwrite(normaliseGstin)
  .superRefine((value, ctx) => {
    const check = checkGstin(value);
    if (!check.valid)
      ctx.addIssue({ code: 'custom', message: say(`validation.schema.gstin.${check.fault}`) });
  });

/** An Indian mobile number however it is spelt (`+91 98765 43210`, `098765-43210`), kept as its ten digits. */
export const IndianMobile = text(24)
  .overwrite((value) => nationalDigits(value) ?? value.trim())
  .refine(isIndianMobile, says('validation.schema.mobile'));

/** An e-mail address, kept lower-case as every account's is. */
export const AccountEmail = text(254)
  .trim()
  .toLowerCase()
  .regex(z.regexes.email, says('validation.schema.email'));
