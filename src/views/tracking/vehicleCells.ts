import type { TFunction } from 'i18next';
import { formatDuration } from '../../i18n/formatDuration';

/** How long ago a fix came in: "now", "12 min ago", "3 h 05 min ago". */
export const fixAge = (t: TFunction, iso: string | null | undefined, now: number): string => {
  if (!iso) return t('tracking.vehicle.noFix');
  const minutes = (now - Date.parse(iso)) / 60_000;
  return minutes < 1
    ? t('tracking.vehicle.justNow')
    : t('tracking.vehicle.ago', { duration: formatDuration(t, minutes) });
};

/** Time left on an e-way bill, or how long ago it lapsed. */
export const ewayBillLeft = (
  t: TFunction,
  validUntil: string,
  now: number,
): { text: string; expired: boolean } => {
  const minutes = (Date.parse(validUntil) - now) / 60_000;
  return minutes >= 0
    ? { text: t('tracking.vehicle.left', { duration: formatDuration(t, minutes) }), expired: false }
    : { text: t('tracking.vehicle.expiredAgo', { duration: formatDuration(t, -minutes) }), expired: true };
};
