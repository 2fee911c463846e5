import { formatDuration } from './formatDuration';

/**
 * What a bidding window's clock shows at `now`: "starts in …" before it opens, "… left" while it runs,
 * "Closed" after. A window that auto-extends simply gets a later end from the server.
 */
export const windowCountdown = (startsAt: string, endsAt: string, now: number): string => {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return '—';
  if (now < start) return `Starts in ${formatDuration((start - now) / 60_000)}`;
  if (now < end) return `${formatDuration(Math.ceil((end - now) / 60_000))} left`;
  return 'Closed';
};
