import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../domain/geo';
import { useMapInstance } from './mapLayers';

/** [[west, south], [east, north]] around the points, or null when there are none. */
export function boundsOf(points: readonly LatLng[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    west = Math.min(west, p.longitude);
    east = Math.max(east, p.longitude);
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * Frames a trip once, when its points first arrive (callers pass the planned route until the track has two
 * fixes, so a trip just started is seen whole); later refreshes leave the view where the user put it.
 * Renders nothing.
 */
export function FitToPoints({ points, maxZoom = 11 }: { points: readonly LatLng[]; maxZoom?: number }) {
  const map = useMapInstance();
  const fitted = useRef(false);

  useEffect(() => {
    if (fitted.current) return;
    const bounds = boundsOf(points);
    if (!bounds) return;
    fitted.current = true;
    map.fitBounds(bounds, { padding: 48, maxZoom, duration: 0 });
  }, [map, points, maxZoom]);

  return null;
}
