import { useCallback, useMemo } from 'react';
import type { LatLng } from '../../../domain/geo';
import { MarkerLayer } from './MarkerLayer';

/** One truck at a given place (the replayed or last known position), labelled with its number. */
export function VehicleMarkerLayer({ position, label }: { position: LatLng | null; label: string }) {
  const markers = useMemo(() => (position ? [position] : []), [position]);
  const labelOf = useCallback(() => label, [label]);
  return <MarkerLayer id="vehicle-marker" markers={markers} label={labelOf} color="#1971c2" />;
}
