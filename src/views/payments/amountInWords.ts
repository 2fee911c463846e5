import type { TFunction } from 'i18next';
import type { Formatters } from '../../i18n/format';

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
