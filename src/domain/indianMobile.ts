/**
 * The trunk and country prefixes an Indian mobile number is written with, longest first: `0091` (dialled from
 * abroad), `091` (a trunk 0 before the country code, as some phones and SIM feeds print it), `91` and `0`.
 */
const PREFIXES = ['0091', '091', '91', '0'] as const;

/**
 * An Indian mobile number's ten digits, however it is written: spaces, dashes, brackets, `+91`, `91-`,
 * `0091`, `091` or a leading 0 around them. Null when what remains is not ten digits.
 */
export function nationalDigits(text: string): string | null {
  const digits = text.trim().replace(/\D/g, '');
  if (digits.length === 10) return digits;
  const prefix = PREFIXES.find((p) => digits.length === p.length + 10 && digits.startsWith(p));
  return prefix ? digits.slice(prefix.length) : null;
}

/** Indian mobile numbers begin with 6, 7, 8 or 9 (the numbering plan's mobile series). */
export const isIndianMobile = (digits: string): boolean => /^[6-9]\d{9}$/.test(digits);
