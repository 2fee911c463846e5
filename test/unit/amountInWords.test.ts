import { describe, expect, it } from 'vitest';
import { AMOUNT_IN_WORDS, rupeesInHindiWords, rupeesInWords } from '../../src/domain/amountInWords';
import { HINDI_BELOW_HUNDRED } from '../../src/domain/hindiNumberWords';

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

describe('amounts in Hindi words', () => {
  it.each([
    [0, 'शून्य रुपये मात्र'],
    [1, 'शून्य रुपये और एक पैसे मात्र'],
    [100, 'एक रुपया मात्र'],
    [2_00, 'दो रुपये मात्र'],
    [1_000_00, 'एक हज़ार रुपये मात्र'],
    [1_23_456_78, 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र'],
    [29_49_882, 'उनतीस हज़ार चार सौ अट्ठानवे रुपये और बयासी पैसे मात्र'],
    [38_500_00, 'अड़तीस हज़ार पाँच सौ रुपये मात्र'],
    [1_00_00_000_00, 'एक करोड़ रुपये मात्र'],
    [12_34_56_789_50, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये और पचास पैसे मात्र'],
    [1_000_00_00_000_00, 'एक हज़ार करोड़ रुपये मात्र'],
    [99_99_999_99, 'निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये और निन्यानवे पैसे मात्र'],
    [-5_00_00, 'ऋण पाँच सौ रुपये मात्र'],
  ])('%i paise → %s', (paise, words) => {
    expect(rupeesInHindiWords(paise)).toBe(words);
  });

  it('names 1 to 99 each by its own word, as Hindi does (no tens-and-ones compounds)', () => {
    const known: Record<number, string> = {
      1: 'एक',
      5: 'पाँच',
      6: 'छह',
      9: 'नौ',
      11: 'ग्यारह',
      15: 'पंद्रह',
      17: 'सत्रह',
      19: 'उन्नीस',
      21: 'इक्कीस',
      23: 'तेईस',
      28: 'अट्ठाईस',
      29: 'उनतीस',
      33: 'तैंतीस',
      38: 'अड़तीस',
      39: 'उनतालीस',
      42: 'बयालीस',
      44: 'चवालीस',
      49: 'उनचास',
      51: 'इक्यावन',
      53: 'तिरेपन',
      56: 'छप्पन',
      59: 'उनसठ',
      64: 'चौंसठ',
      67: 'सड़सठ',
      69: 'उनहत्तर',
      72: 'बहत्तर',
      78: 'अठहत्तर',
      79: 'उन्यासी',
      84: 'चौरासी',
      89: 'नवासी',
      90: 'नब्बे',
      95: 'पंचानवे',
      99: 'निन्यानवे',
    };
    for (const [n, word] of Object.entries(known)) expect(HINDI_BELOW_HUNDRED[Number(n)], n).toBe(word);
    const words = HINDI_BELOW_HUNDRED.slice(1);
    expect(words).toHaveLength(99);
    expect(new Set(words).size).toBe(99);
    for (const word of words) expect(word).toMatch(/^[\u0900-\u097F]+$/);
    // Written in composed (NFC) form, so a search or a comparison finds them.
    for (const word of words) expect(word).toBe(word.normalize('NFC'));
    // 19 to 79 ending in 9 are "one short of" the next ten (उन-), not nine and a ten.
    for (const nine of [19, 29, 39, 49, 59, 69, 79]) expect(HINDI_BELOW_HUNDRED[nine]).toMatch(/^उन/);
  });

  it('words a document in its language', () => {
    expect(AMOUNT_IN_WORDS.en(25_000_00)).toBe('Rupees Twenty-Five Thousand Only');
    expect(AMOUNT_IN_WORDS.hi(25_000_00)).toBe('पच्चीस हज़ार रुपये मात्र');
  });
});
