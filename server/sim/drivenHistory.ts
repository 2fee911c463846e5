import type { LatLng } from '../../src/domain/geo';
import type { TollPlaza } from '../../src/domain/tollPlazas';
import { createRandom } from '../db/seed/random';
import type { SimVehicle } from './simFleet';
import { advance, phoneFix, positionOf } from './truckMotion';

export interface DrivenFix extends LatLng {
  at: Date;
  speedKmh: number;
  heading: number;
}

export interface DrivenToll {
  at: Date;
  plaza: TollPlaza;
}

/** What a truck reported from its start until an instant, as its feeds would have sent it. */
export interface DrivenHistory {
  /** GPS fixes, or the driver's phone's; none for a truck tracked by FASTag alone. */
  fixes: DrivenFix[];
  tolls: DrivenToll[];
}

const MINUTE = 60_000;
/**
 * Stored history is coarser than the live feed (GPS every 10 s, phones every minute), so that seeding the demo
 * and starting its fleet stay quick: a fix every 5 minutes still gives each halt (20 minutes and more) several
 * fixes standing, and a fortnight's trip stays under the 5,000 fixes a replay draws whole. Phones are polled
 * every 10 minutes, as SIM tracking services do.
 */
const FIX_EVERY_MINUTES = { gps: 5, sim: 10 } as const;
/** The demo's faults, as they stand at the end of the history: standing 75 minutes, silent for 50. */
const LONG_STOP_FOR_MS = 75 * MINUTE;
const LONG_STOP_HOURS = 4;
const SILENT_FOR_MS = 50 * MINUTE;
/** The speed wander of each truck's history has its own seed, so a trip's history depends on it alone. */
const SEED = 31_337;

/**
 * Drives `vehicle` minute by minute from its trip's start to `until`, as the simulator would have, and answers
 * what its feeds reported on the way: fixes at the feed's pace (standing through every halt) and each toll
 * plaza it crossed. Deterministic: the same vehicle and instant give the same history. The vehicle is left at
 * `until`, ready for the simulator to drive on.
 */
export function driveHistory(vehicle: SimVehicle, until: Date): DrivenHistory {
  const { truck } = vehicle;
  const random = createRandom(SEED + truck.orderId).next;
  const fixes: DrivenFix[] = [];
  const tolls: DrivenToll[] = [];
  const every =
    vehicle.method === 'gps'
      ? FIX_EVERY_MINUTES.gps
      : vehicle.method === 'sim' && vehicle.mobile
        ? FIX_EVERY_MINUTES.sim
        : null;
  const end = until.getTime();
  const longStopAt = truck.fault === 'long_stop' ? end - LONG_STOP_FOR_MS : Number.POSITIVE_INFINITY;
  const silentFrom = truck.fault === 'signal_loss' ? end - SILENT_FOR_MS : Number.POSITIVE_INFINITY;

  for (let t = vehicle.startedAt.getTime(), minute = 0; t <= end; t += MINUTE, minute++) {
    if (t >= longStopAt && truck.stopLeftH === 0 && truck.km < truck.route.km) {
      truck.stopLeftH = LONG_STOP_HOURS;
      truck.speedKmh = 0;
    }
    if (every !== null && minute % every === 0 && t < silentFrom) fixes.push(fixOf(vehicle, t));
    if (t === end) break;
    advance(truck, 1 / 60, random);
    while (vehicle.nextPlaza < vehicle.plazas.length && truck.km >= vehicle.plazas[vehicle.nextPlaza]!.atKm) {
      tolls.push({ at: new Date(t + MINUTE), plaza: vehicle.plazas[vehicle.nextPlaza]!.plaza });
      vehicle.nextPlaza += 1;
    }
  }
  return { fixes, tolls };
}

function fixOf(vehicle: SimVehicle, t: number): DrivenFix {
  const { point, heading } = positionOf(vehicle.truck);
  const place =
    vehicle.method === 'sim'
      ? phoneFix(point, vehicle.truck.orderId)
      : { latitude: Number(point.latitude.toFixed(6)), longitude: Number(point.longitude.toFixed(6)) };
  return {
    at: new Date(t),
    ...place,
    speedKmh: Math.round(vehicle.truck.speedKmh * 10) / 10,
    heading: Math.round(heading),
  };
}
