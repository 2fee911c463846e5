import { z } from 'zod';
import { rupeesToPaise } from '../money';

/** Rupees as typed in a form (at most two decimals), arriving on the server as integer paise. */
export const rupeesAsPaise = (label: string) =>
  z
    .number({ error: `${label} must be a number of rupees` })
    .positive(`${label} must be more than ₹0`)
    .max(1_00_00_000, `${label} must be at most ₹1,00,00,000`)
    .refine((n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6), `${label} takes at most two decimals`)
    .transform(rupeesToPaise);

export const Paise = z.number().int().describe('Amount in paise (1/100 of a rupee)');
