import { DISPLAY_TIME_ZONE } from '../domain/constants';
import { paiseToRupees } from '../domain/money';
import { type Language, LOCALE } from './languages';

/** Numbers and INR amounts written as readers of the language expect (lakh grouping in both). */
export interface Formatters {
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** Paise as rupees: ₹1,23,456.00. */
  inr: (paise: number) => string;
  percent: (value: number) => string;
  /** An instant as the dispatcher's wall clock in India: "31 Jan, 14:30" / "31 जन॰, 14:30"; "—" for none. */
  clock: (iso: string | null) => string;
  /** Items joined as a sentence joins them: "A, B and C" / "A, B और C". */
  list: (items: readonly string[]) => string;
}

const cache = new Map<Language, Formatters>();

export function formattersFor(language: Language): Formatters {
  let found = cache.get(language);
  if (!found) {
    const locale = LOCALE[language];
    const inr = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const clock = new Intl.DateTimeFormat(locale, {
      timeZone: DISPLAY_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    found = {
      number: (value, options) => value.toLocaleString(locale, options),
      inr: (paise) => inr.format(paiseToRupees(paise)),
      percent: (value) => `${percent.format(value)}%`,
      clock: (iso) => (iso ? clock.format(new Date(iso)) : '—'),
      list: (items) => list.format(items),
    };
    cache.set(language, found);
  }
  return found;
}
