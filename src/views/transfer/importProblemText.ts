import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AnyImportSpec as ImportSpec } from '../../domain/imports/importSpec';
import type { ImportProblem } from '../../domain/schemas/transfer';
import { fieldMessage } from '../../i18n/fieldMessage';

/** A column's name in the reader's language; a column the catalogue does not know is shown by its key. */
export const columnLabel = (t: TFunction, key: string): string =>
  t(`transfer.columns.${key}`, { defaultValue: key });

/**
 * A problem of the preview in the reader's language. The server words everything in English; a cell its
 * column's schema refused is checked again here with the same schema (whose messages follow the reader's
 * language), and every other problem has its code and values for the catalogue.
 */
export function importProblemText(t: TFunction, spec: ImportSpec, problem: ImportProblem): string {
  if (problem.code === 'invalid') {
    const schema = problem.column ? (spec.row.shape[problem.column] as z.ZodType | undefined) : undefined;
    const checked = schema?.safeParse(problem.value ?? '');
    // A cell its schema accepts was refused by the database (an e-mail another account uses): the server's
    // message, in the reader's language when it is one of the schemas' own.
    return checked && !checked.success
      ? (checked.error.issues[0]?.message ?? problem.message)
      : fieldMessage(t, problem.message);
  }
  const values = {
    ...problem.values,
    column: problem.column ? columnLabel(t, problem.column) : '',
    columns: spec.columns.map((c) => c.key).join(', '),
  };
  if (problem.code === 'missingColumn' || problem.code === 'duplicateColumn')
    values.column = problem.column ?? '';
  return t(`transfer.problems.${problem.code}`, values);
}
