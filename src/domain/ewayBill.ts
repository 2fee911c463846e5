/**
 * E-way bill validity (CGST Rule 138(10)): for regular cargo one day per 200 km or part of it. A day runs
 * to midnight of the following day, but this app keeps to whole 24-hour periods from generation, which is
 * never later than the portal's expiry. Extension is allowed from 8 hours before to 8 hours after expiry.
 */
export const KM_PER_VALIDITY_DAY = 200;
export const EXTENSION_WINDOW_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export function validityDays(distanceKm: number): number {
  return Math.max(1, Math.ceil(distanceKm / KM_PER_VALIDITY_DAY));
}

export function validUntil(generatedAt: Date, distanceKm: number): Date {
  return new Date(generatedAt.getTime() + validityDays(distanceKm) * DAY_MS);
}

/** Whether the bill may be extended at `now`. */
export function canExtend(expiry: Date, now: Date): boolean {
  const t = now.getTime();
  return t >= expiry.getTime() - EXTENSION_WINDOW_MS && t <= expiry.getTime() + EXTENSION_WINDOW_MS;
}
