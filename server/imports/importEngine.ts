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

/** What a file would do: its problems, and each good row with the record it updates. */
interface ImportPlan {
  format: CheckedSheet['format'];
  rows: number;
  problems: ImportProblem[];
  planned: PlannedRow<unknown>[];
  names: Map<number, { key: string; name: string }>;
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

/**
 * Checks every row of a file whose rows were checked on their own as it was read (rowCheck.ts: against the
 * row schema and against the other rows): against what it names (cities…) and against the industry's
 * records (a row updates the record its first key names; a row whose other key belongs to another record is
 * refused). Writes nothing.
 */
async function planImport(
  db: Queryable,
  user: SignedInUser,
  definition: AnyImportDefinition,
  sheet: CheckedSheet,
  now: Date,
  { bulkRows }: ImportStatements,
): Promise<ImportPlan> {
  const empty = { rows: 0, planned: [], names: new Map() };
  if (!sheet.ok)
    return {
      ...empty,
      format: sheet.format,
      problems: [fileProblem(sheet.fault, null, FAULT_VALUES[sheet.fault])],
    };
  if (sheet.headerRefused)
    return { ...empty, format: sheet.format, rows: sheet.rows, problems: sheet.problems };
  const { spec } = definition;
  const problems = [...sheet.problems];
  const good = sheet.checked;
  const columnKeys = spec.columns.map((c) => c.key);

  const resolved: unknown[] = [];
  await slicesInTurns(good.length, bulkRows, async (start, end) => {
    const values = good.slice(start, end).map((g) => g.value);
    resolved.push(...(await definition.resolve(db, user, values)));
  });
  const keysOf = (value: unknown) =>
    Object.fromEntries(
      spec.keys.map((key) => {
        const v = (value as Record<string, unknown>)[key];
        return [key, typeof v === 'string' && v !== '' ? v : null];
      }),
    ) as Record<string, string | null>;
  const ready: { row: number; value: unknown; ready: unknown; keys: Record<string, string | null> }[] = [];
  const wantedSets = new Map<string, Set<string>>(spec.keys.map((key) => [key, new Set()]));
  const rowProblem = (row: number, p: RowProblem): ImportProblem => ({ row, ...p });
  await eachInTurns(resolved, ROWS_PER_TURN, (outcome, i) => {
    const { row, value } = good[i]!;
    if (outcome && typeof outcome === 'object' && 'problems' in outcome) {
      for (const p of (outcome as { problems: RowProblem[] }).problems) problems.push(rowProblem(row, p));
      return;
    }
    const keys = keysOf(value);
    ready.push({ row, value, ready: outcome, keys });
    for (const key of spec.keys) if (keys[key] !== null) wantedSets.get(key)!.add(keys[key]!);
  });

  const wanted = Object.fromEntries([...wantedSets].map(([key, values]) => [key, [...values]]));
  // The records a slice of each key's values names, slice after slice (a record may come twice: one id).
  const existing: ExistingRecord[] = [];
  const longest = Math.max(0, ...Object.values(wanted).map((values) => values.length));
  await slicesInTurns(longest, bulkRows, async (start, end) => {
    const slice = Object.entries(wanted).map(([key, values]) => [key, values.slice(start, end)]);
    existing.push(...(await definition.loadExisting(db, user, Object.fromEntries(slice))));
  });
  const byKey = new Map<string, Map<string, ExistingRecord>>(
    spec.keys.map((key) => [
      key,
      new Map(existing.flatMap((e) => (e.keys[key] ? [[e.keys[key]!, e] as const] : []))),
    ]),
  );

  const [primary, ...others] = spec.keys;
  const planned: PlannedRow<unknown>[] = [];
  const names = new Map<number, { key: string; name: string }>();
  await eachInTurns(ready, ROWS_PER_TURN, (r) => {
    const { keys } = r;
    const match = keys[primary] ? (byKey.get(primary)!.get(keys[primary]!) ?? null) : null;
    let taken = false;
    for (const key of others) {
      const owner = keys[key] ? byKey.get(key)!.get(keys[key]!) : undefined;
      if (!owner || owner.id === match?.id) continue;
      taken = true;
      const values = { column: columnName(key), record: owner.label };
      problems.push({
        row: r.row,
        column: key,
        code: 'keyTaken',
        message: problemMessage('keyTaken', values),
        values: { record: owner.label },
      });
    }
    if (taken) return;
    planned.push({ row: r.row, ready: r.ready, existing: match });
    names.set(r.row, { key: keys[primary] ?? '', name: spec.nameOf(r.value as never) });
  });

  const refused = [
    ...unchangeable(spec, user, planned),
    ...((await definition.refuse?.(db, user, planned, now)) ?? []),
  ];
  problems.push(...refused);
  const refusedRows = new Set(refused.map((p) => p.row));
  const kept = planned.filter((p) => !refusedRows.has(p.row));

  // Every problem of a good row's column shows the cell as the file has it (a bad row's came with it).
  const checkedRow = new Map<number, CheckedRow>();
  if (problems.length > sheet.problems.length) for (const row of good) checkedRow.set(row.row, row);
  for (const p of problems) {
    const row = checkedRow.get(p.row);
    if (p.column && p.value === undefined && row) p.value = shownValue(writtenCell(row, p.column));
  }
  const order = new Map(columnKeys.map((key, i) => [key, i]));
  problems.sort(
    (a, b) => a.row - b.row || (order.get(a.column ?? '') ?? -1) - (order.get(b.column ?? '') ?? -1),
  );
  return { format: sheet.format, rows: sheet.rows, problems, planned: kept, names };
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
  await eachInTurns(plan.planned, ROWS_PER_TURN, (p) => {
    const named = plan.names.get(p.row)!;
    if (p.existing) updateCount++;
    items.push({
      row: p.row,
      key: named.key,
      name: named.name,
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
