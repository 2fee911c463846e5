import { VehicleState } from 'virtual:precompiled-tracking-schemas';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as shared from '../../src/domain/schemas/tracking';
import { vehicle } from './vehicleFixture';

const outcome = (result: { success: boolean; data?: unknown; error?: { issues: unknown } }) =>
  result.success ? { data: result.data } : { issues: result.error?.issues };

const VEHICLE_KEYS = Object.keys(vehicle()) as (keyof shared.VehicleState)[];

/** A vehicle with one field replaced by any JSON value or removed, and perhaps a field the schema does not know. */
const alteredVehicle = fc
  .record({
    key: fc.constantFrom(...VEHICLE_KEYS),
    value: fc.option(fc.jsonValue(), { nil: undefined }),
    extra: fc.option(fc.jsonValue(), { nil: undefined }),
  })
  .map(({ key, value, extra }) => {
    const raw: Record<string, unknown> = { ...vehicle(), [key]: value };
    if (value === undefined) delete raw[key];
    if (extra !== undefined) raw.note = extra;
    return raw;
  });

describe('precompiled tracking schemas', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks a valid vehicle without walking the shared schema', () => {
    const field = shared.VehicleState.shape.vehicleNumber._zod;
    const walk = vi.spyOn(field, 'run');
    const raw = vehicle({
      alerts: ['late'],
      lastToll: { plazaName: 'Shahjahanpur', at: '2025-01-31T09:00:00Z' },
    });

    expect(VehicleState.parse(raw)).toEqual(raw);
    expect(walk).not.toHaveBeenCalled();

    shared.VehicleState.parse(raw);
    expect(walk).toHaveBeenCalledOnce();
  });

  it('answers as the shared schema does, data and errors alike, whatever one field holds', () => {
    fc.assert(
      fc.property(alteredVehicle, (raw) => {
        expect(outcome(VehicleState.safeParse(raw))).toEqual(outcome(shared.VehicleState.safeParse(raw)));
      }),
      { numRuns: 500 },
    );
  });

  it('drops fields the schema does not know, as the shared schema does', () => {
    const parsed = VehicleState.parse({ ...vehicle(), note: 'kept out' });
    expect(parsed).not.toHaveProperty('note');
  });
});
