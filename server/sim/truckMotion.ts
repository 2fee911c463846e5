import { type LatLng, pointAlong } from '../../src/domain/geo';
import { ROAD_FACTOR, type Route } from '../../src/domain/shortestRoute';
import type { Random } from '../db/seed/random';

/** A fault a truck carries for the demo, so every alert shows up on the boards. */
export type Fault = 'none' | 'signal_loss' | 'long_stop' | 'detour' | 'short_ewaybill';

/**
 * Why a truck stands: loading at a vendor before an inbound trip, fuel, a meal at a dhaba, a driver's rest,
 * or a breakdown waiting for its repair (the demo's late trucks).
 */
export type HaltKind = 'loading' | 'fuel' | 'meal' | 'rest' | 'repair';
type PlannedHaltKind = Exclude<HaltKind, 'repair'>;

export interface Halt {
  kind: HaltKind;
  /** Road km along the route where the truck stands. */
  atKm: number;
  hours: number;
}

export interface Truck {
  orderId: number;
  route: Route;
  /** Road km driven along the route. */
  km: number;
  cruiseKmh: number;
  speedKmh: number;
  /** Sim hours left standing still (a halt, or the demo's long stop). */
  stopLeftH: number;
  /** The halts of the trip, by km, and the next one to make. */
  halts: readonly Halt[];
  nextHalt: number;
  fault: Fault;
}

const DETOUR_KM = 9;
const RAD = Math.PI / 180;
/** A halt every 170–240 km of road, the kinds in turn: about one every four or five hours of driving. */
const HALT_CYCLE: readonly PlannedHaltKind[] = ['meal', 'fuel', 'rest'];
const HALT_HOURS: Record<PlannedHaltKind, [number, number]> = {
  loading: [1.5, 3],
  fuel: [0.4, 0.65],
  meal: [0.5, 0.75],
  rest: [0.75, 1.25],
};

const hoursOf = (kind: PlannedHaltKind, random: Random) => {
  const [low, high] = HALT_HOURS[kind];
  return low + random.next() * (high - low);
};

/**
 * Where and how long a truck stops on its trip. An inbound truck starts at the vendor's yard, so its trip opens
 * with the loading; an outbound one loaded inside the plant before its gate-out. None stands within 20 km of
 * the destination: the last stretch is driven straight through.
 */
export function plannedHalts(routeKm: number, loadsAtStart: boolean, random: Random): Halt[] {
  const halts: Halt[] = loadsAtStart ? [{ kind: 'loading', atKm: 0, hours: hoursOf('loading', random) }] : [];
  let atKm = 0;
  for (let turn = 0; ; turn++) {
    atKm += 170 + random.next() * 70;
    if (atKm > routeKm - 20) return halts;
    const kind = HALT_CYCLE[turn % HALT_CYCLE.length]!;
    halts.push({ kind, atKm, hours: hoursOf(kind, random) });
  }
}

/** The brisk end of the fleet's 38–50 km/h: a trip takes at least its road km at this pace. */
export const BRISK_KMH = 50;

/** Where on its route a truck that broke down stood for its repair: early, so it is on its way again now. */
const BREAKDOWN_AT_SHARE = 0.2;

/**
 * A truck whose trip began longer ago than its driving and halts take would stand at its destination while
 * its order still says in transit. The demo keeps such trucks on the road as a real one would be: it broke
 * down early in the trip and stood for its repair, so it is part-way again now and late against the plant's
 * SLA. Null for a truck whose trip fits the time since it started.
 */
export function breakdownOf(truck: Truck, startedAt: Date, now: Date, random: Random): Halt | null {
  const drivingH = truck.route.km / truck.cruiseKmh + truck.halts.reduce((sum, h) => sum + h.hours, 0);
  const sinceStartH = (now.getTime() - startedAt.getTime()) / 3_600_000;
  if (sinceStartH < drivingH * 0.85) return null;
  // Between a third and three quarters of the trip is behind it now.
  const drivenH = drivingH * (0.35 + 0.4 * random.next());
  return { kind: 'repair', atKm: truck.route.km * BREAKDOWN_AT_SHARE, hours: sinceStartH - drivenH };
}

/** Advances a truck by `hours` of sim time; `random` gives uniform [0,1) draws (seeded by the caller). */
export function advance(truck: Truck, hours: number, random: () => number): void {
  if (truck.km >= truck.route.km) {
    truck.speedKmh = 0;
    return;
  }
  if (truck.stopLeftH > 0) {
    truck.stopLeftH = Math.max(0, truck.stopLeftH - hours);
    truck.speedKmh = 0;
    return;
  }
  const halt = truck.halts[truck.nextHalt];
  if (halt && truck.km >= halt.atKm) {
    truck.nextHalt += 1;
    truck.stopLeftH = halt.hours;
    truck.speedKmh = 0;
    return;
  }
  // Speed wanders ±15 % around cruise: ghats, towns, overtaking. The truck pulls up at its next halt.
  truck.speedKmh = truck.cruiseKmh * (0.85 + 0.3 * random());
  truck.km = Math.min(truck.route.km, halt?.atKm ?? truck.route.km, truck.km + truck.speedKmh * hours);
}

/** Where the truck is and which way it faces; a detouring truck runs parallel to its route, off it. */
export function positionOf(truck: Truck): { point: LatLng; heading: number } {
  const { point, bearing } = pointAlong(truck.route.polyline, truck.km / ROAD_FACTOR);
  if (truck.fault !== 'detour' || truck.km >= truck.route.km) return { point, heading: bearing };
  const side = ((bearing + 90) % 360) * RAD;
  return {
    point: {
      latitude: point.latitude + (DETOUR_KM / 111) * Math.cos(side),
      longitude: point.longitude + (DETOUR_KM / (111 * Math.cos(point.latitude * RAD))) * Math.sin(side),
    },
    heading: bearing,
  };
}

/** Phones locate by cell towers: a driver's phone reports the truck most of a kilometre off, the same way each time. */
export function phoneFix(point: LatLng, orderId: number): LatLng {
  return {
    latitude: Number((point.latitude + ((orderId % 7) - 3) * 0.002).toFixed(5)),
    longitude: Number((point.longitude + ((orderId % 5) - 2) * 0.002).toFixed(5)),
  };
}
