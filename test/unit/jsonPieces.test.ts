import { describe, expect, it } from 'vitest';
import { jsonPieces } from '../../server/inTurns';

async function joined(value: object) {
  const pieces: string[] = [];
  for await (const piece of jsonPieces(value)) pieces.push(piece);
  return pieces;
}

describe('an answer written as JSON in pieces', () => {
  it('joins to what JSON.stringify writes, long arrays a slice a piece', async () => {
    const items = Array.from({ length: 4_500 }, (_, i) => ({
      row: i + 2,
      name: `Vendor "${i}"`,
      gone: undefined,
    }));
    const value = { rows: 4_500, skipped: undefined, problems: [{ row: 1 }], items, after: 'end' };
    const pieces = await joined(value);
    expect(pieces.join('')).toBe(JSON.stringify(value));
    // The 4,500 items came in three slices, each a piece of its own.
    expect(pieces.filter((p) => p.includes('"row":')).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(JSON.stringify(items).length / 2);
  });

  it('writes an object without fields, or with a long array last or alone', async () => {
    expect((await joined({})).join('')).toBe('{}');
    const alone = { items: Array.from({ length: 2_001 }, (_, i) => i) };
    expect((await joined(alone)).join('')).toBe(JSON.stringify(alone));
  });
});
