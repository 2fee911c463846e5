import { useQuery } from '@tanstack/react-query';
import { useAppState } from '../../app/AppStateContext';
import type { Direction } from '../../domain/statuses';

/** A running trip's history grows; a minute is fresh enough for screens that are not the live board. */
const REFRESH_MS = 60_000;

/**
 * Opening a trip's screen always asks again: the board may have fetched the same history moments before the
 * latest fixes came in, and a replay that starts without them looks like a trip with nothing recorded.
 */
const HISTORY = { refetchInterval: REFRESH_MS, staleTime: 0 } as const;

// The same keys as the board's TripLayers, so opening a trip from the board reuses what it already fetched.
export function useOrderTrack(orderId: number) {
  const { api } = useAppState();
  return useQuery({
    queryKey: ['tracking', 'track', orderId],
    queryFn: ({ signal }) => api.tracking.track(orderId, signal),
    ...HISTORY,
  });
}

export function useOrderTolls(orderId: number) {
  const { api } = useAppState();
  return useQuery({
    queryKey: ['tracking', 'tolls', orderId],
    queryFn: ({ signal }) => api.tracking.tolls(orderId, signal),
    ...HISTORY,
  });
}

export function useOrderEvents(orderId: number) {
  const { api } = useAppState();
  return useQuery({
    queryKey: ['tracking', 'events', orderId],
    queryFn: ({ signal }) => api.tracking.events(orderId, signal),
    ...HISTORY,
  });
}

export function useOrderSimFixes(orderId: number) {
  const { api } = useAppState();
  return useQuery({
    queryKey: ['tracking', 'sim-fixes', orderId],
    queryFn: ({ signal }) => api.tracking.simFixes(orderId, signal),
    ...HISTORY,
  });
}

/**
 * The order's derived live state (ETA, e-way bill, alerts) as the board sees it. There is no per-order
 * endpoint for it, so this reads the direction's fleet snapshot; an order off the board (not yet assigned,
 * or delivered) has none.
 */
export function useTrackedVehicle(direction: Direction, orderId: number) {
  const { api } = useAppState();
  return useQuery({
    queryKey: ['tracking', 'fleet-snapshot', direction],
    queryFn: ({ signal }) => api.tracking.fleet(direction, signal),
    refetchInterval: REFRESH_MS,
    select: (snapshot) => snapshot.vehicles.find((vehicle) => vehicle.orderId === orderId) ?? null,
  });
}
