import { describe, expect, it } from 'vitest';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { refusalText } from '../../src/i18n/refusalText';
import { missingChoices } from '../../src/views/orders/offline/missingChoices';
import { offlineOrderLock } from '../../src/views/orders/offline/offlineOrderLock';
import { formOptions, offlineOrder } from './offlineOrderFixtures';

describe('what an offline order needs first', () => {
  it('asks for nothing when the choices are there; a product is optional', () => {
    expect(missingChoices('outbound', formOptions({ products: [] }))).toEqual([]);
  });

  it('asks for a transporter, and for the party of the direction only', () => {
    const none = formOptions({ transporters: [], clients: [] });
    expect(missingChoices('outbound', none).map((m) => m.path)).toEqual(['/client', '/industry-transporter']);
    expect(missingChoices('inbound', none).map((m) => m.path)).toEqual(['/industry-transporter']);
    expect(missingChoices('inbound', formOptions({ vendors: [], plants: [] })).map((m) => m.path)).toEqual([
      '/plant',
      '/vendor',
    ]);
  });
});

describe('when an offline order stops being editable', () => {
  it('stays editable until the vehicle reaches the gate (outbound) or sets off (inbound)', () => {
    expect(offlineOrderLock(offlineOrder())).toBeNull();
    expect(
      offlineOrderLock(offlineOrder({ status: 'vehicle_assigned', vehicleNumber: 'MP19AB1234' })),
    ).toBeNull();
    const lock = offlineOrderLock(offlineOrder({ status: 'at_gate' }));
    expect(lock).toEqual({ code: 'orderNotEditable', status: 'at_gate' });
    expect(refusalText(allLanguagesI18n('en'), lock!)).toBe(
      'This order is at gate: it can no longer be edited',
    );
    expect(refusalText(allLanguagesI18n('hi'), lock!)).toBe('यह ऑर्डर गेट पर है: अब बदला नहीं जा सकता');
    expect(offlineOrderLock(offlineOrder({ direction: 'inbound', status: 'in_transit' }))).toEqual({
      code: 'orderNotEditable',
      status: 'in_transit',
    });
    expect(offlineOrderLock(offlineOrder({ status: 'cancelled' }))).not.toBeNull();
  });
});
