import type { FeatureCollection, Polygon } from 'geojson';
import type { LatLng } from '../../../domain/geo';

/** The mean radius of the Earth, as `distanceKm` (src/domain/geo.ts) measures. */
const EARTH_RADIUS_M = 6_371_000;
const RADIANS = Math.PI / 180;

/** The point `distanceM` from `center` on the bearing `bearingDeg` (great-circle, exact for any radius). */
export function destination(center: LatLng, distanceM: number, bearingDeg: number): LatLng {
  const angle = distanceM / EARTH_RADIUS_M;
  const bearing = bearingDeg * RADIANS;
  const lat1 = center.latitude * RADIANS;
  const lng1 = center.longitude * RADIANS;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: lat2 / RADIANS, longitude: lng2 / RADIANS };
}

/** A circle on the ground (a geofence) as a closed polygon of `steps` sides; nothing for no radius. */
export function circleCollection(center: LatLng, radiusM: number, steps = 64): FeatureCollection<Polygon> {
  if (!(radiusM > 0)) return { type: 'FeatureCollection', features: [] };
  const ring: [number, number][] = [];
  for (let i = 0; i < steps; i++) {
    const p = destination(center, radiusM, (360 * i) / steps);
    ring.push([p.longitude, p.latitude]);
  }
  ring.push(ring[0]!);
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: {} }],
  };
}

/** [[west, south], [east, north]] around the circle, to frame it whole. */
export function circleBounds(center: LatLng, radiusM: number): [[number, number], [number, number]] {
  const north = destination(center, radiusM, 0).latitude;
  const south = destination(center, radiusM, 180).latitude;
  const east = destination(center, radiusM, 90).longitude;
  const west = destination(center, radiusM, 270).longitude;
  return [
    [west, south],
    [east, north],
  ];
}
