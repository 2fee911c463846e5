import { DISPLAY_TIME_ZONE } from '../../../domain/constants';

// en-CA gives the product's Y-m-d date; the seconds matter when matching a read against the FASTag statement.
const readTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** A UTC instant as India's wall clock to the second: "2026-03-01 15:30:05". */
export const formatReadTime = (iso: string): string => readTime.format(new Date(iso)).replace(', ', ' ');
