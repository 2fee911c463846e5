import { IMPORT_MAX_CELLS, IMPORT_MAX_ROWS } from '../../src/domain/importLimits';

/** One non-blank row of a sheet, with its number as the file shows it (the header is row 1). */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** Why a file is refused as a whole: it is not a sheet, it holds nothing, or it passes one of the limits. */
export type SheetFault = 'unreadable' | 'empty' | 'tooManyRows' | 'tooManyCells' | 'tooLarge';

/** Stops the reading of a file where it is: the file passed a limit, or is no sheet. */
export class SheetRefused extends Error {
  constructor(readonly fault: SheetFault) {
    super(`the file is refused: ${fault}`);
    this.name = 'SheetRefused';
  }
}

/**
 * A cell as text: trimmed, and without the apostrophe a spreadsheet (or our own export) puts before text that
 * would otherwise be read as a formula.
 */
export const cellText = (raw: string): string => {
  const text = raw.trim();
  return text.startsWith("'") && /^'[=+\-@]/.test(text) ? text.slice(1) : text;
};

/**
 * Rows handed on at a time: each hand-over to the server's thread is a short task (500 rows of the widest
 * import copy in within a few milliseconds), never the whole file.
 */
const BATCH_ROWS = 500;

/**
 * The rows of a file as they are read, counted against the limits as they come, so that a file is refused
 * the moment it passes one: the header and IMPORT_MAX_ROWS non-blank rows, IMPORT_MAX_CELLS cells up to each
 * row's last non-blank one (the empty cells after it hold nothing and are dropped). Each cell is read as text
 * (`cellText`) once its row is counted. Handed on in batches.
 */
export class SheetRowCollector {
  private batch: SheetRow[] = [];
  private rows = 0;
  private cells = 0;

  constructor(private readonly handOn: (rows: SheetRow[]) => void) {}

  /** A row's cells as the file has them, in order (no holes). */
  add(number: number, cells: readonly string[]): void {
    let width = cells.length;
    while (width > 0 && cells[width - 1]!.trim() === '') width--;
    if (width === 0) return;
    if (++this.rows > IMPORT_MAX_ROWS + 1) throw new SheetRefused('tooManyRows');
    this.cells += width;
    if (this.cells > IMPORT_MAX_CELLS) throw new SheetRefused('tooManyCells');
    this.batch.push({ number, cells: cells.slice(0, width).map(cellText) });
    if (this.batch.length >= BATCH_ROWS) this.flush();
  }

  flush(): void {
    if (this.batch.length === 0) return;
    this.handOn(this.batch);
    this.batch = [];
  }
}
