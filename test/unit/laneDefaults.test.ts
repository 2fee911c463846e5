import { describe, expect, it } from 'vitest';
import { defaultLane, laneAfterChoice } from '../../src/views/orders/offline/laneDefaults';
import { newOfflineOrderValues } from '../../src/views/orders/offline/offlineOrderValues';
import { formOptions } from './offlineOrderFixtures';

const options = formOptions();
const plant = (id: number) => options.plants.find((p) => p.id === id);
const blank = newOfflineOrderValues();

describe('lane defaults', () => {
  it('runs outbound from the plant to the client’s first address, inbound from the vendor to the plant', () => {
    expect(defaultLane('outbound', plant(1), options.clients[0])).toEqual({
      originCityId: 101,
      destinationCityId: 201,
    });
    expect(defaultLane('inbound', plant(1), options.vendors[0])).toEqual({
      originCityId: 301,
      destinationCityId: 101,
    });
    expect(defaultLane('outbound', undefined, options.clients[2])).toEqual({
      originCityId: null,
      destinationCityId: null,
    });
  });

  it('fills empty cities as the plant and the party are chosen', () => {
    const withPlant = { ...blank, plantId: 1 };
    expect(laneAfterChoice('outbound', options, blank, withPlant)).toEqual({
      originCityId: 101,
      destinationCityId: null,
    });
    const before = { ...withPlant, originCityId: 101 };
    expect(laneAfterChoice('outbound', options, before, { ...before, clientId: 11 })).toEqual({
      originCityId: 101,
      destinationCityId: 201,
    });
  });

  it('moves a city that still shows the old default, and keeps one the user chose', () => {
    const prefilled = { ...blank, plantId: 1, clientId: 11, originCityId: 101, destinationCityId: 201 };
    expect(laneAfterChoice('outbound', options, prefilled, { ...prefilled, plantId: 2 })).toEqual({
      originCityId: 102,
      destinationCityId: 201,
    });
    const chosen = { ...prefilled, originCityId: 555 };
    expect(laneAfterChoice('outbound', options, chosen, { ...chosen, plantId: 2, clientId: 12 })).toEqual({
      originCityId: 555,
      destinationCityId: 202,
    });
  });

  it('clears a default that no longer applies: a client with no saved address', () => {
    const prefilled = { ...blank, plantId: 1, clientId: 11, originCityId: 101, destinationCityId: 201 };
    expect(laneAfterChoice('outbound', options, prefilled, { ...prefilled, clientId: 13 })).toEqual({
      originCityId: 101,
      destinationCityId: null,
    });
  });

  it('follows the vendor and the plant the other way round for inbound', () => {
    const withVendor = { ...blank, vendorId: 22 };
    expect(laneAfterChoice('inbound', options, blank, withVendor)).toEqual({
      originCityId: 302,
      destinationCityId: null,
    });
  });
});
