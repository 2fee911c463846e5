import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { SheetFormat } from '../../src/domain/schemas/transfer';
import type { ExportCell } from './exportDefinition';
import { csvCell, xlsxCell } from './sheetCells';

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
        if (rows.length > 0)
          yield `${Papa.unparse(
            rows.map((row) => row.map(csvCell)),
            { escapeFormulae: true },
          )}\r\n`;
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
 * piece on in a callback, so it moves on only while the event loop is free. Pages that come faster than they
 * are deflated would otherwise all be read, and held, before a byte is sent.
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

/** Column widths in characters: wide enough for a date or an amount to show rather than "#####". */
const MIN_WIDTH = 10;
const MAX_WIDTH = 50;
const TYPED_WIDTHS = { day: 12, month: 9, time: 17 } as const;

/** About the characters a cell shows in its format. */
function shownWidth(cell: ExportCell): number {
  if (cell === null) return 0;
  if (typeof cell !== 'object') return String(cell).length;
  // "₹ 12,34,567.89": the digits, a separator per two or three of them, the paise and the sign.
  if (cell.kind === 'inr') {
    const digits = String(Math.trunc(Math.abs(cell.value))).length;
    return digits + Math.ceil(digits / 2) + 5;
  }
  return TYPED_WIDTHS[cell.kind];
}

/** Rows looked at for the widths: the columns are written before the rest are read. */
const ROWS_MEASURED = 200;

/** Each column as wide as its heading or the widest of the first rows, within bounds. */
const columnWidths = (header: readonly string[], rows: readonly ExportCell[][]) =>
  header.map((heading, i) => {
    const widest = rows
      .slice(0, ROWS_MEASURED)
      .reduce((most, row) => Math.max(most, shownWidth(row[i] ?? null)), heading.length);
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
  });

/**
 * One worksheet through the streaming writer: the heading row frozen above the rows with a filter on each
 * column, typed cells as Excel dates and amounts in their formats. The first batch is read before the heading
 * is written, as the columns (their widths and formats) go out with the first row.
 */
async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  out: PassThrough,
  { name, header, batches, numberFormats = [] }: SheetPart,
): Promise<void> {
  const sheet = workbook.addWorksheet(name.slice(0, 31), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  const pages = batches[Symbol.asyncIterator]();
  const first = await pages.next();
  const firstRows = first.done ? [] : first.value;
  columnWidths(header, firstRows).forEach((width, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = width;
    // A column's format is given to each cell added below it (percentages to a decimal, counts grouped).
    const format = numberFormats[i];
    if (format) column.numFmt = format;
  });
  const head = sheet.addRow([...header]);
  head.font = { bold: true };
  head.commit();
  let rowCount = 1;
  const write = async (rows: readonly ExportCell[][]) => {
    for (const cells of rows) {
      const typed = cells.map(xlsxCell);
      const row = sheet.addRow(typed.map((cell) => cell.value));
      typed.forEach(({ numFmt }, i) => {
        if (numFmt) row.getCell(i + 1).numFmt = numFmt;
      });
      row.commit();
    }
    rowCount += rows.length;
    await zipCaughtUp(workbook);
    while (out.readableLength > XLSX_BUFFER_LIMIT && !out.destroyed) await readOrClose(out);
  };
  await write(firstRows);
  for (let page = await pages.next(); !page.done; page = await pages.next()) await write(page.value);
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: rowCount, column: Math.max(1, header.length) },
  };
  sheet.commit();
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
      for (const sheet of sheets) await writeSheet(workbook, out, sheet);
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
