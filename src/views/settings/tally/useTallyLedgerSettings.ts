import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppState } from '../../../app/AppStateContext';
import type { TallyLedgerNames, TallyLedgerSettings } from '../../../domain/schemas/tallyLedgers';

const KEY = ['settings', 'tally-ledgers'] as const;

/** The ledger names of the industry's Tally company; asked only of a user who may read them. */
export function useTallyLedgerSettings(enabled: boolean) {
  const { api } = useAppState();
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.tallyLedgerSettings.get(signal),
    enabled,
  });
}

/** Save and reset; both answer the names as now stored, which become the query's data. */
export function useTallyLedgerChanges() {
  const { api } = useAppState();
  const queryClient = useQueryClient();
  const stored = (next: TallyLedgerSettings) => queryClient.setQueryData(KEY, next);
  const save = useMutation({
    mutationFn: (values: TallyLedgerNames) => api.tallyLedgerSettings.save(values),
    onSuccess: stored,
  });
  const reset = useMutation({ mutationFn: () => api.tallyLedgerSettings.reset(), onSuccess: stored });
  return { save, reset };
}
