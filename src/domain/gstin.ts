import { type GstStateCode, gstStateName, isGstStateCode } from './gstStates';

/**
 * The GSTIN (GST identification number), 15 characters: the GST state code (2 digits), the holder's PAN
 * (5 letters, 4 digits, 1 letter), the number of the holder's registration in that state (1–9, then A–Z),
 * the letter Z, and a check character computed from the first 14 by the GSTN's mod-36 rule.
 */
export const GSTIN_LENGTH = 15;
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN as typed (spaces, lower case) in the form it is stored and compared in. */
export const normaliseGstin = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0–9, A=10 … Z=35) is
 * multiplied by 1 and 2 alternately, each product's quotient and remainder by 36 are summed, and the check
 * character is the one whose value brings that sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new Error(`Not a GSTIN character: ${JSON.stringify(first14[i])}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinFault = 'format' | 'stateCode' | 'checkDigit';

export type GstinCheck =
  | { valid: true; gstin: string; pan: string; stateCode: GstStateCode; state: string }
  | { valid: false; fault: GstinFault };

/**
 * Whether a GSTIN is one the GST system could have issued, and what it tells: its PAN (characters 3–12) and
 * its state. Checked in order: the shape, a state code GST uses, then the check character.
 */
export function checkGstin(text: string): GstinCheck {
  const gstin = normaliseGstin(text);
  if (!SHAPE.test(gstin)) return { valid: false, fault: 'format' };
  const stateCode = gstin.slice(0, 2);
  if (!isGstStateCode(stateCode)) return { valid: false, fault: 'stateCode' };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { valid: false, fault: 'checkDigit' };
  return { valid: true, gstin, pan: gstin.slice(2, 12), stateCode, state: gstStateName(stateCode)! };
}

/**
 * What can be read from a GSTIN still being typed: the state code once its first two characters are one,
 * the PAN once characters 3–12 have a PAN's shape. For the form's hint; `checkGstin` decides validity.
 */
export function gstinHints(text: string): { stateCode?: GstStateCode; pan?: string } {
  const gstin = normaliseGstin(text);
  const stateCode = gstin.slice(0, 2);
  const pan = gstin.slice(2, 12);
  return {
    ...(isGstStateCode(stateCode) ? { stateCode } : {}),
    ...(/^[A-Z]{5}\d{4}[A-Z]$/.test(pan) ? { pan } : {}),
  };
}
