/**
 * ISO 6346 container numbers: a 3-letter owner code, the equipment category (U freight container, J detachable
 * equipment, Z trailer or chassis), a 6-digit serial and a check digit. Carriers, ports and DCSA feeds quote
 * them with spaces or dashes (`CSQU 305438-3`); the stored form is the 11 characters alone.
 */

const SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

/** Letter values run from A = 10 upwards, skipping the multiples of 11 (11, 22, 33). */
const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {};
  let value = 10;
  for (let code = 65; code <= 90; code += 1) {
    if (value % 11 === 0) value += 1;
    values[String.fromCharCode(code)] = value;
    value += 1;
  }
  return values;
})();

/** Upper case without spaces, dashes or dots. */
export const normaliseContainerNumber = (raw: string): string => raw.toUpperCase().replace(/[\s\-.]/g, '');

/** The check digit of the first ten characters (owner code, category, serial); 10 counts as 0. */
export function containerCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const char = firstTen[i] ?? '';
    const value = LETTER_VALUES[char] ?? Number(char);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** A well-formed number whose last digit is its check digit (after normalising). */
export function isContainerNumber(raw: string): boolean {
  const number = normaliseContainerNumber(raw);
  return SHAPE.test(number) && containerCheckDigit(number.slice(0, 10)) === Number(number[10]);
}
