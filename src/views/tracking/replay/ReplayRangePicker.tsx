import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../domain/constants';
import { useDatePickerProps } from '../../components/useDatePickerProps';
import { type DayRange, type Span, tripDays } from './replayRange';

/** The days of a long trip to replay; cleared, the replay is the whole trip. */
export function ReplayRangePicker({
  span,
  value,
  onChange,
}: {
  span: Span;
  value: DayRange;
  onChange: (days: DayRange) => void;
}) {
  const { t } = useTranslation();
  const { first, last } = tripDays(span);
  const pickerProps = useDatePickerProps();
  return (
    <DatePickerInput
      type="range"
      label={t('tracking.replay.range')}
      placeholder={t('tracking.replay.rangeWhole')}
      valueFormat={DATE_FORMAT}
      value={value}
      onChange={([from, to]) => onChange([from, to])}
      minDate={first}
      maxDate={last}
      // The trip's latest day, the one a supervisor most often looks back on (a live trip's today), even when
      // the trip began in the month before.
      defaultDate={last}
      clearable
      {...pickerProps}
      clearButtonProps={{ 'aria-label': t('tracking.replay.rangeClear') }}
      allowSingleDateInRange
      w={{ base: '100%', xs: 260 }}
      mb="sm"
      data-testid="replay-range"
    />
  );
}
