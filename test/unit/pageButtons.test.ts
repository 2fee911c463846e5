import { describe, expect, it } from 'vitest';
import { pageButtons } from '../../src/views/components/pageButtons';

describe('pageButtons', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageButtons(1, 0)).toEqual([]);
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts one ellipsis after the run when near the start', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageButtons(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('puts one ellipsis before the run when near the end', () => {
    expect(pageButtons(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageButtons(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('centres the current page between two ellipses in the middle', () => {
    expect(pageButtons(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(pageButtons(16, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 'ellipsis-end', 20]);
  });

  it('never exceeds seven slots and always shows the current page', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const buttons = pageButtons(current, total);
        expect(buttons.length).toBeLessThanOrEqual(7);
        expect(buttons).toContain(current);
        expect(buttons[0]).toBe(1);
        expect(buttons.at(-1)).toBe(total);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(pageButtons(99, 10)).toEqual(pageButtons(10, 10));
  });
});
