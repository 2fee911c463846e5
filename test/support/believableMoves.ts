import { JUDGED_BEYOND_KM } from '../../src/domain/fixPlausibility';
import { distanceKm, interpolate, type LatLng } from '../../src/domain/geo';
import type { VehicleState } from '../../src/domain/schemas/tracking';

/**
 * A browser test posts fixes seconds apart, so a truck may move only as far as the ingest believes without
 * judging it (src/domain/fixPlausibility.ts: hops up to JUDGED_BEYOND_KM never are). Jumps along the lane
 * would (rightly) be kept off the board as fixes that cannot be true.
 */
export const BELIEVABLE_STEP_KM = JUDGED_BEYOND_KM - 0.5;

/** Where the truck is believed to be: its last fix, else the start of its lane. */
export const believedAt = (vehicle: VehicleState): LatLng => vehicle.lastFix ?? vehicle.origin;

/** The point `steps` believable steps from `from` toward the truck's destination (never past it). */
export function stepsToward(vehicle: VehicleState, from: LatLng, steps: number): LatLng {
  const whole = distanceKm(from, vehicle.destination);
  if (whole === 0) return from;
  const t = Math.min(1, (steps * BELIEVABLE_STEP_KM) / whole);
  return interpolate(from, vehicle.destination, t);
}
