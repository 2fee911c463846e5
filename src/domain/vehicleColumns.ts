import {
  ALERT_KINDS,
  type AlertKind,
  type PositionBatch,
  type VehicleColumns,
  type VehicleState,
} from './schemas/tracking';

/**
 * Vehicle states to and from their wire form (VehicleColumns, schemas/tracking.ts), for the board's snapshot
 * and the socket's position batches alike: the server encodes, src/streams decodes, and nothing between them
 * sees a vehicle object. At 50,000 trucks the snapshot as a list of objects was about 800 bytes a truck, most
 * of it keys and texts repeated on every one (docs/benchmarks.md, "Bytes on the wire").
 */

import { epochSecondsOf, isoString } from './isoTime';
import { ITEMS_PER_PAUSE, runToEnd, type Sliced } from './slicedWork';

const COORDINATE = 1e5;
const TENTHS = 10;
const PROGRESS = 1e4;

type Place = VehicleState['origin'];

/** Integer steps of `1 / scale`; decoded by dividing, which gives back the shortest decimal (28.74123). */
const scaled = (value: number, scale: number) => Math.round(value * scale);
const unscaled = (steps: unknown, scale: number) => (typeof steps === 'number' ? steps / scale : steps);

export function encodeVehicleColumns(seq: number, vehicles: readonly VehicleState[]): VehicleColumns {
  const first = vehicles[0];
  const epoch = first ? epochSecondsOf(first.lastFix?.at ?? first.pickupAt) : 0;
  // Whole seconds down, so a fix decoded is never later than its own copy read elsewhere in full.
  const seconds = (at: string) => epochSecondsOf(at) - epoch;
  const maybeSeconds = (at: string | null | undefined) => (at == null ? null : seconds(at));

  const text: string[] = [];
  const textIndex = new Map<string, number>();
  const word = (value: string) => {
    let index = textIndex.get(value);
    if (index === undefined) {
      index = text.push(value) - 1;
      textIndex.set(value, index);
    }
    return index;
  };
  const maybeWord = (value: string | null | undefined) => (value == null ? null : word(value));

  const places: VehicleColumns['places'] = { name: [], latitude: [], longitude: [] };
  const placeIndex = new Map<string, number>();
  const place = ({ name, latitude, longitude }: Place) => {
    const key = `${name}\u0000${latitude}\u0000${longitude}`;
    let index = placeIndex.get(key);
    if (index === undefined) {
      index = places.name.push(word(name)) - 1;
      places.latitude.push(scaled(latitude, COORDINATE));
      places.longitude.push(scaled(longitude, COORDINATE));
      placeIndex.set(key, index);
    }
    return index;
  };

  const columns: VehicleColumns['vehicles'] = {
    orderId: [],
    orderNumber: [],
    seqBehind: [],
    direction: [],
    status: [],
    vehicleNumber: [],
    transporterName: [],
    plantId: [],
    plantName: [],
    pickupAt: [],
    origin: [],
    destination: [],
    trackingMethod: [],
    fixAt: [],
    fixLatitude: [],
    fixLongitude: [],
    fixSpeed: [],
    fixHeading: [],
    fixSource: [],
    placeName: [],
    progress: [],
    distanceLeft: [],
    etaAt: [],
    delayMinutes: [],
    tollPlaza: [],
    tollAt: [],
    ewaybillNumber: [],
    ewaybillValidUntil: [],
    alerts: [],
  };
  for (const v of vehicles) {
    const fix = v.lastFix;
    columns.orderId.push(v.orderId);
    columns.orderNumber.push(v.orderNumber);
    columns.seqBehind.push(seq - v.seq);
    columns.direction.push(word(v.direction));
    columns.status.push(word(v.status));
    columns.vehicleNumber.push(v.vehicleNumber);
    columns.transporterName.push(word(v.transporterName));
    columns.plantId.push(v.plantId);
    columns.plantName.push(word(v.plantName));
    columns.pickupAt.push(seconds(v.pickupAt));
    columns.origin.push(place(v.origin));
    columns.destination.push(place(v.destination));
    columns.trackingMethod.push(maybeWord(v.trackingMethod));
    columns.fixAt.push(maybeSeconds(fix?.at));
    columns.fixLatitude.push(fix ? scaled(fix.latitude, COORDINATE) : null);
    columns.fixLongitude.push(fix ? scaled(fix.longitude, COORDINATE) : null);
    columns.fixSpeed.push(fix?.speedKmh == null ? null : scaled(fix.speedKmh, TENTHS));
    columns.fixHeading.push(fix?.heading == null ? null : Math.round(fix.heading));
    columns.fixSource.push(maybeWord(fix?.source));
    columns.placeName.push(maybeWord(v.placeName));
    columns.progress.push(scaled(v.progress, PROGRESS));
    columns.distanceLeft.push(scaled(v.distanceLeftKm, TENTHS));
    columns.etaAt.push(maybeSeconds(v.etaAt));
    columns.delayMinutes.push(v.delayMinutes);
    columns.tollPlaza.push(maybeWord(v.lastToll?.plazaName));
    columns.tollAt.push(maybeSeconds(v.lastToll?.at));
    columns.ewaybillNumber.push(v.ewaybill?.number ?? null);
    columns.ewaybillValidUntil.push(maybeSeconds(v.ewaybill?.validUntil));
    columns.alerts.push(alertBits(v.alerts));
  }
  return { seq, epoch, text, places, vehicles: columns };
}

const alertBits = (alerts: readonly AlertKind[]) =>
  alerts.reduce((bits, kind) => bits | (1 << ALERT_KINDS.indexOf(kind)), 0);

/**
 * The vehicles of a wire form whose shape VehicleColumns has checked. Decoding never throws: a column too short
 * or an index outside `text` or `places` leaves a hole (undefined) in that vehicle, which then fails
 * VehicleState, so a reader that checks each vehicle drops that one alone. Times come back as ISO text in
 * whole seconds.
 */
export const decodeVehicleColumns = (wire: VehicleColumns): PositionBatch =>
  runToEnd(decodingVehicleColumns(wire));

/**
 * decodeVehicleColumns with pauses: a snapshot of 50,000 trucks took 0.5–1.3 s to decode in one task, the
 * page frozen meanwhile.
 */
export function* decodingVehicleColumns(wire: VehicleColumns): Sliced<PositionBatch> {
  const { seq, epoch, text, places, vehicles: c } = wire;
  const time = (offset: number | null | undefined) => {
    if (typeof offset !== 'number') return offset;
    const at = new Date((epoch + offset) * 1000);
    return Number.isNaN(at.getTime()) ? undefined : isoString(at);
  };
  const word = (index: number | null | undefined) => (typeof index === 'number' ? text[index] : index);
  // Decoded once and shared by every vehicle that starts or ends there: states are never changed in place.
  const placeList = places.name.map((name, index) => ({
    name: word(name),
    latitude: unscaled(places.latitude[index], COORDINATE),
    longitude: unscaled(places.longitude[index], COORDINATE),
  }));
  const place = (index: number | undefined) => (index === undefined ? undefined : placeList[index]);

  const vehicles: VehicleState[] = [];
  for (let i = 0; i < c.orderId.length; i += 1) {
    const fixAt = c.fixAt[i];
    const tollAt = c.tollAt[i];
    const ewaybillNumber = c.ewaybillNumber[i];
    const behind = c.seqBehind[i];
    const vehicle = {
      orderId: c.orderId[i],
      orderNumber: c.orderNumber[i],
      seq: typeof behind === 'number' ? seq - behind : behind,
      direction: word(c.direction[i]),
      status: word(c.status[i]),
      vehicleNumber: c.vehicleNumber[i],
      transporterName: word(c.transporterName[i]),
      plantId: c.plantId[i],
      plantName: word(c.plantName[i]),
      pickupAt: time(c.pickupAt[i]),
      origin: place(c.origin[i]),
      destination: place(c.destination[i]),
      trackingMethod: word(c.trackingMethod[i]),
      lastFix:
        fixAt === null
          ? null
          : {
              at: time(fixAt),
              latitude: unscaled(c.fixLatitude[i], COORDINATE),
              longitude: unscaled(c.fixLongitude[i], COORDINATE),
              speedKmh: unscaled(c.fixSpeed[i], TENTHS),
              heading: c.fixHeading[i],
              source: word(c.fixSource[i]),
            },
      placeName: word(c.placeName[i]),
      progress: unscaled(c.progress[i], PROGRESS),
      distanceLeftKm: unscaled(c.distanceLeft[i], TENTHS),
      etaAt: time(c.etaAt[i]),
      delayMinutes: c.delayMinutes[i],
      lastToll: tollAt === null ? null : { plazaName: word(c.tollPlaza[i]), at: time(tollAt) },
      ewaybill:
        ewaybillNumber === null
          ? null
          : { number: ewaybillNumber, validUntil: time(c.ewaybillValidUntil[i]) },
      alerts: alertsOf(c.alerts[i]),
    };
    vehicles.push(vehicle as VehicleState);
    if ((i + 1) % ITEMS_PER_PAUSE === 0) yield;
  }
  return { seq, vehicles };
}

const alertsOf = (bits: number | undefined) =>
  bits === undefined ? undefined : ALERT_KINDS.filter((_, i) => (bits & (1 << i)) !== 0);
