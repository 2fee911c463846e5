import '@mantine/dates/styles.layer.css';
import '../components/dropdownStyles.css';
import { DatePickerInput } from '@mantine/dates';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import { DATE_FORMAT } from '../../domain/constants';
import { useDatePickerProps } from '../components/useDatePickerProps';

const asDateString = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.toISOString().slice(0, 10);

/** The header's date filter (start and end), kept in the session. */
export function DateFilter({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const { start, end } = useSelector(session, (s) => s.context.dateFilter);
  const pickerProps = useDatePickerProps();
  return (
    <DatePickerInput
      data-testid="date-filter"
      aria-label={t('layout.dateFilter.label')}
      type="range"
      valueFormat={DATE_FORMAT}
      placeholder={t('layout.dateFilter.anyDate')}
      value={[start, end]}
      onChange={([from, to]) =>
        session.send({
          type: 'session.dateFilterSet',
          dateFilter: { start: asDateString(from), end: asDateString(to) },
        })
      }
      clearable
      allowSingleDateInRange
      w={fullWidth ? '100%' : 240}
      {...pickerProps}
    />
  );
}
