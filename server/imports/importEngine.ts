import {
  IMPORT_MAX_CELLS,
  IMPORT_MAX_PROBLEMS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNPACKED_MB,
} from '../../src/domain/importLimits';
import type { ImportCommitted, ImportPreview, ImportProblem } from '../../src/domain/schemas/transfer';
import { english } from '../../src/i18n/english';
import type { SignedInUser } from '../auth/signedInUser';
import type { Database, Queryable } from '../db/database';
import { hasPgCode, PG_ERROR } from '../db/pgErrors';
import { conflict, HttpError } from '../errors/httpError';
import { eachInTurns, slicesInTurns } from '../inTurns';
import type { AnyImportDefinition, ExistingRecord, PlannedRow, RowProblem } from './importDefinition';
import { columnName, problemMessage } from './problemText';
import { type CheckedRow, type CheckedSheet, fileProblem, shownValue, writtenCell } from './rowCheck';
import type { SheetFault } from './sheetRows';

/** A good row the plan keeps: the record it updates, and the row as checked (what its item and problems show). */
interface KeptRow extends PlannedRow<unknown> {
  checked: CheckedRow;
}

/** What a file would do: its problems, and each good row with the record it updates. */
interface ImportPlan {
  format: CheckedSheet['format'];
  rows: number;
  problems: ImportProblem[];
  planned: KeptRow[];
}

type Values = Record<string, string | number>;

/** What a refused file's message names: the limit it passed. */
const FAULT_VALUES: Record<SheetFault, Values> = {
  unreadable: {},
  empty: {},
  tooManyRows: { max: IMPORT_MAX_ROWS },
  tooManyCells: { max: IMPORT_MAX_CELLS },
  tooLarge: { max: IMPORT_MAX_UNPACKED_MB },
};

/** Rows worked through between two turns of the event loop: a file of 50,000 rows never holds the loop for long. */
const ROWS_PER_TURN = 250;

/**
 * How an import meets its database: the rows a definition's statements take at once (its cities found, its
 * records looked up, its rows written), the database's `bulkRows` (server/db/database.ts).
 */
export interface ImportStatements {
  bulkRows: number;
}

/** Rows changing a record already there, from a user who may add records but not edit them. */
function unchangeable(
  spec: AnyImportDefinition['spec'],
  user: SignedInUser,
  planned: readonly PlannedRow<unknown>[],
): ImportProblem[] {
  if (user.permissions.includes(spec.editPermission)) return [];
  return planned.flatMap(({ row, existing }) => {
    if (!existing) return [];
    const values = { record: existing.label };
    return [
      { row, column: spec.keys[0], code: 'notYours', message: problemMessage('notYours', values), values },
    ];
  });
}

/** A row's value of a key: null for none. */
function keyOf(value: Record<string, unknown>, key: string): string | null {
  const v = value[key];
  return typeof v === 'string' && v !== '' ? v : null;
}

/** A problem of a good row's column shows the cell as the file has it (a bad row's came with it). */
function showCell(problem: ImportProblem, checked: CheckedRow | undefined): ImportProblem {
  if (problem.column && problem.value === undefined && checked)
    problem.value = shownValue(writtenCell(checked, problem.column));
  return problem;
}

/**
 * Plans a slice of good rows: resolves what they name, finds the records their keys name, and keeps each row
 * that updates the record its first key names (or adds one) and whose other keys belong to no other record. Each
 * slice is planned on its own and only its kept rows stay: keys are the file's own (rowCheck.ts refuses a key
 * twice), so a slice's records are all its rows' keys can meet.
 */
async function planSlice(
  db: Queryable,
  user: SignedInUser,
  definition: AnyImportDefinition,
  slice: readonly CheckedRow[],
  problems: ImportProblem[],
  planned: KeptRow[],
): Promise<void> {
  const { spec } = definition;
  const outcomes = await definition.resolve(
    db,
    user,
    slice.map((g) => g.value),
  );
  const ready: { checked: CheckedRow; ready: unknown }[] = [];
  const wanted = new Map<string, string[]>(spec.keys.map((key) => [key, []]));
  outcomes.forEach((outcome, i) => {
    const checked = slice[i]!;
    if (outcome && typeof outcome === 'object' && 'problems' in outcome) {
      for (const p of (outcome as { problems: RowProblem[] }).problems)
        problems.push(showCell({ row: checked.row, ...p }, checked));
      return;
    }
    ready.push({ checked, ready: outcome });
    for (const key of spec.keys) {
      const value = keyOf(checked.value, key);
      if (value !== null) wanted.get(key)!.push(value);
    }
  });
  if (ready.length === 0) return;

  // A record may come under several keys (one id).
  const existing = await definition.loadExisting(db, user, Object.fromEntries(wanted));
  const byKey = new Map<string, Map<string, ExistingRecord>>(spec.keys.map((key) => [key, new Map()]));
  for (const record of existing)
    for (const key of spec.keys) {
      const value = record.keys[key];
      if (value) byKey.get(key)!.set(value, record);
    }
  const [primary, ...others] = spec.keys;
  for (const r of ready) {
    const { checked } = r;
    const key = keyOf(checked.value, primary);
    const match = key !== null ? (byKey.get(primary)!.get(key) ?? null) : null;
    let taken = false;
    for (const other of others) {
      const value = keyOf(checked.value, other);
      const owner = value !== null ? byKey.get(other)!.get(value) : undefined;
      if (!owner || owner.id === match?.id) continue;
      taken = true;
      const values = { column: columnName(other), record: owner.label };
      problems.push(
        showCell(
          {
            row: checked.row,
            column: other,
            code: 'keyTaken',
            message: problemMessage('keyTaken', values),
            values: { record: owner.label },
          },
          checked,
        ),
      );
    }
    if (!taken) planned.push({ row: checked.row, ready: r.ready, existing: match, checked });
  }
}

/**
 * Checks every row of a file whose rows were checked on their own as it was read (rowCheck.ts: against the
 * row schema and against the other rows): against what it names (cities…) and against the industry's
 * records (a row updates the record its first key names; a row whose other key belongs to another record is
 * refused), a slice of `bulkRows` at a time. Writes nothing.
 */
async function planImport(
  db: Queryable,
  user: SignedInUser,
  definition: AnyImportDefinition,
  sheet: CheckedSheet,
  now: Date,
  { bulkRows }: ImportStatements,
): Promise<ImportPlan> {
  if (!sheet.ok)
    return {
      format: sheet.format,
      rows: 0,
      problems: [fileProblem(sheet.fault, null, FAULT_VALUES[sheet.fault])],
      planned: [],
    };
  if (sheet.headerRefused)
    return { format: sheet.format, rows: sheet.rows, problems: sheet.problems, planned: [] };
  const { spec } = definition;
  const problems = [...sheet.problems];
  const good = sheet.checked;
  const planned: KeptRow[] = [];
  await slicesInTurns(good.length, bulkRows, (start, end) =>
    planSlice(db, user, definition, good.slice(start, end), problems, planned),
  );

  const refused = [
    ...unchangeable(spec, user, planned),
    ...((await definition.refuse?.(db, user, planned, now)) ?? []),
  ];
  let kept = planned;
  if (refused.length > 0) {
    const checkedRow = new Map(planned.map((p) => [p.row, p.checked]));
    for (const p of refused) problems.push(showCell(p, checkedRow.get(p.row)));
    const refusedRows = new Set(refused.map((p) => p.row));
    kept = planned.filter((p) => !refusedRows.has(p.row));
  }

  const order = new Map(spec.columns.map((c, i) => [c.key, i]));
  problems.sort(
    (a, b) => a.row - b.row || (order.get(a.column ?? '') ?? -1) - (order.get(b.column ?? '') ?? -1),
  );
  return { format: sheet.format, rows: sheet.rows, problems, planned: kept };
}

/** What the file would do, for the screen to show before anything is written. */
export async function previewImport(
  db: Database,
  user: SignedInUser,
  definition: AnyImportDefinition,
  sheet: CheckedSheet,
  now: Date,
  statements: ImportStatements,
): Promise<ImportPreview> {
  const plan = await planImport(db, user, definition, sheet, now, statements);
  // Each planned row's item, a turn of the event loop after each ROWS_PER_TURN: 50,000 of them are no short task.
  const items: ImportPreview['items'] = [];
  let updateCount = 0;
  const [primary] = definition.spec.keys;
  await eachInTurns(plan.planned, ROWS_PER_TURN, (p) => {
    if (p.existing) updateCount++;
    items.push({
      row: p.row,
      key: keyOf(p.checked.value, primary) ?? '',
      name: definition.spec.nameOf(p.checked.value as never),
      action: p.existing ? 'update' : 'new',
      updates: p.existing?.label ?? null,
    });
  });
  return {
    format: plan.format,
    rows: plan.rows,
    newCount: plan.planned.length - updateCount,
    updateCount,
    badRows: new Set(plan.problems.map((p) => p.row)).size,
    problems: plan.problems.slice(0, IMPORT_MAX_PROBLEMS),
    problemCount: plan.problems.length,
    items,
  };
}

/**
 * Checks the file again (the database may have changed since the preview) and writes all of it in one
 * transaction, or nothing: any problem answers 422 with every bad cell as a field (`<row>.<column>`).
 */
export async function commitImport(
  db: Database,
  user: SignedInUser,
  definition: AnyImportDefinition,
  sheet: CheckedSheet,
  now: Date,
  statements: ImportStatements & {
    /** Where the failure of work left for after the commit (an invitation's mail) is told. */
    log?: { error: (details: object, message: string) => void };
  },
): Promise<ImportCommitted> {
  const { bulkRows, log } = statements;
  const after: (() => Promise<void>)[] = [];
  try {
    const committed = await db.transaction(async (tx) => {
      const plan = await planImport(tx, user, definition, sheet, now, statements);
      if (plan.problems.length > 0) {
        const fields: Record<string, string> = {};
        for (const p of plan.problems.slice(0, IMPORT_MAX_PROBLEMS)) {
          const field = `${p.row}.${p.column ?? 'file'}`;
          fields[field] ??= p.message;
        }
        const bad = new Set(plan.problems.map((p) => p.row)).size;
        // A file refused as a whole (its header, a plan's limit) is best told in its own words.
        const whole = plan.problems.every((p) => p.row === 1 && p.column === null);
        const message = whole
          ? plan.problems[0]!.message
          : english.t('transfer.problems.nothingWritten', { count: bad });
        throw new HttpError(422, 'unprocessable', message, fields);
      }
      const context = { now, afterCommit: (work: () => Promise<void>) => void after.push(work) };
      await slicesInTurns(plan.planned.length, bulkRows, (start, end) =>
        definition.write(tx, user, plan.planned.slice(start, end), context),
      );
      const updated = plan.planned.filter((p) => p.existing).length;
      return { rows: plan.rows, created: plan.planned.length - updated, updated };
    });
    for (const work of after)
      work().catch((error: unknown) => log?.error({ err: error }, 'work after an import failed'));
    return committed;
  } catch (error) {
    // Someone added one of the file's codes between this import's check and its insert.
    if (hasPgCode(error, PG_ERROR.uniqueViolation))
      throw conflict(english.t('transfer.problems.changedMeanwhile'));
    throw error;
  }
}
