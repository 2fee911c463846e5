import { useQueries } from '@tanstack/react-query';
import { trackingApi } from '../../../api/tracking';
import { useApi } from '../../../app/useApi';
import type { OrderTrack, TrackPoint } from '../../../domain/schemas/tracking';

/** How much of a long trip the player holds in full at a time: at a fix every 10 s, about a thousand fixes. */
export const DETAIL_WINDOW_MS = 3 * 3_600_000;

const NONE: readonly TrackPoint[] = [];
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The fixes the player moves the truck along. A short trip's track is whole already; a long trip's is a sample
 * in time (the server's `simplified`), so the player loads the window it is playing in full, and the next one
 * with it, so that playing on does not wait. Until a window is in, the sample stands in for it.
 */
export function useReplayDetail(
  orderId: number,
  track: OrderTrack | undefined,
  span: { start: number; end: number } | null,
  at: number,
): readonly TrackPoint[] {
  const api = useApi(trackingApi);
  const start = span?.start ?? 0;
  const current =
    track?.simplified && span ? Math.floor((Math.min(at, span.end) - start) / DETAIL_WINDOW_MS) : null;
  const windows = current === null ? [] : [current, current + 1];
  const [playing] = useQueries({
    queries: windows.map((index) => ({
      queryKey: ['tracking', 'track', orderId, 'window', start, index],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.track(orderId, signal, {
          from: iso(start + index * DETAIL_WINDOW_MS),
          to: iso(start + (index + 1) * DETAIL_WINDOW_MS),
        }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  if (!track) return NONE;
  return playing?.data && playing.data.points.length > 0 ? playing.data.points : track.points;
}
