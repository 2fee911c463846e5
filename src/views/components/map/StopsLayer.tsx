import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stop } from '../../../domain/trackStops';
import { formatDuration } from '../../../i18n/formatDuration';
import { MarkerLayer } from './MarkerLayer';

export function StopsLayer({ stops, beneath }: { stops: readonly Stop[]; beneath?: string }) {
  const { t } = useTranslation();
  const stopLabel = useCallback(
    (stop: Stop) => t('components.map.stop', { duration: formatDuration(t, stop.minutes) }),
    [t],
  );
  return <MarkerLayer id="stops" markers={stops} label={stopLabel} color="#e8590c" beneath={beneath} />;
}
