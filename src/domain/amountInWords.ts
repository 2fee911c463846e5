import type { TFunction } from 'i18next';
import type { Formatters } from '../i18n/format';
import type { Language } from '../i18n/languages';
import { HINDI_BELOW_HUNDRED } from './hindiNumberWords';

/** Amounts as Indian readers say them: in lakh and crore, on screens and on printed documents alike. */

const LAKH_PAISE = 1_00_000_00;
const CRORE_PAISE = 1_00_00_000_00;

/**
 * A total as an accountant reads it at a glance: ₹4.56 lakh, ₹1.23 crore (two decimals, the same rounding as
 * every amount); below a lakh, the full amount.
 */
export function lakhCrore(t: TFunction, format: Formatters, paise: number): string {
  const value = (unit: number) => format.number(paise / unit, { maximumFractionDigits: 2 });
  if (Math.abs(paise) >= CRORE_PAISE) return t('payments.amount.crore', { value: value(CRORE_PAISE) });
  if (Math.abs(paise) >= LAKH_PAISE) return t('payments.amount.lakh', { value: value(LAKH_PAISE) });
  return format.inr(paise);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in English words ("" for 0). */
function englishBelowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[n / 10]!;
}

/** What a language calls the numbers below a hundred and the Indian units above them. */
interface NumberWords {
  /** 1–99 in words ("" for 0). */
  belowHundred: (n: number) => string;
  zero: string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const ENGLISH: NumberWords = {
  belowHundred: englishBelowHundred,
  zero: 'Zero',
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};

const HINDI: NumberWords = {
  belowHundred: (n) => HINDI_BELOW_HUNDRED[n]!,
  zero: 'शून्य',
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
};

/**
 * A whole number in words with Indian grouping: crore, lakh, thousand, hundred. Above 99 crore the crores are
 * themselves counted in lakh and thousand ("One Thousand Crore"), as Indian cheques write them.
 */
function indianWords(n: number, words: NumberWords): string {
  if (n === 0) return words.zero;
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor(n / 1_00_000) % 100;
  const thousands = Math.floor(n / 1000) % 100;
  const hundreds = Math.floor(n / 100) % 10;
  const parts = [
    crores ? `${indianWords(crores, words)} ${words.crore}` : '',
    lakhs ? `${words.belowHundred(lakhs)} ${words.lakh}` : '',
    thousands ? `${words.belowHundred(thousands)} ${words.thousand}` : '',
    hundreds ? `${words.belowHundred(hundreds)} ${words.hundred}` : '',
    words.belowHundred(n % 100),
  ];
  return parts.filter(Boolean).join(' ');
}

/** An amount split as it is said: its sign, whole rupees and the paise left over. */
function rupeesAndPaise(paise: number) {
  const whole = Math.abs(Math.round(paise));
  return { negative: paise < 0, rupees: Math.floor(whole / 100), rest: whole % 100 };
}

/**
 * The amount in words printed under a document's total, as GST invoices carry it:
 * 1,23,456.78 → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only".
 */
export function rupeesInWords(paise: number): string {
  const { negative, rupees, rest } = rupeesAndPaise(paise);
  const paiseWords = rest ? ` and ${englishBelowHundred(rest)} Paise` : '';
  return `${negative ? 'Minus ' : ''}Rupees ${indianWords(rupees, ENGLISH)}${paiseWords} Only`;
}

/**
 * The same in Hindi, as a Hindi cheque or invoice words it: 1,23,456.78 → "एक लाख तेईस हज़ार चार सौ छप्पन रुपये
 * और अठहत्तर पैसे मात्र" (one rupee is "एक रुपया").
 */
export function rupeesInHindiWords(paise: number): string {
  const { negative, rupees, rest } = rupeesAndPaise(paise);
  const paiseWords = rest ? ` और ${HINDI_BELOW_HUNDRED[rest]} पैसे` : '';
  const unit = rupees === 1 ? 'रुपया' : 'रुपये';
  return `${negative ? 'ऋण ' : ''}${indianWords(rupees, HINDI)} ${unit}${paiseWords} मात्र`;
}

/** The amount in words in the language a document is printed in. */
export const AMOUNT_IN_WORDS: Record<Language, (paise: number) => string> = {
  en: rupeesInWords,
  hi: rupeesInHindiWords,
};
