import { describe, expect, it } from 'vitest';
import type { ExportCell } from '../../server/exports/exportDefinition';
import { sheetStream } from '../../server/exports/sheetStream';

const PAGES = 24;
const ROWS_PER_PAGE = 2_000;

/**
 * Pages of rows answered as PGlite in this process answers them: without a turn of the event loop between
 * them (only promises). Counts the pages read so far.
 */
function pagesOfRows() {
  const source = { read: 0 };
  const pages = (async function* () {
    for (let page = 0; page < PAGES; page++) {
      await Promise.resolve();
      source.read++;
      yield Array.from({ length: ROWS_PER_PAGE }, (_, i): ExportCell[] => [
        `V${page * ROWS_PER_PAGE + i}`,
        `Supplier ${i} Pune Traders`,
        'Plot 4, Industrial Area, Chakan',
        411_019 + (i % 7),
      ]);
    }
  })();
  return { source, pages };
}

/** Reads the file slowly, as a client on a slow line; answers the pages read when each piece arrived. */
async function readSlowly(stream: AsyncIterable<Buffer>, source: { read: number }) {
  const arrivals: { bytes: number; pagesRead: number }[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += chunk.byteLength;
    arrivals.push({ bytes, pagesRead: source.read });
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { arrivals, bytes };
}

describe('an exported file streams as its pages are read', () => {
  it('CSV: keeps at most a page or two ahead of a slow client', async () => {
    const { source, pages } = pagesOfRows();
    const { arrivals } = await readSlowly(
      sheetStream('csv', 'vendors', ['code', 'name', 'address', 'pin'], pages),
      source,
    );
    expect(source.read).toBe(PAGES);
    // The BOM and header, then one chunk per page: when page n arrives, at most two more have been read.
    const ahead = arrivals.slice(1).map((arrival, n) => arrival.pagesRead - (n + 1));
    expect(Math.max(...ahead)).toBeLessThanOrEqual(2);
  });

  it('XLSX: sends a good part of the file before the last page is read', async () => {
    const { source, pages } = pagesOfRows();
    const { arrivals, bytes } = await readSlowly(
      sheetStream('xlsx', 'vendors', ['code', 'name', 'address', 'pin'], pages),
      source,
    );
    expect(source.read).toBe(PAGES);
    const beforeTheEnd = arrivals.filter((a) => a.pagesRead < PAGES).at(-1)?.bytes ?? 0;
    // Deflating lags behind the pages, and further on a busy machine (an eighth came early at a load of 15 on
    // two cores, a quarter on a quiet one); held whole, nothing at all would come before the last one.
    expect(beforeTheEnd).toBeGreaterThan(bytes / 10);
  });
});
