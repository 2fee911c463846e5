import { type LatLng, pointAlong } from '../../src/domain/geo';
import { ROAD_FACTOR, type Route } from '../../src/domain/shortestRoute';

/** A fault a truck carries for the demo, so every alert shows up on the boards. */
export type Fault = 'none' | 'signal_loss' | 'long_stop' | 'detour' | 'short_ewaybill';

export interface Truck {
  orderId: number;
  route: Route;
  /** Road km driven along the route. */
  km: number;
  cruiseKmh: number;
  speedKmh: number;
  /** Sim hours left standing still (rest, food, checks). */
  stopLeftH: number;
  fault: Fault;
}

/** Halts per hour of driving: one every two hours or so, 10–40 minutes each. */
const HALTS_PER_H = 0.5;
const DETOUR_KM = 9;
const RAD = Math.PI / 180;

/** Advances a truck by `hours` of sim time; `random` gives uniform [0,1) draws (seeded in the simulator). */
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
  if (random() < HALTS_PER_H * hours) {
    truck.stopLeftH = (10 + random() * 30) / 60;
    truck.speedKmh = 0;
    return;
  }
  // Speed wanders ±15 % around cruise: ghats, towns, overtaking.
  truck.speedKmh = truck.cruiseKmh * (0.85 + 0.3 * random());
  truck.km = Math.min(truck.route.km, truck.km + truck.speedKmh * hours);
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
