import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedConnectionsApi } from '../../../api/feedConnections';
import { useApi } from '../../../app/useApi';
import type {
  FeedConnection,
  FeedConnectionCreate,
  FeedConnectionUpdate,
} from '../../../domain/schemas/feedConnections';

const KEY = ['settings', 'feeds'] as const;

/** The industry's feed connections, and the changes that answer one connection as now stored. */
export function useFeedConnections() {
  const api = useApi(feedConnectionsApi);
  const queryClient = useQueryClient();
  const connections = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.list(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const create = useMutation({
    mutationFn: (input: FeedConnectionCreate) => api.create(input),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: FeedConnectionUpdate }) => api.update(id, input),
    onSuccess: refresh,
  });
  const check = useMutation({
    mutationFn: (connection: FeedConnection) => api.check(connection.id),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (connection: FeedConnection) => api.remove(connection.id),
    onSuccess: refresh,
  });
  return { connections, create, update, check, remove };
}

export type FeedConnectionActions = Omit<ReturnType<typeof useFeedConnections>, 'connections'>;
