import type { LatLng } from '../../../domain/geo';
import { FrameCircle } from '../../components/map/FrameCircle';
import { GeofenceLayer } from '../../components/map/GeofenceLayer';
import { MapView } from '../../components/map/MapView';
import { PinPicker } from '../../components/map/PinPicker';

interface PlantMapProps {
  pin: LatLng | null;
  radiusM: number;
  /** A new value frames the pin and its geofence (first showing, a newly chosen city). */
  frame: number;
  /** Absent: the map only shows the gate. */
  onPick?: (point: LatLng) => void;
  height: number;
}

/** A plant's gate and geofence on a map; its own chunk with MapLibre, loaded when a plant's page needs it. */
export function PlantMap({ pin, radiusM, frame, onPick, height }: PlantMapProps) {
  return (
    <MapView height={height}>
      {pin && radiusM > 0 ? <GeofenceLayer center={pin} radiusM={radiusM} /> : null}
      <PinPicker position={pin} {...(onPick ? { onPick } : {})} />
      <FrameCircle center={pin} radiusM={radiusM} frame={frame} />
    </MapView>
  );
}
