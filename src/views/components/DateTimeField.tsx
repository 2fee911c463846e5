import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { MINUTE_STEP } from '../../domain/constants';
import { useDatePickerProps } from './useDatePickerProps';

/**
 * A date and time field: Mantine's DateTimePicker on the minute step, with its calendar named and readable as
 * every date picker's is (useDatePickerProps: each field its own id) and its confirm and clear buttons named.
 */
export function DateTimeField(props: DateTimePickerProps) {
  const { t } = useTranslation();
  const calendar = useDatePickerProps();
  return (
    <DateTimePicker
      valueFormat="YYYY-MM-DD HH:mm"
      timePickerProps={{ minutesStep: MINUTE_STEP }}
      {...calendar}
      clearButtonProps={{ 'aria-label': t('layout.dateFilter.clearDateTime') }}
      submitButtonProps={{ 'aria-label': t('layout.dateFilter.confirm') }}
      {...props}
    />
  );
}
