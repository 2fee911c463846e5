import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppState } from '../../../app/AppStateContext';
import type { IngestKeyInput } from '../../../domain/schemas/ingestKeys';

const KEY = ['settings', 'ingest-keys'] as const;

/** The industry's ingest keys, with making and revoking one; both refresh the list. */
export function useIngestKeys() {
  const { api } = useAppState();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.ingestKeys.list(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const create = useMutation({
    mutationFn: (input: IngestKeyInput) => api.ingestKeys.create(input),
    onSuccess: refresh,
  });
  const revoke = useMutation({ mutationFn: (id: number) => api.ingestKeys.revoke(id), onSuccess: refresh });
  return { keys, create, revoke };
}
