import { describe, expect, it } from 'vitest';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';

/** Counts read as people say them, in both languages: "1 order", never "1 orders". */
describe('plural texts', () => {
  const en = allLanguagesI18n('en');
  const hi = allLanguagesI18n('hi');

  it("words an award's orders", () => {
    expect(en.t('requests.bids.ordersCreated', { count: 1 })).toBe('1 order created:');
    expect(en.t('requests.bids.ordersCreated', { count: 3 })).toBe('3 orders created:');
    expect(hi.t('requests.bids.ordersCreated', { count: 1 })).toBe('1 ऑर्डर बना:');
    expect(hi.t('requests.bids.ordersCreated', { count: 3 })).toBe('3 ऑर्डर बने:');
  });

  it('words a grouped bid notice', () => {
    expect(en.t('notifications.live.bidsOn', { count: 3, number: 'REQ-OUT-0012' })).toBe(
      '3 new bids on request REQ-OUT-0012',
    );
    expect(en.t('notifications.live.bidsOn', { count: 1, number: 'REQ-OUT-0012' })).toBe(
      '1 new bid on request REQ-OUT-0012',
    );
    expect(hi.t('notifications.live.bidsOn', { count: 3, number: 'REQ-OUT-0012' })).toBe(
      'इंडेंट REQ-OUT-0012 पर 3 नई बोलियाँ',
    );
  });

  it("words the board's count of a filtered fleet by the fleet, and its verb by the trucks shown", () => {
    const line = (shown: number) =>
      en.t('tracking.board.descriptionFiltered', { count: shown, shown, total: 154 });
    expect(line(1)).toBe('1 of 154 trucks shown, updated as it moves.');
    expect(line(12)).toBe('12 of 154 trucks shown, updated as they move.');
  });
});
