import { describe, expect, it } from 'vitest';
import {
  indianToday,
  indianWallTimeToIso,
  isoToIndianWallTime,
  roundUpToMinutes,
  tomorrowAtDefaultHour,
} from '../../src/domain/indianTime';

describe('Indian wall time', () => {
  it('reads a picker value as India time whatever the browser zone', () => {
    expect(indianWallTimeToIso('2026-11-22 12:00')).toBe('2026-11-22T12:00:00+05:30');
    expect(new Date(indianWallTimeToIso('2026-11-22 12:00:00')!).toISOString()).toBe(
      '2026-11-22T06:30:00.000Z',
    );
  });

  it('refuses what is not a wall time', () => {
    expect(indianWallTimeToIso('')).toBeNull();
    expect(indianWallTimeToIso(null)).toBeNull();
    expect(indianWallTimeToIso('22/11/2026 12:00')).toBeNull();
    expect(indianWallTimeToIso('2026-13-40 12:00')).toBeNull();
  });

  it('round-trips an instant', () => {
    const iso = '2026-11-21T20:45:00.000Z';
    expect(isoToIndianWallTime(iso)).toBe('2026-11-22 02:15:00');
    expect(new Date(indianWallTimeToIso(isoToIndianWallTime(iso))!).toISOString()).toBe(iso);
  });

  it('proposes tomorrow noon in India, even late at night UTC', () => {
    expect(tomorrowAtDefaultHour(Date.parse('2026-11-21T20:00:00Z'))).toBe('2026-11-23 12:00:00');
    expect(tomorrowAtDefaultHour(Date.parse('2026-11-21T10:00:00Z'))).toBe('2026-11-22 12:00:00');
    expect(tomorrowAtDefaultHour(Date.parse('2026-12-31T10:00:00Z'))).toBe('2027-01-01 12:00:00');
  });

  it('rounds up to the minute step', () => {
    expect(roundUpToMinutes(Date.parse('2026-11-21T06:31:10Z'), 5)).toBe('2026-11-21 12:05:00');
    expect(roundUpToMinutes(Date.parse('2026-11-21T06:35:00Z'), 5)).toBe('2026-11-21 12:05:00');
  });

  it("answers India's date, a day ahead of UTC's from 18:30 UTC", () => {
    expect(indianToday(Date.parse('2026-11-28T18:29:59Z'))).toBe('2026-11-28');
    expect(indianToday(Date.parse('2026-11-28T18:30:00Z'))).toBe('2026-11-29');
  });
});
