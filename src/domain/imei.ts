/**
 * A GPS device's IMEI: 14 digits and a Luhn check digit (3GPP TS 23.003), so a mistyped digit or two swapped
 * neighbours are caught when the device is entered rather than when its fixes never arrive.
 */
export const IMEI_LENGTH = 15;

/** Spaces and dashes as printed on a label are dropped. */
export const imeiDigits = (text: string): string => text.replace(/[\s-]/g, '');

/** The Luhn check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // From the right, every second digit of the payload is doubled, starting with the last.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export const isImeiShape = (digits: string): boolean => /^\d{15}$/.test(digits);

/** Fifteen digits whose last is the Luhn check digit of the fourteen before it. */
export const isImei = (digits: string): boolean =>
  isImeiShape(digits) && luhnCheckDigit(digits.slice(0, 14)) === Number(digits[14]);

/** Fourteen digits made an IMEI by their check digit (the demo seed's devices). */
export const withImeiCheckDigit = (fourteen: string): string => `${fourteen}${luhnCheckDigit(fourteen)}`;

/**
 * A device's SIM: an Indian mobile number (ten digits from 6–9, written with +91 or 0 or not) or a 13-digit
 * M2M number, the series India gives machine SIMs. Answers its digits as stored, or null.
 */
export function simDigits(text: string): string | null {
  const digits = text.trim().replace(/[\s-]/g, '');
  if (/^\d{13}$/.test(digits)) return digits;
  const national = digits.replace(/^(\+91|0)/, '');
  return /^[6-9]\d{9}$/.test(national) ? national : null;
}
