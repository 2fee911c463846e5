import { DISPLAY_TIME_ZONE } from '../../domain/constants';

// en-CA writes dates as YYYY-MM-DD, the product's date format.
const ymd = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A stored UTC instant as the Y-m-d date it was in India; unreadable input is shown as it came. */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : ymd.format(date);
};
