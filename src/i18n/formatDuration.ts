import type { TFunction } from 'i18next';

/** "45 min", "2 h 05 min", "3 d 4 h" (Hindi: "2 घं 05 मि"): how long a stop lasted or how late a truck runs. */
export function formatDuration(t: TFunction, totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < 60) return t('common.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return t('common.duration.hoursMinutes', { hours, minutes: String(minutes % 60).padStart(2, '0') });
  return t('common.duration.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 });
}
