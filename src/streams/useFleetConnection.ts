import { useEffect, useMemo } from 'react';
import type { Direction } from '../domain/statuses';
import { createFleetStore, type FleetStore } from './fleetStore';
import { syncFleet } from './fleetSync';
import { positionBatch$ } from './positionBatches';
import { withAppSocket } from './withAppSocket';

/**
 * A fleet store for one board, kept in step with the server while the board is open: the session's shared
 * socket (the layout's notification listener already holds it), one snapshot per (re)connect, deltas once per
 * frame. Everything is torn down when the board closes.
 */
export function useFleetConnection(
  token: string,
  direction: Direction,
  fetchSnapshot: (direction: Direction, signal: AbortSignal) => Promise<unknown>,
): FleetStore {
  // A new board (direction) or a new session starts from an empty fold; the store holds no resources.
  // biome-ignore lint/correctness/useExhaustiveDependencies: direction and token are the reasons for a new store
  const store = useMemo(() => createFleetStore(), [direction, token]);

  useEffect(() => {
    return withAppSocket(token, ({ socket, connection$ }) => {
      const sync = syncFleet(store, {
        direction,
        connection$,
        positionBatch$: positionBatch$(socket),
        fetchSnapshot: (signal) => fetchSnapshot(direction, signal),
      });
      return () => sync.unsubscribe();
    });
  }, [store, direction, token, fetchSnapshot]);

  return store;
}
