import type { z } from 'zod';
import type { ImportSpec } from '../../src/domain/imports/importSpec';
import type { ImportProblem } from '../../src/domain/schemas/transfer';
import type { PlantUserWrites } from '../auth/plantScope';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import type { WriteContext } from '../masters/masterStore';

/** A record already in the database that a row's key names. */
export interface ExistingRecord {
  id: number;
  /** How the preview names it: "code · name". */
  label: string;
  /** Its values of the spec's keys. */
  keys: Readonly<Record<string, string | null>>;
}

/** A row's problem before the engine knows the row's number. */
export type RowProblem = Pick<ImportProblem, 'column' | 'code' | 'message' | 'values'>;

/** A checked row, and the record it updates (null: a new record). */
export interface PlannedRow<Ready> {
  row: number;
  ready: Ready;
  existing: ExistingRecord | null;
}

/**
 * An import on the server: the shared spec, and how its rows meet the database. Every function is given the
 * signed-in user and keeps to their industry; `write` runs inside the commit's one transaction. The engine
 * hands `resolve`, `loadExisting` and `write` a slice of the file at a time (the database's `bulkRows`), with
 * a turn of the event loop between slices, so that no slice's values or answers hold the event loop for long.
 */
export interface ImportDefinition<Shape extends z.ZodRawShape, Ready> {
  spec: ImportSpec<Shape>;
  /**
   * Why a plant user may import these records (server/auth/plantScope.ts), as a route declares it; absent,
   * they may not: the records are the whole industry's. With `plants`, `refuse` keeps the rows to their plants.
   */
  plantUsers?: Exclude<PlantUserWrites, 'own'>;
  /**
   * Whatever a row names by text that must be found first (a city within its state…), for a slice of rows at
   * once: each row ready to write, or its problems.
   */
  resolve(
    db: Queryable,
    user: SignedInUser,
    rows: readonly z.output<z.ZodObject<Shape>>[],
  ): Promise<(Ready | { problems: RowProblem[] })[]>;
  /** The industry's records whose keys are among these (values by key name). */
  loadExisting(
    db: Queryable,
    user: SignedInUser,
    keys: Readonly<Record<string, readonly string[]>>,
  ): Promise<ExistingRecord[]>;
  /**
   * What the checked rows may not do for this user or all together, once each knows its record (a record the
   * user may not change, more new records than the plan allows): problems of rows, which refuse them, or of
   * the whole file (row 1, no column). Inside the commit it runs in its transaction, after the rows are
   * checked and before they are written, so it may lock what it counts.
   */
  refuse?(
    db: Queryable,
    user: SignedInUser,
    rows: readonly PlannedRow<Ready>[],
    now: Date,
  ): Promise<ImportProblem[]>;
  /**
   * Writes a slice of the planned rows in bulk (a few statements for the slice, never one per row); work for
   * after the commit (mails) is left with the write's `afterCommit`.
   */
  write(
    tx: Queryable,
    user: SignedInUser,
    rows: readonly PlannedRow<Ready>[],
    write: WriteContext,
  ): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of every row shape
export type AnyImportDefinition = ImportDefinition<any, any>;
