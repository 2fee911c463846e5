import { describe, expect, it } from 'vitest';
import {
  containerCheckDigit,
  isContainerNumber,
  normaliseContainerNumber,
} from '../../src/domain/containerNumber';
import { ContainerNumber, ContainerNumbers } from '../../src/domain/schemas/containers';

/** Numbers painted on real boxes (carriers' published examples). */
const VALID = ['CSQU3054383', 'MSKU9070323', 'APZU4812090', 'TGHU1234567', 'MAEU1234567'];

describe('ISO 6346 container numbers', () => {
  it.each(VALID)('accepts %s and computes its check digit from the first ten characters', (number) => {
    expect(isContainerNumber(number)).toBe(true);
    expect(containerCheckDigit(number.slice(0, 10))).toBe(Number(number[10]));
  });

  it('skips the multiples of 11 in letter values (A=10, K=21, L=23, U=32, V=34)', () => {
    // Only the letter values differ between these owner codes; a naive A=10…Z=35 table gets them wrong.
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('MSKU907032')).toBe(3);
  });

  it('counts a remainder of 10 as check digit 0', () => {
    // 10 as remainder: APZU481209 sums to a multiple of 11 plus 10.
    expect(containerCheckDigit('APZU481209')).toBe(0);
  });

  it.each([
    ['CSQU3054384', 'wrong check digit'],
    ['CSQU3054838', 'two digits swapped'],
    ['CSQX3054383', 'category not U, J or Z'],
    ['CS1U3054383', 'digit in the owner code'],
    ['CSQU305438', 'ten characters'],
    ['CSQU30543833', 'twelve characters'],
    ['', 'empty'],
  ])('refuses %s (%s)', (number) => {
    expect(isContainerNumber(number)).toBe(false);
  });

  it('tolerates spaces, dashes and lower case, and stores the 11 characters', () => {
    expect(normaliseContainerNumber(' csqu 305438-3 ')).toBe('CSQU3054383');
    expect(isContainerNumber('MSKU 907032-3')).toBe(true);
    expect(ContainerNumber.parse('msku-907032-3')).toBe('MSKU9070323');
    expect(ContainerNumber.safeParse('MSKU9070324').success).toBe(false);
  });

  it('takes an order’s containers each once, after normalising', () => {
    expect(ContainerNumbers.parse(['CSQU3054383', 'MSKU 9070323'])).toEqual(['CSQU3054383', 'MSKU9070323']);
    expect(ContainerNumbers.safeParse(['CSQU3054383', 'csqu 305438 3']).success).toBe(false);
  });
});
