import { useEffect, useRef } from 'react';
import { boundsOf } from './FitToPoints';
import { useMapInstance } from './mapLayers';
import type { ShownVehicles } from './shownVehicles';

/** Up to this many trucks left by a filter are framed; more are a fleet, seen from where the user put the map. */
const FEW_TRUCKS = 10;

/**
 * Frames the trucks a new filter leaves when they are few: a search for one truck zooms to it, a small fleet is
 * seen whole when the board opens. Only a new filter (`since` null) or a map just opened moves the camera: the
 * trucks moving on leave the view where the user put it. Renders nothing.
 */
export function FrameFewTrucks({ vehicles }: { vehicles: ShownVehicles }) {
  const map = useMapInstance();
  const handedOver = useRef(false);

  useEffect(() => {
    // The first trucks a map is handed are news to it too: a phone's map opens after its list was filtered.
    const first = !handedOver.current;
    if (vehicles.ids.length > 0) handedOver.current = true;
    if ((vehicles.since !== null && !first) || vehicles.ids.length > FEW_TRUCKS) return;
    const fixes = vehicles.ids.flatMap((id) => vehicles.shown(id)?.lastFix ?? []);
    const bounds = boundsOf(fixes);
    if (bounds) map.fitBounds(bounds, { padding: 64, maxZoom: 11, duration: 0 });
  }, [map, vehicles]);

  return null;
}
