import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { trackingApi } from '../../api/tracking';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import type { OrderTrack, VehicleState } from '../../domain/schemas/tracking';
import type { OrderNews } from '../../streams/orderNews';
import { useOrderLive } from '../../streams/useOrderLive';

/**
 * Opening a trip's screen always asks again: the board may have fetched the same history moments before the
 * latest fixes came in, and a replay that starts without them looks like a trip with nothing recorded. After
 * that the order's news keeps it current (useLiveTrip); only a live trip's summary is polled (useTripSummary).
 */
const HISTORY = { staleTime: 0 } as const;

// The same keys as the board's TripLayers, so opening a trip from the board reuses what it already fetched.
export function useOrderTrack(orderId: number) {
  const api = useApi(trackingApi);
  return useQuery({
    queryKey: ['tracking', 'track', orderId],
    queryFn: ({ signal }) => api.track(orderId, signal),
    ...HISTORY,
  });
}

export function useOrderTolls(orderId: number) {
  const api = useApi(trackingApi);
  return useQuery({
    queryKey: ['tracking', 'tolls', orderId],
    queryFn: ({ signal }) => api.tolls(orderId, signal),
    ...HISTORY,
  });
}

export function useOrderEvents(orderId: number) {
  const api = useApi(trackingApi);
  return useQuery({
    queryKey: ['tracking', 'events', orderId],
    queryFn: ({ signal }) => api.events(orderId, signal),
    ...HISTORY,
  });
}

/** A live trip's summary is worked out again this often: it reads every fix, so not at each one. */
const LIVE_SUMMARY_MS = 60_000;

/** The trip's distance, times, speeds and stops; `live` while the truck is on the road, so they grow with it. */
export function useTripSummary(orderId: number, live: boolean) {
  const api = useApi(trackingApi);
  return useQuery({
    queryKey: ['tracking', 'summary', orderId],
    queryFn: ({ signal }) => api.summary(orderId, signal),
    ...HISTORY,
    refetchInterval: live ? LIVE_SUMMARY_MS : false,
  });
}

export function useOrderSimFixes(orderId: number) {
  const api = useApi(trackingApi);
  return useQuery({
    queryKey: ['tracking', 'sim-fixes', orderId],
    queryFn: ({ signal }) => api.simFixes(orderId, signal),
    ...HISTORY,
  });
}

/** The trip's cached history of one kind: ['tracking', kind, orderId, …]. */
const invalidateTrip = (queryClient: QueryClient, orderId: number, kinds: readonly string[]) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'tracking' && queryKey[2] === orderId && kinds.includes(String(queryKey[1])),
  });

const ALL_HISTORY = [
  'track',
  'tolls',
  'events',
  'summary',
  'sim-fixes',
  'toll-list',
  'sim-fix-list',
] as const;

/** The drawn track goes on with the vehicle's new fix, rather than the whole trip being fetched again. */
function extendTrack(track: OrderTrack | undefined, vehicle: VehicleState): OrderTrack | undefined {
  const fix = vehicle.lastFix;
  const last = track?.points.at(-1);
  if (!track || !fix || (last && last.at >= fix.at)) return track;
  return { ...track, points: [...track.points, fix] };
}

/**
 * The order's live state (position, ETA, e-way bill, alerts) as the board sees it, from the order's own stream
 * (its snapshot, then its room's deltas; src/streams/orderNews.ts); an order off the board (not yet assigned,
 * or delivered) has no vehicle. Its news refreshes exactly the history it changes: a toll its tolls and
 * timeline, an e-way bill change or an alert the timeline, a fix the track, a reconnect all of it.
 */
export function useLiveTrip(orderId: number) {
  const { session } = useAppState();
  const api = useApi(trackingApi);
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();
  return useOrderLive(token, orderId, api.orderLive, (news: Exclude<OrderNews, { type: 'state' }>) => {
    switch (news.type) {
      case 'moved':
        queryClient.setQueryData<OrderTrack>(['tracking', 'track', orderId], (track) =>
          extendTrack(track, news.vehicle),
        );
        if (news.vehicle.lastFix?.source === 'sim')
          return void invalidateTrip(queryClient, orderId, ['sim-fixes', 'sim-fix-list']);
        return;
      case 'toll.crossed':
        return void invalidateTrip(queryClient, orderId, ['tolls', 'toll-list', 'events']);
      case 'ewaybill.updated':
      case 'alert.raised':
        return void invalidateTrip(queryClient, orderId, ['events']);
      case 'resync':
        return void invalidateTrip(queryClient, orderId, ALL_HISTORY);
    }
  });
}
