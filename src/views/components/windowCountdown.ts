import type { TFunction } from 'i18next';
import { appI18n } from '../../i18n/appI18n';
import { formatDuration } from '../../i18n/formatDuration';

/**
 * What a bidding window's clock shows at `now`: "starts in …" before it opens, "… left" while it runs,
 * "Closed" after. A window that auto-extends simply gets a later end from the server. Without `t` it speaks
 * the language on screen.
 */
export const windowCountdown = (
  startsAt: string,
  endsAt: string,
  now: number,
  t: TFunction = appI18n.t,
): string => {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return '—';
  if (now < start)
    return t('components.countdown.startsIn', { duration: formatDuration(t, (start - now) / 60_000) });
  if (now < end)
    return t('components.countdown.left', { duration: formatDuration(t, Math.ceil((end - now) / 60_000)) });
  return t('components.countdown.closed');
};
