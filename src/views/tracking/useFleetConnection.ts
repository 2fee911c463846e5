import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { acquireSharedSocket } from '../../api/sharedSocket';
import { useAppState } from '../../app/AppStateContext';
import type { Direction } from '../../domain/statuses';
import { connectionState$ } from '../../streams/connection';
import { createFleetStore, type FleetStore } from '../../streams/fleetStore';
import { syncFleet } from '../../streams/fleetSync';
import { positionBatch$ } from '../../streams/positionBatches';

/**
 * A fleet store for one board, kept in step with the server while the board is open: the session's shared
 * socket (the layout's notification listener already holds it), one snapshot per (re)connect, deltas once per
 * frame. Everything is torn down when the board closes.
 */
export function useFleetConnection(direction: Direction): FleetStore {
  const { api, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  // A new board (direction) or a new session starts from an empty fold; the store holds no resources.
  // biome-ignore lint/correctness/useExhaustiveDependencies: direction and token are the reasons for a new store
  const store = useMemo(() => createFleetStore(), [direction, token]);

  useEffect(() => {
    const { socket, release } = acquireSharedSocket(token);
    const sync = syncFleet(store, {
      direction,
      connection$: connectionState$(socket),
      positionBatch$: positionBatch$(socket),
      fetchSnapshot: (signal) => api.tracking.fleet(direction, signal),
    });
    return () => {
      sync.unsubscribe();
      release();
    };
  }, [api, store, direction, token]);

  return store;
}
