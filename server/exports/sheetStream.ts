import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
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

/** XLSX through exceljs's streaming writer: each row is committed to the zip as it comes, never held. */
function xlsxStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<ExportCell[][]>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  const head = sheet.addRow([...header]);
  head.font = { bold: true };
  head.commit();
  void (async () => {
    try {
      for await (const rows of batches) {
        for (const row of rows) sheet.addRow(row).commit();
        while (out.readableLength > XLSX_BUFFER_LIMIT && !out.destroyed) await readOrClose(out);
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

/** A file of `format` streamed from batches of rows. */
export const sheetStream = (
  format: SheetFormat,
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<ExportCell[][]>,
): Readable => (format === 'csv' ? csvStream(header, batches) : xlsxStream(sheetName, header, batches));
