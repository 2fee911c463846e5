import type { z } from 'zod';
import type { Permission } from '../permissions';
import type { ImportKind } from '../schemas/transfer';

/** A column of an import file: its header in the template and an example value for the template's row. */
export interface ImportColumn {
  key: string;
  /** A file without the column is refused; an optional one may be left out and reads as empty. */
  required: boolean;
  example: string;
}

/**
 * What the browser and the server both know of an import: the columns of its file, the schema each row is
 * checked with (one schema per column, so a cell can be checked alone and its message said in the reader's
 * language), and the keys a row is known by. The server adds how rows are matched and written
 * (server/imports/importDefinition.ts).
 */
export interface ImportSpec<Shape extends z.ZodRawShape = z.ZodRawShape> {
  kind: ImportKind;
  /** Needed to import at all: adding records. */
  permission: Permission;
  /** Needed for a row that changes a record already there, as editing that record on its form needs. */
  editPermission: Permission;
  columns: readonly ImportColumn[];
  /** Cells in (text, '' when empty), the row to write out; keyed by column. */
  row: z.ZodObject<Shape>;
  /**
   * The row's keys: the columns no two rows of a file may share and by which a row finds its record in the
   * database. The first is the one an existing record is updated by; a row whose other keys belong to
   * another record is refused. A key's value is its cell as the column's schema reads it (an empty optional
   * key is no key).
   */
  keys: readonly [keyof Shape & string, ...(keyof Shape & string)[]];
  /** The row's name in the preview. */
  nameOf: (row: z.output<z.ZodObject<Shape>>) => string;
}

/** Declares a spec with its row's type inferred from its schema. */
export const importSpec = <Shape extends z.ZodRawShape>(spec: ImportSpec<Shape>): ImportSpec<Shape> => spec;

/** A header as typed ("Address label", "address_label", "ADDRESS-LABEL") in the form columns are matched by. */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A spec of any row shape, where only its columns, schema and kind are read. */
// biome-ignore lint/suspicious/noExplicitAny: specs of every row shape
export type AnyImportSpec = ImportSpec<any>;
