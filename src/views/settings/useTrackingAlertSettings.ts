import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackingSettingsApi } from '../../api/trackingSettings';
import { useApi } from '../../app/useApi';
import type { TrackingAlertSettings, TrackingAlertThresholds } from '../../domain/schemas/trackingSettings';

const KEY = ['settings', 'tracking-alerts'] as const;

/** The industry's alert thresholds with save and reset; both answer the settings as now stored. */
export function useTrackingAlertSettings() {
  const api = useApi(trackingSettingsApi);
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.alerts(signal) });
  const stored = (next: TrackingAlertSettings) => queryClient.setQueryData(KEY, next);
  const save = useMutation({
    mutationFn: (thresholds: TrackingAlertThresholds) => api.saveAlerts(thresholds),
    onSuccess: stored,
  });
  const reset = useMutation({ mutationFn: () => api.resetAlerts(), onSuccess: stored });
  return { settings, save, reset };
}
