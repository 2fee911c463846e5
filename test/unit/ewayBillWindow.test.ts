import { describe, expect, it } from 'vitest';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { countdown, ewayBillWindow } from '../../src/views/tracking/detail/ewayBillWindow';

const HOUR = 3_600_000;
const expiry = '2026-03-02T10:00:00Z';
const at = Date.parse(expiry);

describe('ewayBillWindow', () => {
  it.each([
    [-9 * HOUR, 'valid'],
    [-8 * HOUR, 'extendable'],
    [0, 'extendable'],
    [8 * HOUR, 'extendable'],
    [8 * HOUR + 1, 'lapsed'],
  ] as const)('%i ms from expiry is %s', (offset, phase) => {
    expect(ewayBillWindow(expiry, at + offset).phase).toBe(phase);
  });

  it('opens the extension 8 h before expiry and closes it 8 h after', () => {
    const window = ewayBillWindow(expiry, at - 30 * HOUR);
    expect(window.extendFrom).toBe(at - 8 * HOUR);
    expect(window.extendUntil).toBe(at + 8 * HOUR);
    expect(window.leftMs).toBe(30 * HOUR);
  });
});

describe('countdown', () => {
  it('shows days, then a clock', () => {
    const { t } = allLanguagesI18n('en');
    expect(countdown(t, 2 * 86_400_000 + 4 * HOUR + 5 * 60_000 + 9_000)).toBe('2 d 04:05:09');
    expect(countdown(t, -(7 * HOUR + 59 * 60_000 + 30_000))).toBe('07:59:30');
  });

  it('names the days in Hindi', () => {
    const { t } = allLanguagesI18n('hi');
    expect(countdown(t, 2 * 86_400_000 + 4 * HOUR)).toBe('2 दिन 04:00:00');
  });
});
