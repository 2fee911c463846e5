import { describe, expect, it } from 'vitest';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { formattersFor } from '../../src/i18n/format';
import { timelineText } from '../../src/views/tracking/detail/timelineText';
import { trackedOrderId } from '../../src/views/tracking/trackedOrderId';
import { trackingLinks } from '../../src/views/tracking/trackingLinks';

const texts = allLanguagesI18n();

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
  const entry = {
    at: '2026-11-25T10:00:00Z',
    kind: 'ewaybill',
    number: '1',
    change: 'generated',
    validUntil: '2026-11-26T18:25:56.250Z',
  } as const;

  it('words an entry in the reader’s language with its instants on India’s clock', () => {
    expect(timelineText(texts.getFixedT('en'), entry, formattersFor('en').clock)).toBe(
      'E-way bill 1 generated, valid until 26 Nov, 23:55',
    );
    expect(timelineText(texts.getFixedT('hi'), entry, formattersFor('hi').clock)).toMatch(
      /^ई-वे बिल 1 बना, .*23:55 तक वैध$/,
    );
  });

  it('names statuses and alerts from the catalogue', () => {
    const t = texts.getFixedT('en');
    expect(timelineText(t, { at: entry.at, kind: 'status', status: 'in_transit' }, String)).toMatch(
      /^Status: /,
    );
    expect(timelineText(t, { at: entry.at, kind: 'alert_cleared', alert: 'off_route' }, String)).toBe(
      'Cleared: Off route',
    );
  });
});
