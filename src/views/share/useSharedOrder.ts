import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Subscription } from 'rxjs';
import { shareApi } from '../../api/share';
import { useApi } from '../../app/useApi';
import type { SharedOrder } from '../../domain/schemas/tracking';
import type { ConnectionState } from '../../streams/connection';
import { openSharedOrderLive } from '../../streams/shareSocket';
import { foldPositionBatch, foldTollCrossed } from './foldShareEvents';
import {
  isFinalShareProblem,
  type ShareProblem,
  shareProblemOfError,
  shareProblemOfSocketError,
} from './shareProblem';

export interface SharedOrderView {
  order: SharedOrder | undefined;
  /** Set once the link turns out dead or unknown, or when nothing could be loaded at all. */
  problem: ShareProblem | null;
  error: Error | null;
  connection: ConnectionState;
  retry: () => void;
}

const shareQueryKey = (token: string) => ['share', token] as const;

/** One piece of live news, as a change to the shared order. */
type Change = (order: SharedOrder) => SharedOrder;

/**
 * One shared order: the public REST snapshot, then the `/share` namespace's news (src/streams) folded into it.
 * A reconnect resyncs from REST (positions are volatile, so some were missed); the server closing the socket
 * (a revoked link) refetches too, and the 410 that follows turns the page into the "expired" state.
 */
export function useSharedOrder(token: string): SharedOrderView {
  const api = useApi(shareApi);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: shareQueryKey(token),
    queryFn: ({ signal }) => api.view(token, signal),
    retry: (failures, error) => !isFinalShareProblem(error) && failures < 2,
    // The socket keeps it current; refetches happen on reconnect only.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [socketProblem, setSocketProblem] = useState<ShareProblem | null>(null);
  const linkValid = query.isSuccess;

  useEffect(() => {
    // A dead or unknown link answers REST first; no socket is opened for it.
    if (!linkValid) return;
    const key = shareQueryKey(token);
    const live = openSharedOrderLive(token);
    const apply = (change: Change) =>
      queryClient.setQueryData<SharedOrder>(key, (order) => (order ? change(order) : order));
    /** The news heard while a resync's snapshot is on its way, which the snapshot may predate. */
    let heardDuringResync: Change[] | null = null;
    const fold = (change: Change) => {
      heardDuringResync?.push(change);
      apply(change);
    };
    // A snapshot asked for before a crossing was stored arrives without it, after the crossing's news: what was
    // heard meanwhile is folded again onto it (each fold takes a change once, so one it holds changes nothing).
    const resync = async () => {
      const heard: Change[] = [];
      heardDuringResync = heard;
      try {
        await queryClient.invalidateQueries({ queryKey: key });
      } finally {
        if (heardDuringResync === heard) heardDuringResync = null;
      }
      for (const change of heard) apply(change);
    };

    let closed = false;
    const subscriptions = new Subscription();
    subscriptions.add(live.connection$.subscribe(setConnection));
    subscriptions.add(
      live.news$.subscribe((news) => {
        switch (news.type) {
          case 'position.batch':
            return fold((order) => foldPositionBatch(order, news.payload));
          case 'toll.crossed':
            return fold((order) => foldTollCrossed(order, news.payload));
          case 'resync':
            return void resync();
          case 'refused': {
            const problem = shareProblemOfSocketError(news.reason);
            if (problem) setSocketProblem(problem);
            return;
          }
          case 'closed':
            // Ask REST whether the link still holds: a 410 turns the page "expired", else connect again.
            return void resync().then(() => {
              if (!closed && queryClient.getQueryState(key)?.status === 'success') live.reconnect();
            });
        }
      }),
    );
    return () => {
      closed = true;
      subscriptions.unsubscribe();
      live.close();
    };
  }, [linkValid, token, queryClient]);

  const restProblem = query.isError ? shareProblemOfError(query.error) : null;
  // A failed refetch over data already shown is a passing fault: keep the trip, the badge says "reconnecting".
  const problem =
    socketProblem ?? (restProblem === 'failed' && query.data !== undefined ? null : restProblem);
  return {
    order: query.data,
    problem,
    error: query.error,
    connection: query.isError && problem === null ? 'disconnected' : connection,
    retry: () => void query.refetch(),
  };
}
