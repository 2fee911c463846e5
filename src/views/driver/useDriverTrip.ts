import { useQuery } from '@tanstack/react-query';
import { driverApi } from '../../api/driver';
import { useApi } from '../../app/useApi';
import { shareProblemOfError } from '../share/shareProblem';

export const driverTripKey = (token: string) => ['driver', token] as const;

/** The trip behind the link; an ended or unknown link is not retried, a network fault is. */
export function useDriverTrip(token: string) {
  const api = useApi(driverApi);
  return useQuery({
    queryKey: driverTripKey(token),
    queryFn: ({ signal }) => api.trip(token, signal),
    retry: (failures, error) => shareProblemOfError(error) === 'failed' && failures < 2,
    // The plant moves the order too (gate-in, gate-out): the buttons follow within a minute.
    refetchInterval: 60_000,
  });
}
