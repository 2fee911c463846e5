import { SaxesParser } from 'saxes';
import { IMPORT_MAX_UNPACKED_MB } from '../../src/domain/importLimits';
import { SheetRefused, type SheetRowCollector } from './sheetRows';
import { unzipped, type ZipEntry, zipEntries } from './zipArchive';

/**
 * The first sheet of an XLSX workbook, read as a stream: each part of the archive is inflated a piece at a time
 * into an XML parser, and each row is handed on as its closing tag is read, so that nothing but the shared
 * strings and the rows read so far is held. What is unpacked, and the shared text the cells repeat, is
 * counted against IMPORT_MAX_UNPACKED_MB; the collector counts the rows and cells.
 */
export async function readXlsxRows(bytes: Uint8Array, rows: SheetRowCollector): Promise<void> {
  const archive = new Archive(bytes);
  const book = await workbookOf(archive);
  if (!book.sheet) throw new SheetRefused('empty');
  const dates = book.styles ? await dateStyles(archive, book.styles) : new Set<number>();
  const shared = book.sharedStrings ? await sharedStrings(archive, book.sharedStrings) : [];
  await sheetRows(archive, book.sheet, { shared, dates, date1904: book.date1904 }, rows);
}

const MEGABYTE = 1024 * 1024;
/** Excel's last row and column (XFD). */
const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

type Attributes = Record<string, string>;
interface XmlHandlers {
  open(name: string, attributes: Attributes): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** The archive's parts, each parsed as XML as it is inflated, all counted against one budget. */
class Archive {
  private readonly entries: Map<string, ZipEntry>;
  private unpacked = 0;

  constructor(private readonly bytes: Uint8Array) {
    this.entries = zipEntries(bytes);
  }

  has(path: string) {
    return this.entries.has(path);
  }

  /** Counts bytes (or characters of shared text) unpacked; throws once past the limit. */
  spend(count: number) {
    this.unpacked += count;
    if (this.unpacked > IMPORT_MAX_UNPACKED_MB * MEGABYTE) throw new SheetRefused('tooLarge');
  }

  /**
   * Parses a part, elements named without their namespace prefix (`x:row` is `row`). A part whose declared
   * size would pass the limit is refused before a byte of it is inflated: a bomb costs its directory entry.
   */
  async parse(path: string, handlers: XmlHandlers): Promise<void> {
    const entry = this.entries.get(path);
    if (!entry) throw new SheetRefused('unreadable');
    if (this.unpacked + entry.size > IMPORT_MAX_UNPACKED_MB * MEGABYTE) throw new SheetRefused('tooLarge');
    const parser = new SaxesParser({ position: false });
    const local = (name: string) => name.slice(name.indexOf(':') + 1);
    parser.on('opentag', (tag) => handlers.open(local(tag.name), tag.attributes as Attributes));
    if (handlers.text) {
      parser.on('text', handlers.text);
      parser.on('cdata', handlers.text);
    }
    if (handlers.close) {
      const close = handlers.close;
      parser.on('closetag', (tag) => close(local(tag.name)));
    }
    const decoder = new TextDecoder('utf-8');
    for await (const piece of unzipped(this.bytes, entry, (count) => this.spend(count)))
      parser.write(decoder.decode(piece, { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  }

  /** The relationships of a part, by id: their type's last word and the path of the part they point to. */
  async relationships(partPath: string): Promise<Map<string, { type: string; path: string }>> {
    const slash = partPath.lastIndexOf('/');
    const folder = partPath.slice(0, slash + 1);
    const relsPath = `${folder}_rels/${partPath.slice(slash + 1)}.rels`;
    const found = new Map<string, { type: string; path: string }>();
    if (!this.has(relsPath)) return found;
    await this.parse(relsPath, {
      open(name, { Id, Type, Target, TargetMode }) {
        if (name !== 'Relationship' || !Id || !Target || TargetMode === 'External') return;
        found.set(Id, {
          type: Type?.slice(Type.lastIndexOf('/') + 1) ?? '',
          path: resolvePath(folder, Target),
        });
      },
    });
    return found;
  }
}

/** A relationship's target as a path in the archive: absolute (`/xl/…`) or relative to its part's folder. */
function resolvePath(folder: string, target: string): string {
  const parts: string[] = [];
  for (const part of (target.startsWith('/') ? target.slice(1) : folder + target).split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

interface Workbook {
  /** The first sheet's part; null for a workbook without sheets. */
  sheet: string | null;
  sharedStrings: string | null;
  styles: string | null;
  /** Days counted from 1904 (old Excel for Mac) rather than from 1900. */
  date1904: boolean;
}

/** The workbook part (from the package's relationships), its first sheet, shared strings and styles. */
async function workbookOf(archive: Archive): Promise<Workbook> {
  const root = await archive.relationships('');
  const bookPath =
    [...root.values()].find((r) => r.type === 'officeDocument' && archive.has(r.path))?.path ??
    'xl/workbook.xml';
  let firstSheet: string | null = null;
  let date1904 = false;
  await archive.parse(bookPath, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      // The first sheet is the data, as in the template; notes on later sheets are not read.
      if (name === 'sheet' && firstSheet === null)
        firstSheet = Object.entries(attributes).find(([key]) => /(^|:)id$/.test(key))?.[1] ?? '';
    },
  });
  const related = await archive.relationships(bookPath);
  const ofType = (type: string) => [...related.values()].find((r) => r.type === type)?.path ?? null;
  const sheet = firstSheet === null ? null : (related.get(firstSheet)?.path ?? '');
  return { sheet, sharedStrings: ofType('sharedStrings'), styles: ofType('styles'), date1904 };
}

/** Every shared string, in order: the text of its runs, without phonetic guides. */
async function sharedStrings(archive: Archive, path: string): Promise<string[]> {
  const strings: string[] = [];
  let text: string | null = null;
  let inText = false;
  let phonetic = false;
  await archive.parse(path, {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic = true;
      else if (name === 't') inText = !phonetic;
    },
    text(value) {
      if (inText && text !== null) text += value;
    },
    close(name) {
      if (name === 'si') {
        strings.push(text ?? '');
        text = null;
      } else if (name === 'rPh') phonetic = false;
      else if (name === 't') inText = false;
    },
  });
  return strings;
}

/** Number formats that show a date, built into Excel (their codes are not in the file). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36,
]);
for (const id of [45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]) BUILT_IN_DATE_FORMATS.add(id);

/** A format code shows a date when, without its quoted text, escapes and [colours], it has day to second. */
const isDateFormat = (code: string) =>
  /[dmyhs]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '').replace(/General/gi, ''));

/** The cell styles (indexes into cellXfs) whose number format shows a date. */
async function dateStyles(archive: Archive, path: string): Promise<Set<number>> {
  const formats = new Map<number, string>();
  const styles: number[] = [];
  let inCellXfs = false;
  await archive.parse(path, {
    open(name, attributes) {
      if (name === 'numFmt') formats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styles.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  const dates = new Set<number>();
  styles.forEach((format, index) => {
    const code = formats.get(format);
    if (code === undefined ? BUILT_IN_DATE_FORMATS.has(format) : isDateFormat(code)) dates.add(index);
  });
  return dates;
}

/** "C12" → 2 (counted from 0); null for a reference that is not a cell's. */
function columnOf(reference: string): number | null {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return i === 0 || column > MAX_COLUMN ? null : column - 1;
}

const DAY_MS = 86_400_000;
/** Day 0 of Excel's dates: 30 December 1899 (Excel counts 1900 as a leap year), or 1 January 1904. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

interface CellContext {
  shared: readonly string[];
  dates: ReadonlySet<number>;
  date1904: boolean;
}

/** What a cell shows, from its type, its value and its style: a formula's result, a date as yyyy-mm-dd. */
function shownValue(
  cell: { type: string; style: number },
  value: string,
  inline: string,
  context: CellContext,
): string {
  switch (cell.type) {
    case 's':
      return context.shared[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value;
    case 'd':
      return value.slice(0, 10);
    case 'str':
    case 'e':
      return value;
  }
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return value;
  if (context.dates.has(cell.style)) {
    const date = new Date((context.date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(number * DAY_MS));
    if (!Number.isNaN(date.getTime())) return date.toISOString().slice(0, 10);
  }
  return String(number);
}

/** The sheet's rows, each handed to the collector as its closing tag is read. */
async function sheetRows(
  archive: Archive,
  path: string,
  context: CellContext,
  rows: SheetRowCollector,
): Promise<void> {
  let row: { number: number; cells: string[] } | null = null;
  let lastRow = 0;
  let cell: { column: number; type: string; style: number } | null = null;
  let nextColumn = 0;
  let value = '';
  let inline = '';
  let capture: 'value' | 'inline' | null = null;
  let inInline = false;
  let phonetic = false;
  await archive.parse(path, {
    open(name, attributes) {
      if (name === 'row') {
        // Rows and cells may leave out their reference: then they follow the one before.
        const number = attributes.r ? Number(attributes.r) : lastRow + 1;
        if (!Number.isInteger(number) || number < 1 || number > MAX_ROW) throw new SheetRefused('unreadable');
        row = { number, cells: [] };
        nextColumn = 0;
      } else if (name === 'c' && row) {
        const column = attributes.r ? columnOf(attributes.r) : nextColumn;
        if (column === null || column >= MAX_COLUMN) throw new SheetRefused('unreadable');
        cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0) };
        value = '';
        inline = '';
      } else if (cell) {
        if (name === 'v') capture = 'value';
        else if (name === 'is') inInline = true;
        else if (name === 'rPh') phonetic = true;
        else if (name === 't' && inInline && !phonetic) capture = 'inline';
      }
    },
    text(text) {
      if (capture === 'value') value += text;
      else if (capture === 'inline') inline += text;
    },
    close(name) {
      if (name === 'v' || name === 't') capture = null;
      else if (name === 'is') inInline = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'c' && row && cell) {
        const shown = shownValue(cell, value, inline, context);
        // A shared string is unpacked again in every cell that shows it.
        if (cell.type === 's') archive.spend(shown.length);
        row.cells[cell.column] = shown;
        nextColumn = cell.column + 1;
        cell = null;
      } else if (name === 'row' && row) {
        const cells = Array.from(row.cells, (text) => text ?? '');
        rows.add(row.number, cells);
        lastRow = row.number;
        row = null;
      }
    },
  });
}
