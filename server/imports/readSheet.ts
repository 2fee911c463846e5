import Papa from 'papaparse';
import type { SheetFormat } from '../../src/domain/schemas/transfer';
import { type SheetFault, SheetRefused, type SheetRow, SheetRowCollector } from './sheetRows';
import { readXlsxRows } from './xlsxSheet';

/**
 * The one reader of import files, CSV and XLSX alike. It runs on the server's sheet thread (sheetThread.ts),
 * never on the event loop, and counts every file against the limits of src/domain/schemas/transfer.ts as it
 * reads, stopping at the first one passed.
 */

export type Sheet =
  | { ok: true; format: SheetFormat; header: string[]; rows: SheetRow[] }
  | { ok: false; format: SheetFormat; fault: SheetFault };

/** How the reading of a file ended: its format, and the fault that refused it, if one did. */
export interface SheetEnd {
  format: SheetFormat;
  fault?: SheetFault;
}

/** An XLSX file is a ZIP archive: it begins with a local file header, "PK\x03\x04". */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** By its content, not by a name or a media type a browser may have guessed (Windows calls CSV "ms-excel"). */
export const sheetFormatOf = (bytes: Uint8Array): SheetFormat =>
  ZIP_MAGIC.every((byte, i) => bytes[i] === byte) ? 'xlsx' : 'csv';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter the header row uses (Excel writes ";" where the decimal mark is a comma): the header is column
 * names, never quoted text, so counting its candidates is surer than guessing from the quoted rows below.
 */
function delimiterOf(text: string): string {
  let header = '';
  for (const [line] of text.matchAll(/[^\r\n]+/g))
    if (line.trim() !== '') {
      header = line;
      break;
    }
  const counts = DELIMITERS.map(() => 0);
  for (let i = 0; i < header.length; i++) {
    const found = DELIMITERS.indexOf(header[i] as (typeof DELIMITERS)[number]);
    if (found >= 0) counts[found]!++;
  }
  return DELIMITERS[counts.indexOf(Math.max(...counts))]!;
}

function readCsvRows(bytes: Uint8Array, rows: SheetRowCollector): void {
  let text: string;
  try {
    // Excel's "CSV UTF-8" begins with a byte-order mark, which the decoder drops.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SheetRefused('unreadable');
  }
  if (text.includes('\u0000')) throw new SheetRefused('unreadable');
  // Record by record: blank lines are records too, so that every record keeps its number in the file.
  let number = 0;
  let refused: SheetRefused | null = null;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimiter: delimiterOf(text),
    step: (result, parser) => {
      number++;
      try {
        rows.add(number, result.data);
      } catch (error) {
        if (!(error instanceof SheetRefused)) throw error;
        refused = error;
        parser.abort();
      }
    },
  });
  if (refused) throw refused;
}

/**
 * Reads a CSV (UTF-8, any of the delimiters above) or the first sheet of an XLSX workbook, handing its
 * non-blank rows on in batches as they are read.
 */
export async function readSheetRows(
  bytes: Uint8Array,
  handOn: (rows: SheetRow[]) => void,
): Promise<SheetEnd> {
  const format = sheetFormatOf(bytes);
  const rows = new SheetRowCollector(handOn);
  try {
    if (format === 'xlsx') await readXlsxRows(bytes, rows);
    else readCsvRows(bytes, rows);
    rows.flush();
    return { format };
  } catch (error) {
    if (error instanceof SheetRefused) return { format, fault: error.fault };
    // A broken archive or XML (the inflater's and the XML parser's errors) is a file that cannot be read.
    if (format === 'xlsx') return { format, fault: 'unreadable' };
    throw error;
  }
}

/** The sheet the rows make: the first is the header. */
export function sheetOf(end: SheetEnd, rows: SheetRow[]): Sheet {
  if (end.fault) return { ok: false, format: end.format, fault: end.fault };
  const [header, ...data] = rows;
  if (!header) return { ok: false, format: end.format, fault: 'empty' };
  return { ok: true, format: end.format, header: header.cells, rows: data };
}

/** The whole sheet, read in this thread: for what runs without a server (tests, scripts). */
export async function readSheet(bytes: Uint8Array): Promise<Sheet> {
  const rows: SheetRow[] = [];
  const end = await readSheetRows(bytes, (batch) => rows.push(...batch));
  return sheetOf(end, rows);
}
