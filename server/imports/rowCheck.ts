import type { z } from 'zod';
import { IMPORT_MAX_PROBLEM_VALUE } from '../../src/domain/importLimits';
import { type AnyImportSpec, headerKey } from '../../src/domain/imports/importSpec';
import type { ImportProblem, ImportProblemCode, SheetFormat } from '../../src/domain/schemas/transfer';
import { columnName, problemMessage } from './problemText';
import { readSheetRows, type SheetEnd } from './readSheet';
import type { SheetFault, SheetRow } from './sheetRows';

/**
 * A file's rows checked on their own, as they are read: against the spec's header, each row against its
 * schema, and against the rows above it (a key twice). It runs where the file is read, on the server's sheet
 * thread, so that the server's own thread receives only each good row's values and the bad rows' problems,
 * a batch at a time: never the file's cells, nor the garbage of checking 50,000 rows.
 */

/** A good row: its values as its schema read them, and its cells that read otherwise, as the file has them. */
export interface CheckedRow {
  row: number;
  value: Record<string, unknown>;
  /** The cells whose text is not their value's (a code upper-cased, a number…): what a later problem shows. */
  written?: Record<string, string>;
}

/** A batch of checked rows: the good ones and the problems of the bad ones. */
export interface CheckedBatch {
  checked: CheckedRow[];
  problems: ImportProblem[];
}

/** How the check of a file ended: refused as a whole (its fault), or its data rows and header's problems. */
export type CheckedEnd =
  | { ok: false; format: SheetFormat; fault: SheetFault }
  | { ok: true; format: SheetFormat; rows: number; headerProblems: ImportProblem[] };

/** A file checked: the batches together. */
export type CheckedSheet =
  | { ok: false; format: SheetFormat; fault: SheetFault }
  | {
      ok: true;
      format: SheetFormat;
      rows: number;
      problems: ImportProblem[];
      checked: CheckedRow[];
      /** Its header is refused: the problems are the header's, and no row was checked. */
      headerRefused: boolean;
    };

type Values = Record<string, string | number>;

export const fileProblem = (
  code: Exclude<ImportProblemCode, 'invalid'>,
  column: string | null = null,
  values: Values = {},
): ImportProblem => ({ row: 1, column, code, message: problemMessage(code, values), values });

/** A cell as a problem shows it: cut short, so that a file of long cells does not make an answer as long. */
export const shownValue = (value: string | undefined) =>
  value !== undefined && value.length > IMPORT_MAX_PROBLEM_VALUE
    ? value.slice(0, IMPORT_MAX_PROBLEM_VALUE)
    : value;

/** The header's problems, or for each column of the spec the index of its cell (-1: not in the file). */
function matchHeader(
  spec: AnyImportSpec,
  header: readonly string[],
): { problems: ImportProblem[]; at: Map<string, number> } {
  const { columns } = spec;
  const byKey = new Map(columns.map((column) => [headerKey(column.key), column.key]));
  const at = new Map<string, number>();
  const problems: ImportProblem[] = [];
  header.forEach((text, index) => {
    if (text === '') return;
    const key = byKey.get(headerKey(text));
    if (!key)
      problems.push(
        fileProblem('unknownColumn', null, {
          header: text,
          columns: columns.map((c) => c.key).join(', '),
        }),
      );
    else if (at.has(key)) problems.push(fileProblem('duplicateColumn', key, { column: key }));
    else at.set(key, index);
  });
  for (const column of columns)
    if (column.required && !at.has(column.key))
      problems.push(fileProblem('missingColumn', column.key, { column: column.key }));
  return { problems, at };
}

/** The value a key column reads as, whether or not the rest of the row is good; null for none. */
function keyValue(spec: AnyImportSpec, key: string, cell: string): string | null {
  const parsed = (spec.row.shape[key] as z.ZodType).safeParse(cell);
  return parsed.success && typeof parsed.data === 'string' && parsed.data !== '' ? parsed.data : null;
}

/** The text a value is shown as when nothing says otherwise: none for an empty cell. */
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Checks a file's rows, the header first, batch after batch as the reader hands them on. */
export class RowChecker {
  private header: { problems: ImportProblem[]; at: Map<string, number> } | null = null;
  private rows = 0;
  private readonly keys: string[];
  private readonly firstWith: Map<string, Map<string, number>>;

  constructor(private readonly spec: AnyImportSpec) {
    this.keys = spec.columns.map((c) => c.key);
    this.firstWith = new Map(spec.keys.map((key) => [key, new Map()]));
  }

  check(rows: readonly SheetRow[]): CheckedBatch {
    const batch: CheckedBatch = { checked: [], problems: [] };
    for (const row of rows) {
      if (!this.header) this.header = matchHeader(this.spec, row.cells);
      else {
        this.rows++;
        // A file whose header is refused is only counted.
        if (this.header.problems.length === 0) this.checkRow(row, this.header.at, batch);
      }
    }
    return batch;
  }

  /** How the file ended, once it was read: `read` is how the reader ended. */
  end(read: SheetEnd): CheckedEnd {
    if (read.fault) return { ok: false, format: read.format, fault: read.fault };
    if (!this.header) return { ok: false, format: read.format, fault: 'empty' };
    return { ok: true, format: read.format, rows: this.rows, headerProblems: this.header.problems };
  }

  private checkRow({ number, cells }: SheetRow, at: ReadonlyMap<string, number>, batch: CheckedBatch) {
    const { spec } = this;
    const cellOf = (key: string) => cells[at.get(key) ?? -1] ?? '';
    const record = Object.fromEntries(this.keys.map((key) => [key, cellOf(key)]));
    const parsed = spec.row.safeParse(record);
    let bad = false;
    if (!parsed.success) {
      bad = true;
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        if (seen.has(column)) continue;
        seen.add(column);
        batch.problems.push({
          row: number,
          column,
          code: 'invalid',
          message: issue.message,
          // A column the row's own check names (a refinement's) shows its cell, empty when not in the file.
          value: column ? shownValue(record[column] ?? '') : undefined,
        });
      }
    }
    for (const key of spec.keys) {
      const value = keyValue(spec, key, record[key] ?? '');
      if (value === null) continue;
      const first = this.firstWith.get(key)!;
      const earlier = first.get(value);
      if (earlier === undefined) first.set(value, number);
      else {
        bad = true;
        const values = { first: earlier, column: columnName(key) };
        batch.problems.push({
          row: number,
          column: key,
          code: 'duplicateInFile',
          message: problemMessage('duplicateInFile', values),
          values: { first: earlier },
          value: shownValue(record[key]),
        });
      }
    }
    if (bad || !parsed.success) return;
    const value = parsed.data as Record<string, unknown>;
    const differing = this.keys.filter((key) => record[key] !== textOf(value[key]));
    batch.checked.push(
      differing.length === 0
        ? { row: number, value }
        : { row: number, value, written: Object.fromEntries(differing.map((key) => [key, record[key]!])) },
    );
  }
}

/** A checked row's cell as the file has it. */
export const writtenCell = (row: CheckedRow, key: string): string =>
  row.written?.[key] ?? textOf(row.value[key]);

/** Reads a file and checks its rows, handing each batch on as it is checked (the sheet thread's work). */
export async function checkSheetRows(
  bytes: Uint8Array,
  spec: AnyImportSpec,
  handOn: (batch: CheckedBatch) => void,
): Promise<CheckedEnd> {
  const checker = new RowChecker(spec);
  const read = await readSheetRows(bytes, (rows) => {
    const batch = checker.check(rows);
    if (batch.checked.length > 0 || batch.problems.length > 0) handOn(batch);
  });
  return checker.end(read);
}

/** The checked sheet the batches and the end make. */
export function checkedSheetOf(end: CheckedEnd, batches: readonly CheckedBatch[]): CheckedSheet {
  if (!end.ok) return end;
  if (end.headerProblems.length > 0)
    return {
      ok: true,
      format: end.format,
      rows: end.rows,
      problems: end.headerProblems,
      checked: [],
      headerRefused: true,
    };
  const checked: CheckedRow[] = [];
  const problems: ImportProblem[] = [];
  for (const batch of batches) {
    for (const row of batch.checked) checked.push(row);
    for (const problem of batch.problems) problems.push(problem);
  }
  return { ok: true, format: end.format, rows: end.rows, problems, checked, headerRefused: false };
}

/** The whole file checked in this thread: for what runs without a server (tests, scripts). */
export async function readCheckedSheet(bytes: Uint8Array, spec: AnyImportSpec): Promise<CheckedSheet> {
  const batches: CheckedBatch[] = [];
  const end = await checkSheetRows(bytes, spec, (batch) => batches.push(batch));
  return checkedSheetOf(end, batches);
}
