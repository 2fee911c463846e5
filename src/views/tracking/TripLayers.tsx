import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trackingApi } from '../../api/tracking';
import { useApi } from '../../app/useApi';
import { trackStops } from '../../domain/trackStops';
import { RouteLayer } from '../components/map/RouteLayer';
import { StopsLayer } from '../components/map/StopsLayer';
import { TollsLayer } from '../components/map/TollsLayer';
import { TrackLayer } from '../components/map/TrackLayer';
import { VEHICLES_BOTTOM_LAYER } from '../components/map/VehiclesLayer';

const NONE: readonly never[] = [];
/** The track grows while the truck drives; a minute is fresh enough beside the live dot. */
const REFRESH_MS = 60_000;

/** The selected trip on the map: planned route, the track so far, its stops and its toll crossings. */
export function TripLayers({ orderId }: { orderId: number }) {
  const api = useApi(trackingApi);
  const track = useQuery({
    queryKey: ['tracking', 'track', orderId],
    queryFn: ({ signal }) => api.track(orderId, signal),
    refetchInterval: REFRESH_MS,
  });
  const tolls = useQuery({
    queryKey: ['tracking', 'tolls', orderId],
    queryFn: ({ signal }) => api.tolls(orderId, signal),
    refetchInterval: REFRESH_MS,
  });
  const points = track.data?.points ?? NONE;
  const stops = useMemo(() => trackStops(points), [points]);

  return (
    <>
      <RouteLayer points={track.data?.planned ?? NONE} beneath={VEHICLES_BOTTOM_LAYER} />
      <TrackLayer points={points} beneath={VEHICLES_BOTTOM_LAYER} />
      <StopsLayer stops={stops} beneath={VEHICLES_BOTTOM_LAYER} />
      <TollsLayer tolls={tolls.data?.tolls ?? NONE} beneath={VEHICLES_BOTTOM_LAYER} />
    </>
  );
}
