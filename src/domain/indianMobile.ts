/**
 * An Indian mobile number's ten digits, however it is written: spaces, dashes, brackets, `+91`, `0091`,
 * `91-`, `tel:+91` or a leading 0 around them. Null when what remains is not ten digits.
 */
export function nationalDigits(text: string): string | null {
  const digits = text.trim().replace(/\D/g, '');
  const national =
    digits.length === 14 && digits.startsWith('0091')
      ? digits.slice(4)
      : digits.length === 12 && digits.startsWith('91')
        ? digits.slice(2)
        : digits.length === 11 && digits.startsWith('0')
          ? digits.slice(1)
          : digits;
  return /^\d{10}$/.test(national) ? national : null;
}

/** Indian mobile numbers begin with 6, 7, 8 or 9 (the numbering plan's mobile series). */
export const isIndianMobile = (digits: string): boolean => /^[6-9]\d{9}$/.test(digits);
