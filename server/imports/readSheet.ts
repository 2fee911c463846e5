import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS, type SheetFormat } from '../../src/domain/schemas/transfer';

/** One non-blank row of a sheet, with its number as the file shows it (the header is row 1). */
export interface SheetRow {
  number: number;
  cells: string[];
}

export type Sheet =
  | { ok: true; format: SheetFormat; header: string[]; rows: SheetRow[] }
  | { ok: false; format: SheetFormat; fault: 'unreadable' | 'empty' | 'tooManyRows' };

/** An XLSX file is a ZIP archive: it begins with a local file header, "PK\x03\x04". */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** By its content, not by a name or a media type a browser may have guessed (Windows calls CSV "ms-excel"). */
export const sheetFormatOf = (bytes: Uint8Array): SheetFormat =>
  ZIP_MAGIC.every((byte, i) => bytes[i] === byte) ? 'xlsx' : 'csv';

/**
 * A cell as text: trimmed, and without the apostrophe a spreadsheet (or our own export) puts before text that
 * would otherwise be read as a formula.
 */
const cellText = (raw: string): string => {
  const text = raw.trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
};

const blank = (cells: readonly string[]) => cells.every((cell) => cell === '');

function fromRows(format: SheetFormat, rows: SheetRow[]): Sheet {
  const [header, ...data] = rows;
  if (!header) return { ok: false, format, fault: 'empty' };
  if (data.length > IMPORT_MAX_ROWS) return { ok: false, format, fault: 'tooManyRows' };
  return { ok: true, format, header: header.cells, rows: data };
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter the header row uses (Excel writes ";" where the decimal mark is a comma): the header is column
 * names, never quoted text, so counting its candidates is surer than guessing from the quoted rows below.
 */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const count = (d: string) => header.split(d).length - 1;
  return DELIMITERS.reduce((best, d) => (count(d) > count(best) ? d : best), DELIMITERS[0]);
}

function readCsv(bytes: Uint8Array): Sheet {
  let text: string;
  try {
    // Excel's "CSV UTF-8" begins with a byte-order mark, which the decoder drops.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, format: 'csv', fault: 'unreadable' };
  }
  if (text.includes('\u0000')) return { ok: false, format: 'csv', fault: 'unreadable' };
  // Blank lines are kept while parsing so that every record keeps its number in the file.
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: delimiterOf(text) });
  const rows: SheetRow[] = [];
  parsed.data.forEach((record, index) => {
    const cells = record.map(cellText);
    if (!blank(cells)) rows.push({ number: index + 1, cells });
  });
  return fromRows('csv', rows);
}

/** What a cell shows: the result of a formula, the text of a hyperlink (an e-mail typed into Excel). */
function xlsxCellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  try {
    return cellText(cell.text ?? '');
  } catch {
    return cellText(String(value ?? ''));
  }
}

async function readXlsx(bytes: Uint8Array): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, format: 'xlsx', fault: 'unreadable' };
  }
  // The first sheet is the data, as in the template; any notes on later sheets are not read.
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, format: 'xlsx', fault: 'empty' };
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(xlsxCellText(row.getCell(column)));
    if (!blank(cells)) rows.push({ number: row.number, cells });
  });
  return fromRows('xlsx', rows);
}

/** A CSV (UTF-8, any delimiter Papa Parse detects) or the first sheet of an XLSX workbook, row by row. */
export async function readSheet(bytes: Uint8Array): Promise<Sheet> {
  return sheetFormatOf(bytes) === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}
