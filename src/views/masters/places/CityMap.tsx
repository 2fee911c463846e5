import type { LatLng } from '../../../domain/geo';
import { FrameCircle } from '../../components/map/FrameCircle';
import { MapView } from '../../components/map/MapView';
import { PinPicker } from '../../components/map/PinPicker';

/** Around a city's centre: the towns and highways near it in view, so a pin in the wrong place shows. */
const CITY_RADIUS_M = 60_000;

interface CityMapProps {
  pin: LatLng | null;
  /** A new value frames the pin (first showing, coordinates typed in). */
  frame: number;
  onPick: (point: LatLng) => void;
  height: number;
}

/** A city's centre as a pin to click or drag; its own chunk with MapLibre, loaded by the city form. */
export function CityMap({ pin, frame, onPick, height }: CityMapProps) {
  return (
    <MapView height={height}>
      <PinPicker position={pin} onPick={onPick} />
      <FrameCircle center={pin} radiusM={CITY_RADIUS_M} frame={frame} />
    </MapView>
  );
}
