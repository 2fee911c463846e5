import type { TFunction } from 'i18next';
import type { ContainerRow } from '../../domain/schemas/containers';

/** Free days at the port in words: left, over, or why the clock is not running. */
export function freeDaysText(
  t: TFunction,
  row: Pick<ContainerRow, 'freeDaysLeft' | 'dischargedAt' | 'gatedOutAt'>,
) {
  if (row.freeDaysLeft === null)
    return row.gatedOutAt
      ? t('tracking.containers.freeDays.stopped')
      : t('tracking.containers.freeDays.notRunning');
  if (row.freeDaysLeft < 0) return t('tracking.containers.freeDays.over', { count: -row.freeDaysLeft });
  if (row.freeDaysLeft === 0) return t('tracking.containers.freeDays.lastDay');
  return t('tracking.containers.freeDays.left', { count: row.freeDaysLeft });
}

/** Red once over, orange on the last day, otherwise quiet. */
export const freeDaysColor = (left: number | null): string | undefined =>
  // The theme's text shades (theme.ts), which read at AA on any light background: orange.9 on white is 4.3:1.
  left === null
    ? 'dimmed'
    : left < 0
      ? 'var(--mantine-color-red-text)'
      : left === 0
        ? 'var(--mantine-color-orange-text)'
        : undefined;

/** Where a milestone happened: the place's name with its UN/LOCODE. */
export const placeText = (place: { code: string | null; name: string | null }): string =>
  [place.name, place.code].filter(Boolean).join(' · ') || '—';
