import { useEffect } from 'react';
import type { LatLng } from '../../../domain/geo';
import { circleBounds } from './circleFeatures';
import { useMapInstance } from './mapLayers';

/**
 * Frames a circle (a geofence) whole each time `frame` changes: when the place first shows, or moves to a
 * newly chosen city. Dragging the pin or changing the radius leaves the view where the user put it.
 */
export function FrameCircle({
  center,
  radiusM,
  frame,
}: {
  center: LatLng | null;
  radiusM: number;
  frame: number;
}) {
  const map = useMapInstance();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new `frame` moves the camera.
  useEffect(() => {
    if (!center) return;
    map.fitBounds(circleBounds(center, Math.max(radiusM, 100)), { padding: 40, maxZoom: 16, duration: 0 });
  }, [map, frame]);
  return null;
}
