import { distanceKm, type LatLng } from './geo';

/**
 * Faster than any loaded truck on an Indian highway (the legal limit is 80–100 km/h): a fix that implies more,
 * from the last fix we believed, is the receiver's error (multipath, a cold start, a spoofer), not a drive.
 */
export const MAX_PLAUSIBLE_KMH = 150;
/**
 * Hops up to this far are never judged: over a few seconds, GPS jitter of a few hundred metres implies absurd
 * speeds, yet moves the truck nowhere that matters. Only a jump that would redraw the map is judged.
 */
export const JUDGED_BEYOND_KM = 5;

/** A fix as the rule sees it: where and when. */
export interface TimedFix extends LatLng {
  at: Date;
}

/**
 * Whether `fix` cannot be true given `lastAccepted`, the newest fix of the same vehicle's trip that was itself
 * believed (never an earlier outlier, or one outlier would make the truck's real next fix look like a jump).
 * A jump beyond JUDGED_BEYOND_KM at an implied speed above MAX_PLAUSIBLE_KMH is implausible; so is any such
 * jump with no time between the two fixes. Accuracy is not judged: no fix we store carries it.
 */
export function isImplausibleFix(lastAccepted: TimedFix, fix: TimedFix): boolean {
  const km = distanceKm(lastAccepted, fix);
  if (km <= JUDGED_BEYOND_KM) return false;
  const hours = (fix.at.getTime() - lastAccepted.at.getTime()) / 3_600_000;
  return hours <= 0 || km / hours > MAX_PLAUSIBLE_KMH;
}
