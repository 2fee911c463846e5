import { DISPLAY_TIME_ZONE } from '../../domain/constants';
import { formatDuration } from '../components/formatDuration';

/** "in_transit" → "In transit". */
export const statusLabel = (status: string): string => {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const clock = new Intl.DateTimeFormat('en-IN', {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant as the dispatcher's wall clock in India: "31 Jan, 14:30". */
export const formatClock = (iso: string | null): string => (iso ? clock.format(new Date(iso)) : '—');

/** How long ago a fix came in: "now", "12 min ago", "3 h 05 min ago". */
export const fixAge = (iso: string | null | undefined, now: number): string => {
  if (!iso) return 'No fix yet';
  const minutes = (now - Date.parse(iso)) / 60_000;
  return minutes < 1 ? 'now' : `${formatDuration(minutes)} ago`;
};

/** Time left on an e-way bill, or how long ago it lapsed. */
export const ewayBillLeft = (validUntil: string, now: number): { text: string; expired: boolean } => {
  const minutes = (Date.parse(validUntil) - now) / 60_000;
  return minutes >= 0
    ? { text: `${formatDuration(minutes)} left`, expired: false }
    : { text: `expired ${formatDuration(-minutes)} ago`, expired: true };
};
