import { describe, expect, it } from 'vitest';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { lifecycleLabel } from '../../src/i18n/lifecycleLabel';
import { formatDateTime } from '../../src/views/components/formatDateTime';
import { windowCountdown } from '../../src/views/components/windowCountdown';
import { gateVehicleCheck } from '../../src/views/gate/gateVehicleCheck';
import { orderDateParams } from '../../src/views/orders/orderDateFilter';

describe('windowCountdown', () => {
  const start = '2026-11-21T10:00:00Z';
  const end = '2026-11-21T12:00:00Z';
  it('counts to the start, then to the end, then says closed', () => {
    expect(windowCountdown(start, end, Date.parse('2026-11-21T09:15:00Z'))).toBe('Starts in 45 min');
    expect(windowCountdown(start, end, Date.parse('2026-11-21T10:54:30Z'))).toBe('1 h 06 min left');
    expect(windowCountdown(start, end, Date.parse('2026-11-21T12:00:00Z'))).toBe('Closed');
  });
  it('shows a dash for unreadable dates', () => {
    expect(windowCountdown('soon', end, 0)).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('writes Y-m-d HH:mm in India', () => {
    expect(formatDateTime('2026-11-21T18:40:00Z')).toBe('2026-11-22 00:10');
  });
});

describe('lifecycleLabel', () => {
  it("names a status in the reader's language, and words an unknown one", () => {
    const english = allLanguagesI18n('en').t;
    expect(lifecycleLabel(english, 'vehicle_assigned')).toBe('Vehicle assigned');
    expect(lifecycleLabel(english, 'open')).toBe('Open');
    expect(lifecycleLabel(allLanguagesI18n('hi').t, 'gate_in')).toBe('गेट-इन');
    expect(lifecycleLabel(english, 'sent_back')).toBe('Sent back');
  });
});

describe('gateVehicleCheck', () => {
  it('accepts the assigned plate however it is spaced or cased', () => {
    expect(gateVehicleCheck('mh 12 ab-1234', 'MH12AB1234')).toBeNull();
  });
  it('refuses another plate or an order without a vehicle', () => {
    expect(gateVehicleCheck('mh12ab 1235', 'MH12AB1234')).toEqual({
      code: 'wrongVehicle',
      plate: 'MH12AB1235',
      assigned: 'MH12AB1234',
    });
    expect(gateVehicleCheck('MH12AB1234', null)).toEqual({ code: 'noVehicleAssigned' });
  });
});

describe('orderDateParams', () => {
  it('puts the range on the chosen date, pickup by default', () => {
    expect(orderDateParams(undefined, '2026-11-01', '2026-11-30')).toEqual({
      pickupFrom: '2026-11-01',
      pickupTo: '2026-11-30',
    });
    expect(orderDateParams('rejected', '2026-11-01')).toEqual({ rejectedFrom: '2026-11-01' });
    expect(orderDateParams('gateOut', undefined, '2026-11-02')).toEqual({ gateOutTo: '2026-11-02' });
  });
});
