/** Geographic math shared by the server (seed, tracking) and the browser (maps). */

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLng = (b.longitude - a.longitude) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Initial compass bearing from a to b, in degrees clockwise from north (0–360). */
export function bearingDeg(a: LatLng, b: LatLng): number {
  const φ1 = a.latitude * RAD;
  const φ2 = b.latitude * RAD;
  const Δλ = (b.longitude - a.longitude) * RAD;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/** The point a fraction t (0–1) of the way from a to b; linear in degrees, which is exact enough along a road leg. */
export function interpolate(a: LatLng, b: LatLng, t: number): LatLng {
  return {
    latitude: a.latitude + (b.latitude - a.latitude) * t,
    longitude: a.longitude + (b.longitude - a.longitude) * t,
  };
}

/** Length of a polyline in km. */
export function polylineKm(line: readonly LatLng[]): number {
  let km = 0;
  for (let i = 1; i < line.length; i++) km += distanceKm(line[i - 1]!, line[i]!);
  return km;
}

/** The point `km` along a polyline (clamped to its ends) and the bearing of the leg it lies on. */
export function pointAlong(line: readonly LatLng[], km: number): { point: LatLng; bearing: number } {
  if (line.length === 0) throw new Error('pointAlong needs a polyline with at least one point');
  let left = Math.max(0, km);
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const leg = distanceKm(a, b);
    if (left <= leg)
      return { point: interpolate(a, b, leg === 0 ? 0 : left / leg), bearing: bearingDeg(a, b) };
    left -= leg;
  }
  const last = line.at(-1)!;
  const before = line.at(-2) ?? last;
  return { point: last, bearing: bearingDeg(before, last) };
}

export interface PlaceOnLine {
  /** Km from the start of the line to the closest point on it. */
  alongKm: number;
  /** Km from the point to that closest point (how far off the line it is). */
  offKm: number;
}

/**
 * Where a point falls on a polyline: the closest point over all legs. Each leg is projected in a local
 * equirectangular frame (x scaled by cos φ), accurate to metres over the tens of km a road leg spans.
 */
export function placeOnLine(point: LatLng, line: readonly LatLng[]): PlaceOnLine {
  if (line.length === 0) throw new Error('placeOnLine needs a polyline with at least one point');
  if (line.length === 1) return { alongKm: 0, offKm: distanceKm(point, line[0]!) };
  let best: PlaceOnLine = { alongKm: 0, offKm: Number.POSITIVE_INFINITY };
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const cos = Math.cos(((a.latitude + b.latitude) / 2) * RAD);
    const bx = (b.longitude - a.longitude) * cos;
    const by = b.latitude - a.latitude;
    const px = (point.longitude - a.longitude) * cos;
    const py = point.latitude - a.latitude;
    const lengthSq = bx * bx + by * by;
    const t = lengthSq === 0 ? 0 : Math.min(1, Math.max(0, (px * bx + py * by) / lengthSq));
    const closest = interpolate(a, b, t);
    const off = distanceKm(point, closest);
    const leg = distanceKm(a, b);
    if (off < best.offKm) best = { alongKm: walked + leg * t, offKm: off };
    walked += leg;
  }
  return best;
}
