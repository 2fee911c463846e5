import { describe, expect, it } from 'vitest';
import { partOfTrip, spansDays, tripDays } from '../../src/views/tracking/replay/replayRange';

// 22 Nov 20:00 to 25 Nov 09:30 in India.
const span = { start: Date.parse('2026-11-22T14:30:00Z'), end: Date.parse('2026-11-25T04:00:00Z') };

describe('the part of a trip a supervisor picks', () => {
  it('offers the days of India the trip has fixes on', () => {
    expect(tripDays(span)).toEqual({ first: '2026-11-22', last: '2026-11-25' });
    expect(spansDays(span)).toBe(true);
    // Three hours across midnight, or 09:00 to 23:00 on one day: no picker.
    expect(
      spansDays({ start: Date.parse('2026-11-22T16:30:00Z'), end: Date.parse('2026-11-22T19:30:00Z') }),
    ).toBe(false);
    expect(
      spansDays({ start: Date.parse('2026-11-22T03:30:00Z'), end: Date.parse('2026-11-22T17:30:00Z') }),
    ).toBe(false);
  });

  it("covers the picked days from India's midnight to the end of the last day", () => {
    expect(partOfTrip(['2026-11-23', '2026-11-24'], span)).toEqual({
      from: '2026-11-22T18:30:00.000Z',
      to: '2026-11-24T18:29:59.999Z',
    });
  });

  it('keeps within the trip, and one day is a range too', () => {
    expect(partOfTrip(['2026-11-22', '2026-11-22'], span)).toEqual({
      from: '2026-11-22T14:30:00.000Z',
      to: '2026-11-22T18:29:59.999Z',
    });
  });

  it('stays the same part while a running trip grows into its last day', () => {
    const picked = partOfTrip(['2026-11-24', '2026-11-25'], span);
    expect(partOfTrip(['2026-11-24', '2026-11-25'], { ...span, end: span.end + 3_600_000 })).toEqual(picked);
  });

  it('is the whole trip while the pair is incomplete or covers every day', () => {
    expect(partOfTrip([null, null], span)).toBeNull();
    expect(partOfTrip(['2026-11-23', null], span)).toBeNull();
    expect(partOfTrip(['2026-11-22', '2026-11-25'], span)).toBeNull();
  });
});
