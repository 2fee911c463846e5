import { useQuery } from '@tanstack/react-query';
import { trackingApi } from '../../../api/tracking';
import { useApi } from '../../../app/useApi';

/**
 * The fixes of a part of a trip the supervisor picked (every one, up to the bound of a replay's answer); idle
 * while the replay is the whole trip. A finished part does not change, so it is fetched once.
 */
export function useTripPart(orderId: number, part: { from: string; to: string } | null) {
  const api = useApi(trackingApi);
  return useQuery({
    queryKey: ['tracking', 'track', orderId, 'part', part?.from, part?.to],
    queryFn: ({ signal }) => api.track(orderId, signal, part ?? undefined),
    enabled: part !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
