import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALERT_KINDS, VehicleColumns, VehicleState } from '../../src/domain/schemas/tracking';
import { TRACKING_METHODS } from '../../src/domain/statuses';
import { decodeVehicleColumns, encodeVehicleColumns } from '../../src/domain/vehicleColumns';
import { vehicle } from './vehicleFixture';

/** Through JSON, as the socket and HTTP carry it, and back. */
const roundTrip = (seq: number, vehicles: VehicleState[]) =>
  decodeVehicleColumns(VehicleColumns.parse(JSON.parse(JSON.stringify(encodeVehicleColumns(seq, vehicles)))));

/** What a state reads as after the trip: times in whole seconds, numbers to the precision on the wire. */
const onTheWire = (v: VehicleState): VehicleState => {
  const second = (at: string) => new Date(Math.floor(Date.parse(at) / 1000) * 1000).toISOString();
  // JSON has no negative zero.
  const steps = (n: number, scale: number) => Math.round(n * scale) / scale + 0;
  const place = (p: VehicleState['origin']) => ({
    name: p.name,
    latitude: steps(p.latitude, 1e5),
    longitude: steps(p.longitude, 1e5),
  });
  return {
    ...v,
    pickupAt: second(v.pickupAt),
    origin: place(v.origin),
    destination: place(v.destination),
    lastFix: v.lastFix && {
      ...v.lastFix,
      at: second(v.lastFix.at),
      latitude: steps(v.lastFix.latitude, 1e5),
      longitude: steps(v.lastFix.longitude, 1e5),
      speedKmh: v.lastFix.speedKmh === null ? null : steps(v.lastFix.speedKmh, 10),
      heading: v.lastFix.heading === null ? null : Math.round(v.lastFix.heading),
    },
    progress: steps(v.progress, 1e4),
    distanceLeftKm: steps(v.distanceLeftKm, 10),
    etaAt: v.etaAt && second(v.etaAt),
    lastToll: v.lastToll && { ...v.lastToll, at: second(v.lastToll.at) },
    ewaybill: v.ewaybill && { ...v.ewaybill, validUntil: second(v.ewaybill.validUntil) },
    alerts: ALERT_KINDS.filter((kind) => v.alerts.includes(kind)),
  };
};

const instant = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const name = fc.constantFrom('Jaipur', 'Delhi', 'Alwar', 'Kota Works', 'Shree Logistics', 'नागपुर', '');
const place = fc.record({
  name,
  latitude: fc.double({ min: 6, max: 37, noNaN: true }),
  longitude: fc.double({ min: 68, max: 98, noNaN: true }),
});
const anyVehicle: fc.Arbitrary<VehicleState> = fc.record({
  orderId: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  orderNumber: fc.string(),
  seq: fc.integer({ min: 0, max: 2 ** 40 }),
  direction: fc.constantFrom('inbound', 'outbound'),
  status: fc.constantFrom('in_transit', 'gate_in', 'vehicle_assigned'),
  vehicleNumber: fc.string(),
  transporterName: name,
  plantId: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  plantName: name,
  pickupAt: instant,
  origin: place,
  destination: place,
  trackingMethod: fc.option(fc.constantFrom(...TRACKING_METHODS)),
  lastFix: fc.option(
    fc.record({
      at: instant,
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
      speedKmh: fc.option(fc.double({ min: 0, max: 200, noNaN: true })),
      heading: fc.option(fc.integer({ min: 0, max: 359 })),
      source: fc.constantFrom(...TRACKING_METHODS),
    }),
  ),
  placeName: fc.option(name),
  progress: fc.double({ min: 0, max: 1, noNaN: true }),
  distanceLeftKm: fc.double({ min: 0, max: 5000, noNaN: true }),
  etaAt: fc.option(instant),
  delayMinutes: fc.integer({ min: 0, max: 100_000 }),
  lastToll: fc.option(fc.record({ plazaName: name, at: instant })),
  ewaybill: fc.option(fc.record({ number: fc.string(), validUntil: instant })),
  alerts: fc.uniqueArray(fc.constantFrom(...ALERT_KINDS)),
});

describe('vehicle states on the wire (VehicleColumns)', () => {
  it('gives back every vehicle, in order, to the precision the wire keeps', () => {
    fc.assert(
      fc.property(
        fc.array(anyVehicle, { maxLength: 30 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (list, seq) => {
          const decoded = roundTrip(seq, list);
          expect(decoded.seq).toBe(seq);
          expect(decoded.vehicles).toEqual(list.map(onTheWire));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives back a state exactly when it is already at that precision', () => {
    const at = '2025-01-31T10:15:07.000Z';
    const exact = vehicle({
      pickupAt: at,
      etaAt: at,
      lastFix: { at, latitude: 27.12345, longitude: 76.54321, speedKmh: 52.3, heading: 40, source: 'gps' },
      lastToll: { plazaName: 'Shahjahanpur', at },
      ewaybill: { number: '123456789012', validUntil: at },
      progress: 0.4321,
      distanceLeftKm: 160.7,
      alerts: ['late', 'no_signal'],
    });
    expect(roundTrip(9, [exact]).vehicles).toEqual([{ ...exact, alerts: ['no_signal', 'late'] }]);
  });

  it('carries an empty fleet', () => {
    const wire = encodeVehicleColumns(12, []);
    expect(wire.text).toEqual([]);
    expect(wire.vehicles.orderId).toEqual([]);
    expect(roundTrip(12, [])).toEqual({ seq: 12, vehicles: [] });
  });

  it('carries a vehicle with every optional part missing', () => {
    const bare = vehicle({
      pickupAt: '2025-01-31T04:30:00.000Z',
      trackingMethod: null,
      lastFix: null,
      placeName: null,
      etaAt: null,
      lastToll: null,
      ewaybill: null,
      alerts: [],
    });
    const withFixWithoutSpeed = vehicle({
      orderId: 2,
      pickupAt: '2025-01-31T04:30:00.000Z',
      etaAt: '2025-01-31T14:30:00.000Z',
      ewaybill: { number: '1', validUntil: '2025-02-01T18:30:00.000Z' },
      lastFix: {
        at: '2025-01-31T10:15:00.000Z',
        latitude: 27.5,
        longitude: 76.4,
        speedKmh: null,
        heading: null,
        source: 'sim',
      },
    });
    const decoded = roundTrip(3, [bare, withFixWithoutSpeed]).vehicles;
    expect(decoded).toEqual([bare, withFixWithoutSpeed]);
    for (const v of decoded) expect(VehicleState.safeParse(v).success).toBe(true);
  });

  it('writes each repeated text and place once, and keeps numbers small', () => {
    const trucks = Array.from({ length: 50 }, (_, i) => vehicle({ orderId: i + 1, seq: 100 + i }));
    const wire = encodeVehicleColumns(149, trucks);
    expect(wire.text.filter((t) => t === 'Jaipur Works')).toHaveLength(1);
    expect(wire.places.name).toHaveLength(2);
    expect(wire.vehicles.origin.every((index) => index === 0)).toBe(true);
    expect(wire.vehicles.seqBehind.slice(0, 3)).toEqual([49, 48, 47]);
    expect(wire.vehicles.fixLatitude[0]).toBe(2_750_000);
  });

  it('never throws on a broken column: the vehicle it breaks fails the schema, the others pass', () => {
    const wire = encodeVehicleColumns(
      5,
      [1, 2, 3].map((orderId) => vehicle({ orderId, seq: 5 })),
    );
    wire.vehicles.plantName[1] = 999;
    wire.vehicles.progress.pop();
    const checked = decodeVehicleColumns(wire).vehicles.map((v) => VehicleState.safeParse(v).success);
    expect(checked).toEqual([true, false, false]);
  });
});
