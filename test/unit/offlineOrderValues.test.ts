import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { OfflineOrderInput } from '../../src/domain/schemas/orders';
import {
  newOfflineOrderValues,
  offlineOrderDraftOf,
  offlineOrderValuesOf,
} from '../../src/views/orders/offline/offlineOrderValues';
import { offlineOrder } from './offlineOrderFixtures';

const check = schemaResolver(OfflineOrderInput, { sync: true });

describe('offline order form values', () => {
  it('starts blank with the pickup tomorrow at noon in India', () => {
    const values = newOfflineOrderValues(Date.parse('2026-11-21T20:00:00Z'));
    expect(values.pickupAt).toBe('2026-11-23 12:00:00');
    expect(values.plantId).toBeNull();
    expect(values.weightKg).toBe('');
  });

  it('names every missing field under its own input, in words a user reads', () => {
    const errors = check(offlineOrderDraftOf('outbound', newOfflineOrderValues()));
    expect(errors).toEqual({
      plantId: 'Choose the plant',
      transporterId: 'Choose the transporter',
      clientId: 'Choose the client',
      originCityId: 'Choose the origin city',
      destinationCityId: 'Choose the destination city',
      weightKg: 'Enter the weight in kg',
      freightInr: 'Freight must be a number of rupees',
    });
    expect(check(offlineOrderDraftOf('inbound', newOfflineOrderValues()))).toMatchObject({
      vendorId: 'Choose the vendor',
    });
  });

  it('sends only the party of the direction, the pickup as India time with its offset', () => {
    const values = {
      ...newOfflineOrderValues(),
      plantId: 1,
      clientId: 11,
      vendorId: 21,
      transporterId: 41,
      originCityId: 101,
      destinationCityId: 201,
      weightKg: 24_000,
      freightInr: 45_123.5,
      pickupAt: '2026-11-22 12:05:00',
      containerNumbers: ['CSQU3054383'],
    };
    const draft = offlineOrderDraftOf('outbound', values);
    expect(draft).toEqual({
      direction: 'outbound',
      plantId: 1,
      transporterId: 41,
      clientId: 11,
      productId: null,
      originCityId: 101,
      destinationCityId: 201,
      weightKg: 24_000,
      freightInr: 45_123.5,
      pickupAt: '2026-11-22T12:05:00+05:30',
      containerNumbers: ['CSQU3054383'],
    });
    expect(check(draft)).toEqual({});
    expect(offlineOrderDraftOf('inbound', values)).toMatchObject({ vendorId: 21 });
    expect(offlineOrderDraftOf('inbound', values)).not.toHaveProperty('clientId');
    expect(check({ ...draft, containerNumbers: ['CSQU3054384'] })).toHaveProperty(['containerNumbers.0']);
  });

  it('brings a saved order back as the form shows it: rupees and India wall time', () => {
    expect(offlineOrderValuesOf(offlineOrder())).toEqual({
      plantId: 1,
      clientId: 11,
      vendorId: null,
      transporterId: 41,
      productId: 31,
      originCityId: 101,
      destinationCityId: 201,
      weightKg: 24_000,
      freightInr: 45_123.5,
      pickupAt: '2026-11-22 12:00:00',
      containerNumbers: [],
    });
    const inbound = offlineOrderValuesOf(
      offlineOrder({ direction: 'inbound', party: { id: 21, name: 'Gypsum Mines' }, product: null }),
    );
    expect(inbound).toMatchObject({ vendorId: 21, clientId: null, productId: null });
  });

  it('round-trips a saved order into the same body the server took', () => {
    const draft = offlineOrderDraftOf('outbound', offlineOrderValuesOf(offlineOrder()));
    expect(check(draft)).toEqual({});
    const parsed = OfflineOrderInput.parse(draft);
    expect(parsed.freightInr).toBe(4_512_350);
    expect(new Date(parsed.pickupAt).toISOString()).toBe('2026-11-22T06:30:00.000Z');
  });
});
