import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Subscription } from 'rxjs';
import { openShareSocket } from '../../api/shareSocket';
import { useAppState } from '../../app/AppStateContext';
import type { SharedOrder } from '../../domain/schemas/tracking';
import { TRACKING_EVENTS } from '../../domain/trackingEvents';
import { connectionState$ } from '../../streams/connection';
import { trackingEvent$ } from '../../streams/events';
import { foldPositionBatch, foldTollCrossed } from './foldShareEvents';
import {
  isFinalShareProblem,
  type ShareProblem,
  shareProblemOfError,
  shareProblemOfSocketError,
} from './shareProblem';

/** "connecting" until the first handshake; "reconnecting" after a drop, while socket.io tries again. */
export type ShareConnection = 'connecting' | 'live' | 'reconnecting';

export interface SharedOrderView {
  order: SharedOrder | undefined;
  /** Set once the link turns out dead or unknown, or when nothing could be loaded at all. */
  problem: ShareProblem | null;
  error: Error | null;
  connection: ShareConnection;
  retry: () => void;
}

const shareQueryKey = (token: string) => ['share', token] as const;

/**
 * One shared order: the public REST snapshot, then the `/share` namespace's events folded into it. A reconnect
 * resyncs from REST (positions are volatile, so some were missed); the server closing the socket (a revoked
 * link) refetches too, and the 410 that follows turns the page into the "expired" state.
 */
export function useSharedOrder(token: string): SharedOrderView {
  const { api } = useAppState();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: shareQueryKey(token),
    queryFn: ({ signal }) => api.share.view(token, signal),
    retry: (failures, error) => !isFinalShareProblem(error) && failures < 2,
    // The socket keeps it current; refetches happen on reconnect only.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [connection, setConnection] = useState<ShareConnection>('connecting');
  const [socketProblem, setSocketProblem] = useState<ShareProblem | null>(null);
  const linkValid = query.isSuccess;

  useEffect(() => {
    // A dead or unknown link answers REST first; no socket is opened for it.
    if (!linkValid) return;
    const key = shareQueryKey(token);
    const socket = openShareSocket(token);
    const resync = () => queryClient.invalidateQueries({ queryKey: key });
    const fold = (change: (order: SharedOrder) => SharedOrder) =>
      queryClient.setQueryData<SharedOrder>(key, (order) => (order ? change(order) : order));

    let dropped = false;
    let closed = false;
    const subscriptions = new Subscription();
    subscriptions.add(
      connectionState$(socket).subscribe((state) => {
        if (state === 'connected') {
          if (dropped) void resync();
          setConnection('live');
        } else if (state === 'disconnected') {
          dropped = true;
          setConnection('reconnecting');
        }
      }),
    );
    subscriptions.add(
      trackingEvent$(socket, TRACKING_EVENTS.positionBatch).subscribe((batch) =>
        fold((order) => foldPositionBatch(order, batch)),
      ),
    );
    subscriptions.add(
      trackingEvent$(socket, TRACKING_EVENTS.tollCrossed).subscribe((toll) =>
        fold((order) => foldTollCrossed(order, toll)),
      ),
    );
    const onConnectError = (error: Error) => {
      const problem = shareProblemOfSocketError(error.message);
      if (problem) setSocketProblem(problem);
    };
    // socket.io does not reconnect after the server closed the socket: ask REST whether the link still holds.
    const onDisconnect = (reason: string) => {
      if (reason !== 'io server disconnect') return;
      void resync().then(() => {
        if (!closed && queryClient.getQueryState(key)?.status === 'success') socket.connect();
      });
    };
    socket.on('connect_error', onConnectError);
    socket.on('disconnect', onDisconnect);
    return () => {
      closed = true;
      subscriptions.unsubscribe();
      socket.off('connect_error', onConnectError);
      socket.off('disconnect', onDisconnect);
      socket.disconnect();
    };
  }, [linkValid, token, queryClient]);

  const restProblem = query.isError ? shareProblemOfError(query.error) : null;
  // A failed refetch over data already shown is a passing fault: keep the trip, the banner says "reconnecting".
  const problem =
    socketProblem ?? (restProblem === 'failed' && query.data !== undefined ? null : restProblem);
  return {
    order: query.data,
    problem,
    error: query.error,
    connection: query.isError && problem === null ? 'reconnecting' : connection,
    retry: () => void query.refetch(),
  };
}
