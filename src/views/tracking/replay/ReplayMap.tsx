import { useMemo } from 'react';
import type { LatLng } from '../../../domain/geo';
import type { OrderTolls, OrderTrack } from '../../../domain/schemas/tracking';
import type { Stop } from '../../../domain/trackStops';
import { FitToPoints } from '../../components/map/FitToPoints';
import { MapView } from '../../components/map/MapView';
import { RouteLayer } from '../../components/map/RouteLayer';
import { StopsLayer } from '../../components/map/StopsLayer';
import { TollsLayer } from '../../components/map/TollsLayer';
import { TrackLayer } from '../../components/map/TrackLayer';
import { VehicleMarkerLayer } from '../../components/map/VehicleMarkerLayer';

interface ReplayMapProps {
  track: OrderTrack;
  tolls: Readonly<OrderTolls['tolls']>;
  stops: readonly Stop[];
  position: LatLng | null;
  vehicleLabel: string;
}

/**
 * Planned route against the driven track, its stops and tolls, and the replayed truck; its own chunk with
 * MapLibre. It opens on the whole of both: the plan shows where the truck is going, the track where it strayed.
 */
export function ReplayMap({ track, tolls, stops, position, vehicleLabel }: ReplayMapProps) {
  const framed = useMemo(() => [...track.planned, ...track.points], [track]);
  return (
    <MapView>
      <RouteLayer points={track.planned} />
      <TrackLayer points={track.points} />
      <StopsLayer stops={stops} />
      <TollsLayer tolls={tolls} />
      <VehicleMarkerLayer position={position} label={vehicleLabel} />
      <FitToPoints points={framed} />
    </MapView>
  );
}
