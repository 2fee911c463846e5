import { distanceKm, type LatLng } from './geo';

export interface Geofence extends LatLng {
  radiusM: number;
}

/** Metres from the fence's centre, rounded as the gate shows them. */
const metresFrom = (point: LatLng, fence: Geofence) => Math.round(distanceKm(point, fence) * 1000);

/** The one rule of "inside": within the radius, edge included, in whole metres. */
export const insideGeofence = (point: LatLng, fence: Geofence): boolean =>
  metresFrom(point, fence) <= fence.radiusM;

/** Where a truck's last known fix puts it against a plant's geofence; `unknown` when it has no fix at all. */
export type GeofencePosition =
  | { state: 'unknown' }
  | { state: 'inside' | 'outside'; distanceM: number; radiusM: number; fixAt: string };

export function geofencePosition(
  fix: { latitude: number | null; longitude: number | null; at: Date | string | null } | null | undefined,
  fence: Geofence,
): GeofencePosition {
  if (!fix || fix.latitude == null || fix.longitude == null || fix.at === null) return { state: 'unknown' };
  const distanceM = metresFrom({ latitude: fix.latitude, longitude: fix.longitude }, fence);
  return {
    state: distanceM <= fence.radiusM ? 'inside' : 'outside',
    distanceM,
    radiusM: fence.radiusM,
    fixAt: typeof fix.at === 'string' ? fix.at : fix.at.toISOString(),
  };
}
