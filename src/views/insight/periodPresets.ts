import type { DatePickerPreset } from '@mantine/dates';
import type { TFunction } from 'i18next';
import { addDays, financialYearSpan, monthSpan, quarterSpan } from '../../domain/calendarDay';
import { indianToday } from '../../domain/indianTime';

/** The periods a logistics head reviews lanes over, as one click each in the date picker; days are India's. */
export function periodPresets(t: TFunction, now = Date.now()): DatePickerPreset<'range'>[] {
  const today = indianToday(now);
  const preset = (label: string, span: { from: string; to: string }): DatePickerPreset<'range'> => ({
    label,
    value: [span.from, span.to],
  });
  return [
    preset(t('insight.periods.today'), { from: today, to: today }),
    preset(t('insight.periods.last7Days'), { from: addDays(today, -6), to: today }),
    preset(t('insight.periods.thisMonth'), monthSpan(today)),
    preset(t('insight.periods.lastMonth'), monthSpan(today, -1)),
    preset(t('insight.periods.thisQuarter'), quarterSpan(today)),
    preset(t('insight.periods.lastQuarter'), quarterSpan(today, -1)),
    preset(t('insight.periods.financialYear'), financialYearSpan(today)),
  ];
}
