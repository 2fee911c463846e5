import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { biddingWindowSettingsApi } from '../../api/biddingWindowSettings';
import { useApi } from '../../app/useApi';
import type { BiddingWindowSettings, BiddingWindowValues } from '../../domain/schemas/biddingWindowSettings';

const KEY = ['settings', 'bidding-window'] as const;

/** The industry's bidding window settings, read by the settings tab and the spot indent form. */
export function useBiddingWindowSettings() {
  const api = useApi(biddingWindowSettingsApi);
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get(signal) });
}

/** Save and reset; both answer the settings as now stored, which become the query's data. */
export function useBiddingWindowChanges() {
  const api = useApi(biddingWindowSettingsApi);
  const queryClient = useQueryClient();
  const stored = (next: BiddingWindowSettings) => queryClient.setQueryData(KEY, next);
  const save = useMutation({
    mutationFn: (values: BiddingWindowValues) => api.save(values),
    onSuccess: stored,
  });
  const reset = useMutation({ mutationFn: () => api.reset(), onSuccess: stored });
  return { save, reset };
}
