import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AwardInput, BidInput } from '../../src/domain/schemas/bids';
import { CitySearchQuery } from '../../src/domain/schemas/formOptions';
import { GatePassInput } from '../../src/domain/schemas/gate';
import { ListQuery } from '../../src/domain/schemas/list';
import { OfflineOrderInput, ReasonInput } from '../../src/domain/schemas/orders';
import { RequestInput } from '../../src/domain/schemas/requests';
import { INT32_MAX, idParam } from '../../src/domain/schemas/storable';
import { TimeRangeQuery } from '../../src/domain/schemas/trackingQueries';

/** The first message a schema gives `field` for `value`, or undefined when the field passes. */
const messageFor = (schema: z.ZodType, value: unknown, field: string) =>
  schema.safeParse(value).error?.issues.find((issue) => issue.path.join('.') === field)?.message;

const request = {
  direction: 'outbound',
  plantId: 1,
  clientId: 2,
  pickupAddress: 'Gate 1, Satna',
  pickupCityId: 3,
  dropOffs: [{ address: 'Depot, Rewa', cityId: 4 }],
  productId: 5,
  quantity: 100,
  weightKg: 20_000,
  vehicleType: '20 ft container',
  vehicleCount: 2,
  pickupAt: '2026-03-10T10:00:00+05:30',
  biddingStartsAt: '2026-03-01T10:00:00+05:30',
  biddingEndsAt: '2026-03-02T10:00:00+05:30',
  ceilingInr: 45_000,
  transporterIds: [6],
};

const offlineOrder = {
  direction: 'outbound',
  plantId: 1,
  transporterId: 2,
  clientId: 3,
  originCityId: 4,
  destinationCityId: 5,
  weightKg: 1_000,
  freightInr: 12_000,
  pickupAt: '2026-03-10T10:00:00+05:30',
};

describe('request schemas refuse what the database cannot store, in the forms’ words', () => {
  it('accept the values a form sends', () => {
    expect(RequestInput.safeParse(request).success).toBe(true);
    expect(OfflineOrderInput.safeParse(offlineOrder).success).toBe(true);
  });

  it('take ids up to 2³¹−1, in bodies, paths and queries alike', () => {
    expect(messageFor(OfflineOrderInput, { ...offlineOrder, plantId: INT32_MAX }, 'plantId')).toBeUndefined();
    expect(messageFor(OfflineOrderInput, { ...offlineOrder, plantId: INT32_MAX + 1 }, 'plantId')).toBe(
      'Choose the plant',
    );
    expect(
      messageFor(RequestInput, { ...request, transporterIds: [2 ** 31] }, 'transporterIds.0'),
    ).toBeDefined();
    expect(
      messageFor(AwardInput, { awards: [{ bidId: 2 ** 31, vehicles: 1 }] }, 'awards.0.bidId'),
    ).toBeDefined();
    expect(idParam.safeParse('2147483647').data).toBe(INT32_MAX);
    expect(idParam.safeParse('2147483648').success).toBe(false);
    expect(messageFor(ListQuery, { plant: '4294967296' }, 'plant')).toBeDefined();
    expect(messageFor(CitySearchQuery, { ids: '1,2147483648' }, 'ids.1')).toBeDefined();
  });

  it('take only dates that exist, between 2000 and 2099', () => {
    const dateMessage = 'Use a real date between 2000 and 2099 as YYYY-MM-DD';
    for (const date of ['2026-13-45', '0000-00-00', '2026-02-30', '1999-12-31', '2100-01-01'])
      expect(messageFor(ListQuery, { from: date }, 'from')).toBe(dateMessage);
    expect(messageFor(ListQuery, { from: '2028-02-29' }, 'from')).toBeUndefined();
    expect(messageFor(TimeRangeQuery, { from: '1969-12-31T23:59:59Z' }, 'from')).toBeDefined();
    for (const pickupAt of ['1900-01-01T10:00:00Z', '9999-12-31T10:00:00Z', '2026-02-30T10:00:00Z'])
      expect(messageFor(OfflineOrderInput, { ...offlineOrder, pickupAt }, 'pickupAt')).toBe(
        'Pickup must be a date and time',
      );
  });

  it('check dates against each other only once each is a date, whatever a client sends in its place', () => {
    // A date check reading an array 5,000 deep would overflow the stack converting it to a string.
    let deep: unknown = '2026-12-01T10:00:00Z';
    for (let depth = 0; depth < 5_000; depth++) deep = [deep];
    expect(messageFor(RequestInput, { ...request, pickupAt: deep }, 'pickupAt')).toBe(
      'Pickup must be a date and time',
    );
    // The cross-field checks still run beside another field's error, so a form names every problem at once.
    const early = { ...request, pickupAt: '2026-03-01T10:00:00+05:30', weightKg: -1 };
    const fields = RequestInput.safeParse(early).error?.issues.map((issue) => issue.path[0]);
    expect(new Set(fields)).toEqual(new Set(['pickupAt', 'weightKg']));
  });

  it('bound every number by what the business allows, and never store a subnormal', () => {
    expect(messageFor(RequestInput, { ...request, quantity: 1e308 }, 'quantity')).toBe(
      'Quantity must be at most 10,00,000',
    );
    expect(messageFor(RequestInput, { ...request, weightKg: 1e-320 }, 'weightKg')).toBe(
      'This number is too close to zero to store: use 0 or a larger value',
    );
    expect(messageFor(RequestInput, { ...request, weightKg: -1 }, 'weightKg')).toBe(
      'Weight must be more than 0',
    );
    // Less than a paisa would be stored as a ceiling of ₹0, which the ceiling's CHECK refuses.
    expect(messageFor(RequestInput, { ...request, ceilingInr: 1e-9 }, 'ceilingInr')).toBe(
      'Ceiling price must be more than ₹0',
    );
    expect(messageFor(RequestInput, { ...request, ceilingInr: 0.001 }, 'ceilingInr')).toBe(
      'Ceiling price takes at most two decimals',
    );
    expect(messageFor(BidInput, { amountInr: 1e-320 }, 'amountInr')).toBe(
      'This number is too close to zero to store: use 0 or a larger value',
    );
    expect(BidInput.safeParse({ amountInr: 0.01 }).data).toEqual({ amountInr: 1 });
    expect(
      messageFor(GatePassInput, { vehicleNumber: 'MP19AB1234', grossWeightKg: 1e-320 }, 'grossWeightKg'),
    ).toBeDefined();
    expect(
      messageFor(
        RequestInput,
        { ...request, dropOffs: [{ address: 'Rewa', cityId: 4, latitude: 5e-324 }] },
        'dropOffs.0.latitude',
      ),
    ).toBeDefined();
  });

  it('take only text PostgreSQL can store', () => {
    const textMessage = 'Remove the NUL or broken characters from this text';
    expect(messageFor(ReasonInput, { reason: 'late\u0000truck' }, 'reason')).toBe(textMessage);
    expect(messageFor(ReasonInput, { reason: 'late \uD800 truck' }, 'reason')).toBe(textMessage);
    expect(messageFor(ReasonInput, { reason: 'late 🚚 truck' }, 'reason')).toBeUndefined();
    expect(messageFor(ListQuery, { search: 'a\u0000' }, 'search')).toBe(textMessage);
  });
});
