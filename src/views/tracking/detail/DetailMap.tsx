import type { LastFix } from '../../../domain/schemas/tracking';
import { FitToPoints } from '../../components/map/FitToPoints';
import { MapView } from '../../components/map/MapView';
import { VehicleMarkerLayer } from '../../components/map/VehicleMarkerLayer';
import { TripLayers } from '../TripLayers';
import { useOrderTrack } from '../tripQueries';

/** The trip on a map with the truck at its last fix; its own chunk with MapLibre. */
export function DetailMap({
  orderId,
  lastFix,
  vehicleLabel,
}: {
  orderId: number;
  lastFix: LastFix | null;
  vehicleLabel: string;
}) {
  const track = useOrderTrack(orderId);
  const points = track.data?.points ?? [];
  return (
    <MapView>
      <TripLayers orderId={orderId} />
      <VehicleMarkerLayer position={lastFix} label={vehicleLabel} />
      {track.data ? <FitToPoints points={points.length > 1 ? points : track.data.planned} /> : null}
    </MapView>
  );
}
