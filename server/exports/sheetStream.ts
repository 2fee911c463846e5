import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { SheetFormat } from '../../src/domain/schemas/transfer';
import type { ExportCell } from './exportDefinition';

/** Buffered bytes past which the XLSX writer waits for the client before reading more rows. */
const XLSX_BUFFER_LIMIT = 1 << 20;

/**
 * CSV (UTF-8 with a byte-order mark, so Excel reads Hindi) as the rows arrive; a cell that a spreadsheet
 * would run as a formula (=, +, -, @) is written with an apostrophe before it, which our import drops again.
 */
function csvStream(header: readonly string[], batches: AsyncIterable<ExportCell[][]>): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${Papa.unparse([header])}\r\n`;
      for await (const rows of batches)
        if (rows.length > 0) yield `${Papa.unparse(rows, { escapeFormulae: true })}\r\n`;
    })(),
    // At most a page's text waits for the client (the default would let sixteen pile up): the next page is
    // read once the one before is on its way.
    { highWaterMark: 1 },
  );
}

/** Until the client has read something, or has gone. */
async function readOrClose(stream: PassThrough): Promise<void> {
  const stop = new AbortController();
  await Promise.race([
    once(stream, 'data', { signal: stop.signal }),
    once(stream, 'close', { signal: stop.signal }),
  ]).catch(() => undefined);
  stop.abort();
}

/** exceljs's writer keeps its zip (archiver) here; `pointer()` counts the zipped bytes written out so far. */
type Zipping = { zip: { pointer(): number } };
/** A pause in which the zip wrote nothing more: it has caught up. */
const ZIP_PAUSE_MS = 2;

/**
 * Until the zip has deflated what the sheet was given: deflating runs off the main thread and hands each
 * piece on in a callback, so it moves on only while the event loop is free. A database that answers without
 * freeing it (PGlite, in this process) would otherwise have every page read, and held, before a byte is sent.
 */
async function zipCaughtUp(workbook: ExcelJS.stream.xlsx.WorkbookWriter): Promise<void> {
  const { zip } = workbook as unknown as Zipping;
  let zipped = -1;
  while (zip.pointer() !== zipped) {
    zipped = zip.pointer();
    await delay(ZIP_PAUSE_MS);
  }
}

/** One worksheet of an XLSX file: its name, headings, rows in batches, and its columns' Excel formats. */
export interface SheetPart {
  name: string;
  header: readonly string[];
  batches: AsyncIterable<ExportCell[][]>;
  numberFormats?: readonly (string | undefined)[];
}

/** XLSX through exceljs's streaming writer: each row is committed to the zip as it comes, never held. */
function xlsxStream(sheets: readonly SheetPart[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  void (async () => {
    try {
      for (const { name, header, batches, numberFormats = [] } of sheets) {
        const sheet = workbook.addWorksheet(name.slice(0, 31));
        // A column's format is given to each cell added below it (rupees with ₹, percentages to a decimal).
        numberFormats.forEach((format, i) => {
          if (format) sheet.getColumn(i + 1).numFmt = format;
        });
        const head = sheet.addRow([...header]);
        head.font = { bold: true };
        head.commit();
        for await (const rows of batches) {
          for (const row of rows) sheet.addRow(row).commit();
          await zipCaughtUp(workbook);
          while (out.readableLength > XLSX_BUFFER_LIMIT && !out.destroyed) await readOrClose(out);
        }
        sheet.commit();
      }
      await workbook.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

/**
 * A file of `format` streamed from batches of rows. `numberFormats` gives XLSX columns an Excel number format
 * (a CSV has none: its numbers stay plain). An XLSX file holds `more` sheets after the first; a CSV holds one
 * table only, so it leaves them out.
 */
export const sheetStream = (
  format: SheetFormat,
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<ExportCell[][]>,
  numberFormats: readonly (string | undefined)[] = [],
  more: readonly SheetPart[] = [],
): Readable =>
  format === 'csv'
    ? csvStream(header, batches)
    : xlsxStream([{ name: sheetName, header, batches, numberFormats }, ...more]);
