import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppState } from '../../../app/AppStateContext';
import type {
  FeedConnection,
  FeedConnectionCreate,
  FeedConnectionUpdate,
} from '../../../domain/schemas/feedConnections';

const KEY = ['settings', 'feeds'] as const;

/** The industry's feed connections, and the changes that answer one connection as now stored. */
export function useFeedConnections() {
  const { api } = useAppState();
  const queryClient = useQueryClient();
  const connections = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.feedConnections.list(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const create = useMutation({
    mutationFn: (input: FeedConnectionCreate) => api.feedConnections.create(input),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: FeedConnectionUpdate }) =>
      api.feedConnections.update(id, input),
    onSuccess: refresh,
  });
  const check = useMutation({
    mutationFn: (connection: FeedConnection) => api.feedConnections.check(connection.id),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (connection: FeedConnection) => api.feedConnections.remove(connection.id),
    onSuccess: refresh,
  });
  return { connections, create, update, check, remove };
}

export type FeedConnectionActions = Omit<ReturnType<typeof useFeedConnections>, 'connections'>;
