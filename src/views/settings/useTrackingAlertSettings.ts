import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppState } from '../../app/AppStateContext';
import type { TrackingAlertSettings, TrackingAlertThresholds } from '../../domain/schemas/trackingSettings';

const KEY = ['settings', 'tracking-alerts'] as const;

/** The industry's alert thresholds with save and reset; both answer the settings as now stored. */
export function useTrackingAlertSettings() {
  const { api } = useAppState();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.trackingSettings.alerts(signal) });
  const stored = (next: TrackingAlertSettings) => queryClient.setQueryData(KEY, next);
  const save = useMutation({
    mutationFn: (thresholds: TrackingAlertThresholds) => api.trackingSettings.saveAlerts(thresholds),
    onSuccess: stored,
  });
  const reset = useMutation({ mutationFn: () => api.trackingSettings.resetAlerts(), onSuccess: stored });
  return { settings, save, reset };
}
