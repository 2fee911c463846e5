import { describe, expect, it } from 'vitest';
import { epochSecondsOf, isoString } from '../../src/domain/isoTime';

describe('isoString', () => {
  it('writes what toISOString writes, for random instants and the calendar edges', () => {
    const dates = [
      new Date(0),
      new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999)),
      new Date(Date.UTC(2000, 1, 29, 23, 59, 59, 999)),
      new Date(Date.UTC(2100, 1, 28, 12)),
      new Date(Date.UTC(2100, 2, 1)),
      new Date(Date.UTC(2026, 11, 31, 23, 59, 59, 999)),
      new Date(Date.UTC(2027, 0, 1)),
    ];
    for (let i = 0; i < 200_000; i++) dates.push(new Date(Math.floor(Math.random() * 253_402_300_800_000)));
    const differing = dates.filter((d) => isoString(d) !== d.toISOString());
    expect(differing.map((d) => d.getTime())).toEqual([]);
  });

  it('leaves years outside 1970–9999 to the built-in, which throws for an invalid date', () => {
    const before1970 = new Date(Date.UTC(1969, 11, 31, 23, 59, 59, 999));
    expect(isoString(before1970)).toBe('1969-12-31T23:59:59.999Z');
    expect(isoString(new Date(Date.UTC(10_000, 0, 1)))).toBe('+010000-01-01T00:00:00.000Z');
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('epochSecondsOf', () => {
  it('reads what Date.parse reads, in whole seconds down, for random instants and the calendar edges', () => {
    const texts = [
      '1970-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '2000-02-29T23:59:59.999Z',
      '2100-02-28T12:00:00.000Z',
      '2026-12-31T23:59:59.999Z',
      '9999-12-31T23:59:59.999Z',
    ];
    for (let i = 0; i < 100_000; i++)
      texts.push(new Date(Math.floor(Math.random() * 253_402_300_800_000)).toISOString());
    const differing = texts.filter((t) => epochSecondsOf(t) !== Math.floor(Date.parse(t) / 1000));
    expect(differing).toEqual([]);
  });

  it('leaves other forms and dates that do not exist to Date.parse', () => {
    for (const text of [
      '2025-01-31T04:30:00Z',
      '2025-01-31T10:00:00.000+05:30',
      '2025-01-31',
      '2100-02-29T00:00:00.000Z',
      '2025-04-31T00:00:00.000Z',
      '2025-01-31T24:00:00.000Z',
    ])
      expect(epochSecondsOf(text)).toEqual(Math.floor(Date.parse(text) / 1000));
    expect(epochSecondsOf('yesterday')).toBeNaN();
  });
});
