import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { freightGstSettingsApi } from '../../api/freightGstSettings';
import { useApi } from '../../app/useApi';
import type { FreightGstRates, FreightGstSettings } from '../../domain/schemas/freightGstSettings';

const KEY = ['settings', 'freight-gst'] as const;

/** The industry's GST rates of freight. */
export function useFreightGstSettings() {
  const api = useApi(freightGstSettingsApi);
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get(signal) });
}

/**
 * Save and reset; both answer the rates as now stored, which become the query's data. An invoice form open
 * elsewhere computes with the old rates until it loads its order again, so its drafts are dropped too.
 */
export function useFreightGstChanges() {
  const api = useApi(freightGstSettingsApi);
  const queryClient = useQueryClient();
  const stored = (next: FreightGstSettings) => {
    queryClient.setQueryData(KEY, next);
    void queryClient.invalidateQueries({ queryKey: ['invoices', 'draft'] });
  };
  const save = useMutation({
    mutationFn: (values: FreightGstRates) => api.save(values),
    onSuccess: stored,
  });
  const reset = useMutation({ mutationFn: () => api.reset(), onSuccess: stored });
  return { save, reset };
}
