import type { DatePickerInputProps } from '@mantine/dates';
import { useId } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What every date picker needs to be usable without seeing it: the calendar's arrows and its clear button
 * named in the reader's language, and its dropdown named by the field: Mantine labels the dropdown by the
 * popover's id, which the field's own id would otherwise replace on the field, so both are given the same id.
 * Days of the next and previous months are not drawn: greyed, they fell below AA contrast.
 */
export function useDatePickerProps(): Pick<
  DatePickerInputProps<'range'>,
  'id' | 'popoverProps' | 'ariaLabels' | 'clearButtonProps' | 'hideOutsideDates'
> {
  const { t } = useTranslation();
  const base = useId();
  return useMemo(
    () => ({
      id: base,
      popoverProps: { id: base, withinPortal: true },
      hideOutsideDates: true,
      clearButtonProps: { 'aria-label': t('layout.dateFilter.clear') },
      ariaLabels: {
        previousMonth: t('layout.dateFilter.previousMonth'),
        nextMonth: t('layout.dateFilter.nextMonth'),
        previousYear: t('layout.dateFilter.previousYear'),
        nextYear: t('layout.dateFilter.nextYear'),
        previousDecade: t('layout.dateFilter.previousDecade'),
        nextDecade: t('layout.dateFilter.nextDecade'),
        monthLevelControl: t('layout.dateFilter.chooseMonth'),
        yearLevelControl: t('layout.dateFilter.chooseYear'),
      },
    }),
    [t, base],
  );
}
