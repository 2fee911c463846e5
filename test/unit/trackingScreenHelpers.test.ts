import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../src/i18n/format';
import { timelineText } from '../../src/views/tracking/detail/timelineText';
import { trackedOrderId } from '../../src/views/tracking/trackedOrderId';
import { trackingLinks } from '../../src/views/tracking/trackingLinks';

describe('trackedOrderId', () => {
  it('reads :id on the tracking routes and :orderId on the order routes', () => {
    expect(trackedOrderId({ id: '29' })).toBe(29);
    expect(trackedOrderId({ id: '7', orderId: '29' })).toBe(29);
  });

  it('refuses what is not a positive whole number', () => {
    expect(trackedOrderId({ id: 'abc' })).toBeNull();
    expect(trackedOrderId({ id: '0' })).toBeNull();
    expect(trackedOrderId({ id: '1.5' })).toBeNull();
  });
});

describe('trackingLinks', () => {
  it('addresses the four trip screens of seed-spec §2', () => {
    expect(trackingLinks('outbound', 12, 'sim')).toEqual({
      detail: '/outbound-tracking/detail/12/sim',
      scheduleMap: '/outbound-tracking/schedule-map/12',
      tolls: '/outbound-tracking/fastag-toll-list/12',
      simFixes: '/outbound-tracking/phonesim-address-list/12',
      board: '/outbound-tracking/all/12',
    });
  });
});

describe('timelineText', () => {
  it('shows the UTC instants in a server text as India’s clock', () => {
    const { clock } = formattersFor('en');
    expect(timelineText('E-way bill 1 generated, valid until 2026-11-26T18:25:56.250Z', clock)).toBe(
      'E-way bill 1 generated, valid until 26 Nov, 23:55',
    );
  });
});
