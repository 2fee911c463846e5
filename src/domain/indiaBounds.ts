import type { LatLng } from './geo';

/**
 * The box every place in India lies in, islands included: Indira Point (6.75° N) to the Karakoram (37.1° N),
 * Sir Creek (68.1° E) to Kibithu (97.4° E), with a little margin. Coordinates outside it for an Indian city
 * are a typing mistake (swapped latitude and longitude, a dropped digit), never a real place.
 */
export const INDIA_BOUNDS = {
  south: 6.4,
  north: 37.6,
  west: 68,
  east: 97.5,
} as const;

/** Which of a point's two coordinates fall outside India (none, one or both). */
export function outsideIndia(point: LatLng): ('latitude' | 'longitude')[] {
  const off: ('latitude' | 'longitude')[] = [];
  if (point.latitude < INDIA_BOUNDS.south || point.latitude > INDIA_BOUNDS.north) off.push('latitude');
  if (point.longitude < INDIA_BOUNDS.west || point.longitude > INDIA_BOUNDS.east) off.push('longitude');
  return off;
}

/** India's ISO 3166 code, as the countries table keeps it. */
export const INDIA_ISO_CODE = 'IN';
