import { describe, expect, it } from 'vitest';
import { rupeesInWords } from '../../src/domain/amountInWords';

describe('amounts in words, in lakh and crore', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [100, 'Rupees One Only'],
    [21_00, 'Rupees Twenty-One Only'],
    [1_000_00, 'Rupees One Thousand Only'],
    [
      1_23_456_78,
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    ],
    [29_49_882, 'Rupees Twenty-Nine Thousand Four Hundred Ninety-Eight and Eighty-Two Paise Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [
      12_34_56_789_50,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise Only',
    ],
    [1_000_00_00_000_00, 'Rupees One Thousand Crore Only'],
    [-5_00_00, 'Minus Rupees Five Hundred Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });
});
