import type { TFunction } from 'i18next';
import type { Formatters } from '../i18n/format';

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

/** 0–99 in words ("" for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[n / 10]!;
}

/** 0–999 in words ("" for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (!hundreds) return rest;
  return [`${ONES[hundreds]} Hundred`, rest].filter(Boolean).join(' ');
}

/**
 * A whole number in words with Indian grouping: crore, lakh, thousand, hundred. Above 99 crore the crores are
 * themselves counted in lakh and thousand ("One Thousand Crore"), as Indian cheques write them.
 */
function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor(n / 1_00_000) % 100;
  const thousands = Math.floor(n / 1000) % 100;
  const parts = [
    crores ? `${indianWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    belowThousand(n % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * The amount in words printed under a document's total, as GST invoices carry it:
 * 1,23,456.78 → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only".
 */
export function rupeesInWords(paise: number): string {
  const whole = Math.abs(Math.round(paise));
  const rupees = Math.floor(whole / 100);
  const rest = whole % 100;
  const sign = paise < 0 ? 'Minus ' : '';
  const paiseWords = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `${sign}Rupees ${indianWords(rupees)}${paiseWords} Only`;
}
