import { describe, expect, it } from 'vitest';
import { mayOverrideGeofence } from '../../src/domain/gateSupervisor';
import { checkNetWeight, GATE_WEIGHT_TOLERANCE } from '../../src/domain/gateWeights';
import { geofencePosition } from '../../src/domain/geofence';
import { GatePassInput } from '../../src/domain/schemas/gate';
import { USER_TYPE } from '../../src/domain/userTypes';
import { gateSteps } from '../../src/views/gate/gateSteps';

const satna = { latitude: 24.5854, longitude: 80.8322, radiusM: 500 };
/** A point `km` north of the plant (a degree of latitude is about 111.2 km). */
const north = (km: number, at: string | null = '2026-11-24T10:00:00.000Z') => ({
  latitude: satna.latitude + km / 111.2,
  longitude: satna.longitude,
  at,
});

describe('the net weight against the order', () => {
  it('is quiet within the tolerance and warns beyond it, either way', () => {
    expect(GATE_WEIGHT_TOLERANCE).toBe(0.02);
    expect(checkNetWeight(34_400, 9_000, 25_000)).toMatchObject({
      netKg: 25_400,
      differenceKg: 400,
      beyondTolerance: false,
    });
    expect(checkNetWeight(32_750, 9_000, 25_000)).toMatchObject({
      netKg: 23_750,
      differenceKg: -1_250,
      share: -0.05,
      beyondTolerance: true,
    });
    expect(checkNetWeight(35_000, 9_000, 25_000)?.beyondTolerance).toBe(true);
  });

  it('says nothing until both readings make sense', () => {
    expect(checkNetWeight(30_000, undefined, 25_000)).toBeNull();
    expect(checkNetWeight(undefined, 9_000, 25_000)).toBeNull();
    expect(checkNetWeight(9_000, 9_000, 25_000)).toBeNull();
    expect(checkNetWeight(9_000, 12_000, 25_000)).toBeNull();
  });
});

describe('the shared gate pass schema', () => {
  /** The fields the schema names, each once (a negative reading breaks two of its rules). */
  const fieldsOf = (body: object) => {
    const issues = GatePassInput.safeParse({ vehicleNumber: 'MP19AB1234', ...body }).error?.issues;
    return issues && [...new Set(issues.map((issue) => issue.path.join('.')))];
  };

  it('refuses a tare at or above the gross, negative and absurd readings, by field', () => {
    expect(fieldsOf({ grossWeightKg: 20_000, tareWeightKg: 20_000 })).toEqual(['tareWeightKg']);
    expect(fieldsOf({ grossWeightKg: -1 })).toEqual(['grossWeightKg']);
    expect(fieldsOf({ tareWeightKg: 250_000 })).toEqual(['tareWeightKg']);
    expect(fieldsOf({ overrideNote: ' ok ' })).toEqual(['overrideNote']);
    expect(
      fieldsOf({ grossWeightKg: 34_000, tareWeightKg: 9_000, overrideNote: 'GPS faulty' }),
    ).toBeUndefined();
  });
});

describe('the geofence', () => {
  it('places a fix inside or outside the radius, and a truck without one nowhere', () => {
    expect(geofencePosition(north(0.3), satna)).toMatchObject({ state: 'inside', radiusM: 500 });
    const far = geofencePosition(north(20), satna);
    expect(far.state).toBe('outside');
    expect(far.state !== 'unknown' && Math.abs(far.distanceM - 20_000)).toBeLessThan(50);
    expect(geofencePosition(null, satna)).toEqual({ state: 'unknown' });
    expect(geofencePosition({ latitude: null, longitude: null, at: null }, satna)).toEqual({
      state: 'unknown',
    });
  });

  it('may be overridden by the owner or whoever may edit plants, not by a gate keeper', () => {
    expect(mayOverrideGeofence(USER_TYPE.owner, [])).toBe(true);
    expect(mayOverrideGeofence(USER_TYPE.staff, ['list-outbound-order', 'edit-plant'])).toBe(true);
    expect(mayOverrideGeofence(USER_TYPE.plantUser, ['edit-plant'])).toBe(true);
    expect(mayOverrideGeofence(USER_TYPE.staff, ['list-outbound-order', 'list-plant'])).toBe(false);
  });
});

describe('the gate steps a row offers', () => {
  const row = (status: Parameters<typeof gateSteps>[0]['status']) => ({
    status,
    vehicleNumber: 'MP19AB1234',
  });

  it('follows the order machine: in, then loading or unloading, then out', () => {
    expect(gateSteps(row('vehicle_assigned'), 'outbound')).toEqual(['in']);
    expect(gateSteps(row('at_gate'), 'outbound')).toEqual(['in']);
    expect(gateSteps(row('gate_in'), 'outbound')).toEqual(['cargo', 'out']);
    expect(gateSteps(row('loading'), 'outbound')).toEqual(['out']);
    expect(gateSteps(row('in_transit'), 'inbound')).toEqual(['in']);
    expect(gateSteps(row('unloading'), 'inbound')).toEqual(['out']);
    expect(gateSteps({ status: 'vehicle_assigned', vehicleNumber: null }, 'outbound')).toEqual([]);
  });
});
