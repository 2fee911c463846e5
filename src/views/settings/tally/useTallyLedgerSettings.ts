import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tallyLedgerSettingsApi } from '../../../api/tallyLedgerSettings';
import { useApi } from '../../../app/useApi';
import type { TallyLedgerNames, TallyLedgerSettings } from '../../../domain/schemas/tallyLedgers';

const KEY = ['settings', 'tally-ledgers'] as const;

/** The ledger names of the industry's Tally company; asked only of a user who may read them. */
export function useTallyLedgerSettings(enabled: boolean) {
  const api = useApi(tallyLedgerSettingsApi);
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get(signal),
    enabled,
  });
}

/** Save and reset; both answer the names as now stored, which become the query's data. */
export function useTallyLedgerChanges() {
  const api = useApi(tallyLedgerSettingsApi);
  const queryClient = useQueryClient();
  const stored = (next: TallyLedgerSettings) => queryClient.setQueryData(KEY, next);
  const save = useMutation({
    mutationFn: (values: TallyLedgerNames) => api.save(values),
    onSuccess: stored,
  });
  const reset = useMutation({ mutationFn: () => api.reset(), onSuccess: stored });
  return { save, reset };
}
