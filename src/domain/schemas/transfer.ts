import { z } from 'zod';

/**
 * Imports and exports of lists: the kinds of record a file can bring in, the preview of a file and its
 * problems, the answer to a commit, and the query every export adds to its list's own.
 */

/** What can be imported (`POST /api/imports/:kind/…`); each kind has a spec in src/domain/imports. */
export const IMPORT_KINDS = ['client', 'vendor', 'transporter', 'plant'] as const;
export const ImportKind = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof ImportKind>;

export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export const SheetFormat = z.enum(SHEET_FORMATS);
export type SheetFormat = z.infer<typeof SheetFormat>;

/** The media types a sheet travels as, both ways. */
export const SHEET_MEDIA_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What a list or a figure downloads as: a sheet, or (dashboard tiles and reports) a printed table. */
export type ExportFormat = SheetFormat | 'pdf';
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  ...SHEET_MEDIA_TYPES,
  pdf: 'application/pdf',
};

/** A downloaded file (a template, an export): CSV or XLSX bytes, never JSON. */
export const SheetFile = z.unknown().describe('The file: CSV (UTF-8) or XLSX');

/**
 * What can be wrong with a file or a row. `invalid` is a cell its column's schema refused: its message is the
 * schema's, and the browser checks the cell (`value`) again with the same schema to say it in its language.
 */
export const IMPORT_PROBLEMS = [
  'unreadable',
  'empty',
  'tooManyRows',
  'tooManyCells',
  'tooLarge',
  'missingColumn',
  'unknownColumn',
  'duplicateColumn',
  'invalid',
  'duplicateInFile',
  'unknownState',
  'unknownCity',
  'keyTaken',
  'unknownBusiness',
  'notYours',
  'newPlant',
  'planLimit',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];

export const ImportProblem = z.object({
  /** The row's number as the file shows it: the header is row 1. */
  row: z.number().int().min(1),
  /** The column's key (its header in the template); null for a problem of the whole file. */
  column: z.string().nullable(),
  code: z.enum(IMPORT_PROBLEMS),
  /** In English, as the API words everything. */
  message: z.string(),
  /** The cell as the file has it (a problem of a row's column), cut at IMPORT_MAX_PROBLEM_VALUE characters. */
  value: z.string().optional(),
  /** What the message names (the first row of a duplicate, the record a key belongs to…). */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

/** One good row and what committing it does: a new record, or an update of the record its key names. */
export const ImportItem = z.object({
  row: z.number().int().min(2),
  key: z.string(),
  name: z.string(),
  action: z.enum(['new', 'update']),
  /** The record it updates, as "code · name". */
  updates: z.string().nullable(),
});
export type ImportItem = z.infer<typeof ImportItem>;

export const ImportPreview = z.object({
  format: SheetFormat,
  /** Data rows in the file (blank rows are not counted). */
  rows: z.number().int().nonnegative(),
  newCount: z.number().int().nonnegative(),
  updateCount: z.number().int().nonnegative(),
  /** Rows with at least one problem; the file's own problems count as row 1. */
  badRows: z.number().int().nonnegative(),
  /** In row order, at most IMPORT_MAX_PROBLEMS of them. */
  problems: z.array(ImportProblem),
  problemCount: z.number().int().nonnegative(),
  /** The rows without problems. */
  items: z.array(ImportItem),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportCommitted = z.object({
  rows: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
});
export type ImportCommitted = z.infer<typeof ImportCommitted>;

export const ImportParams = z.object({ kind: ImportKind });
export const TemplateQuery = z.object({ format: SheetFormat.default('csv') });

/** The header an export answers with before its rows: how many rows the file will hold. */
export const EXPORT_ROW_COUNT_HEADER = 'x-row-count';

/**
 * An export's query: its list's own filters and sort, without the paging, and the file's format. The export
 * pages through the list itself, so the query it hands the list is the list's own.
 */
export const exportQueryOf = (list: z.ZodObject) =>
  (list.shape.page ? list.omit({ page: true, pageSize: true }) : list).extend({
    format: SheetFormat.default('csv'),
  });
