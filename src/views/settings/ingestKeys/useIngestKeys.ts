import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ingestKeysApi } from '../../../api/ingestKeys';
import { useApi } from '../../../app/useApi';
import type { IngestKeyInput } from '../../../domain/schemas/ingestKeys';

const KEY = ['settings', 'ingest-keys'] as const;

/** The industry's ingest keys, with making and revoking one; both refresh the list. */
export function useIngestKeys() {
  const api = useApi(ingestKeysApi);
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.list(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const create = useMutation({
    mutationFn: (input: IngestKeyInput) => api.create(input),
    onSuccess: refresh,
  });
  const revoke = useMutation({ mutationFn: (id: number) => api.revoke(id), onSuccess: refresh });
  return { keys, create, revoke };
}
