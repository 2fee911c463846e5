import { afterAll, describe, expect, it } from 'vitest';
import { sheetThread } from '../../server/imports/sheetThread';
import { partyRows, toCsv, toXlsx } from '../support/importFiles';

/**
 * A copy of `file` as an upload's pieces: the first ones a byte each, as a slow line can deliver them, then the
 * rest. Copies, since a read moves the pieces' memory to the thread.
 */
const inPieces = (file: Uint8Array, single: number): Uint8Array[] => {
  const bytes = Uint8Array.from(file);
  return [...Array.from({ length: single }, (_, i) => bytes.slice(i, i + 1)), bytes.slice(single)];
};

describe('the sheet thread', () => {
  const sheets = sheetThread();
  afterAll(() => sheets.close());

  it('tells a workbook from a CSV by its first bytes, however the upload split them', async () => {
    const rows = partyRows(3);
    const workbook = await toXlsx(rows);
    const csv = new TextEncoder().encode(toCsv(rows));
    for (const single of [0, 1, 3, 4]) {
      await expect(sheets.read(inPieces(workbook, single), 'vendor')).resolves.toMatchObject({
        ok: true,
        format: 'xlsx',
        rows: 3,
      });
      await expect(sheets.read(inPieces(csv, single), 'vendor')).resolves.toMatchObject({
        ok: true,
        format: 'csv',
        rows: 3,
      });
    }
  });
});
