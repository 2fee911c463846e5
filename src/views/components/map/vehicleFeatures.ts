import type { Feature, Point } from 'geojson';
import type { GeoJSONFeatureDiff, GeoJSONSourceDiff } from 'maplibre-gl';
import type { LatLng } from '../../../domain/geo';
import type { AlertKind, VehicleState } from '../../../domain/schemas/tracking';
import { ITEMS_PER_PAUSE, type Sliced } from '../../../domain/slicedWork';

/** 0 fine, 1 needs a look (stopped long, running late), 2 needs action (no signal, off route, permit expiring). */
export type AlertSeverity = 0 | 1 | 2;
const ACTION_ALERTS: readonly AlertKind[] = ['no_signal', 'off_route', 'eway_bill_expiring'];

export const alertSeverity = (alerts: readonly AlertKind[]): AlertSeverity => {
  if (alerts.some((alert) => ACTION_ALERTS.includes(alert))) return 2;
  return alerts.length > 0 ? 1 : 0;
};

/** What the fleet's layers draw with; the feature id is the order id. Nothing else crosses to the map's worker. */
export interface VehicleProps {
  vehicleNumber: string;
  severity: AlertSeverity;
}

export type VehicleFeature = Feature<Point, VehicleProps> & { id: number };

const pointOf = (vehicle: VehicleState): Point | null =>
  vehicle.lastFix
    ? { type: 'Point', coordinates: [vehicle.lastFix.longitude, vehicle.lastFix.latitude] }
    : null;

const propsOf = (vehicle: VehicleState): VehicleProps => ({
  vehicleNumber: vehicle.vehicleNumber,
  severity: alertSeverity(vehicle.alerts),
});

/** A vehicle as a map feature whose id is its order id; null before its first fix (it has no place yet). */
export function vehicleFeature(vehicle: VehicleState): VehicleFeature | null {
  const geometry = pointOf(vehicle);
  return geometry ? { type: 'Feature', id: vehicle.orderId, geometry, properties: propsOf(vehicle) } : null;
}

/** From this many trucks on, the map takes the fleet every other board refresh. */
export const LARGE_FLEET = 5_000;

/**
 * How long the map waits between two fleet updates. Every update makes MapLibre re-cut every tile in view and
 * redraw (settledRedrawMap.ts); on a software-rendered browser a redraw holds the main thread while it is read
 * back, up to tens of milliseconds on a busy machine, and a large fleet moves enough trucks per second to touch
 * every tile. Halving the redraws there costs a truck's dot at most one more second of lag; the board's rows
 * still show each fix as it arrives. A smaller fleet's map takes every refresh (the board refreshes at most
 * once a second) at once.
 */
export const vehiclePushIntervalMs = (fleetSize: number): number => (fleetSize >= LARGE_FLEET ? 2_000 : 0);

/** What the map's source holds: the state object each feature was built from, by order id. */
export type PushedVehicles = Map<number, VehicleState>;

/**
 * A moved vehicle's update: its new place and only the properties that changed. Every update crosses to the
 * map's worker by structured clone, and thousands of them a second add up on the page's main thread.
 */
function featureUpdate(before: VehicleProps, after: VehicleFeature): GeoJSONFeatureDiff {
  const changed = (Object.keys(after.properties) as (keyof VehicleProps)[])
    .filter((key) => after.properties[key] !== before[key])
    .map((key) => ({ key, value: after.properties[key] }));
  return {
    id: after.id,
    newGeometry: after.geometry,
    ...(changed.length > 0 ? { addOrUpdateProperties: changed } : {}),
  };
}

/** MapLibre's tiles are 512 pixels wide: at `zoom`, the 360° of longitude span 512 × 2^zoom pixels. */
export const degreesPerPixel = (zoom: number): number => 360 / (512 * 2 ** zoom);

/**
 * Whether a dot drawn at `from` lands on another pixel at `to`, a pixel being `pixelDegrees` of longitude wide;
 * on the map a degree of latitude is longer by 1 / cos(latitude), so a pixel is fewer degrees of it.
 */
function movesOnScreen(from: LatLng, to: LatLng, pixelDegrees: number): boolean {
  const across = (to.longitude - from.longitude) / pixelDegrees;
  const up = (to.latitude - from.latitude) / (pixelDegrees * Math.cos((from.latitude * Math.PI) / 180));
  return across * across + up * up >= 1;
}

/**
 * Whether the map would draw `after` as it draws `before`: under a pixel away, the same colour and number.
 * Read off the states themselves, before any feature is built: most of a large fleet's moves end here.
 */
const drawnAlike = (before: VehicleState, after: VehicleState, pixelDegrees: number): boolean =>
  before.lastFix !== null &&
  after.lastFix !== null &&
  before.vehicleNumber === after.vehicleNumber &&
  !movesOnScreen(before.lastFix, after.lastFix, pixelDegrees) &&
  alertSeverity(before.alerts) === alertSeverity(after.alerts);

/**
 * The change that takes the source from `pushed` to what `shown` answers, for the order ids in `lookAt` (the
 * trucks that changed since the last push: looking at every truck of a large fleet was a long task of its
 * own); `pushed` is brought up to date in place. The fleet store keeps a vehicle's object when it did not
 * change, so an identity check finds the changed ones without comparing fields. Null when nothing changed.
 * Sliced (it pauses every few hundred trucks): the map's first fill looks at every truck, and at 50,000 building
 * their features in one go was a long task.
 *
 * With `pixelDegrees` (a pixel's width at the map's zoom, `degreesPerPixel`), a truck that moved less than a
 * pixel and whose colour and number are unchanged is left where the map draws it, and `pushed` keeps the state
 * it was drawn from, so its later moves add up from there. Zoomed out over India a pixel is kilometres, and a
 * fix every 10 s moves a truck a few hundred metres: most of a large fleet's updates would change no pixel, yet
 * each crosses to the map's worker and makes its tiles be cut again. Zooming in, the map looks at every truck
 * again (VehiclesLayer.tsx).
 */
export function* vehicleDiff(
  pushed: PushedVehicles,
  lookAt: Iterable<number>,
  shown: (orderId: number) => VehicleState | undefined,
  pixelDegrees = 0,
): Sliced<GeoJSONSourceDiff | null> {
  const add: VehicleFeature[] = [];
  const update: GeoJSONFeatureDiff[] = [];
  const remove: number[] = [];
  let looked = 0;
  for (const orderId of lookAt) {
    if (++looked % ITEMS_PER_PAUSE === 0) yield;
    const before = pushed.get(orderId);
    const vehicle = shown(orderId);
    if (vehicle === before) continue;
    // A truck off the board, or before its first fix, has no place on the map.
    if (!vehicle?.lastFix) {
      if (before !== undefined) {
        pushed.delete(orderId);
        remove.push(orderId);
      }
      continue;
    }
    if (before !== undefined && pixelDegrees > 0 && drawnAlike(before, vehicle, pixelDegrees)) continue;
    const feature = vehicleFeature(vehicle)!;
    pushed.set(orderId, vehicle);
    if (before === undefined) add.push(feature);
    else update.push(featureUpdate(propsOf(before), feature));
  }
  return add.length === 0 && update.length === 0 && remove.length === 0 ? null : { add, update, remove };
}
