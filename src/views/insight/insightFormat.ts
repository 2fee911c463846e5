import type { TFunction } from 'i18next';
import { lakhCrore } from '../../domain/amountInWords';
import type { InsightCell, InsightColumn, InsightColumnKind } from '../../domain/schemas/insight';
import type { Formatters } from '../../i18n/format';
import { formatDuration } from '../../i18n/formatDuration';

/** What a cell with nothing to measure reads as, in tables and tooltips alike. */
export const NO_VALUE = '—';

export interface CellFormat {
  t: TFunction;
  format: Formatters;
  /** The locale on screen, for month names. */
  locale: string;
}

const monthName = (locale: string, month: string): string => {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
};

/** How a cell is read: its kind, and for codes (a status, an alert kind) the catalogue that words them. */
export type CellColumn = Pick<InsightColumn, 'kind' | 'labels'>;

/**
 * A cell as its column reads: full amounts in a table (₹1,23,456.00), where a reader compares rupees;
 * `compact` for a chart's axis and labels, where ₹1.23 lakh fits and reads at a glance.
 */
export function formatCell(
  { kind, labels }: CellColumn,
  value: InsightCell,
  { t, format, locale }: CellFormat,
  compact = false,
): string {
  if (value === null || value === '') return NO_VALUE;
  if (typeof value === 'string') {
    if (labels) return t(`${labels}.${value}`, { defaultValue: value });
    return kind === 'month' ? monthName(locale, value) : value;
  }
  switch (kind) {
    case 'paise':
      return compact ? lakhCrore(t, format, value) : format.inr(value);
    case 'percent':
      return format.percent(value);
    case 'minutes':
      return formatDuration(t, value);
    case 'km':
      return t('common.units.distance', { km: format.number(value, { maximumFractionDigits: 1 }) });
    case 'tonnes':
      return t('insight.units.tonnes', { tonnes: format.number(value, { maximumFractionDigits: 2 }) });
    case 'count':
      return format.number(value, { maximumFractionDigits: 0 });
    default:
      return format.number(value, { maximumFractionDigits: 2 });
  }
}

/** Figures line up on the right; names, days and months read from the left. */
export const isNumericKind = (kind: InsightColumnKind): boolean =>
  kind !== 'text' && kind !== 'day' && kind !== 'month';
