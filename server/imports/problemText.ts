import type { ImportProblemCode } from '../../src/domain/schemas/transfer';
import { english } from '../../src/i18n/english';

type Values = Record<string, string | number>;

/** A problem in English, the API's language; the browser says it again in its reader's (ImportPage). */
export const problemMessage = (code: Exclude<ImportProblemCode, 'invalid'>, values: Values = {}) =>
  english.t(`transfer.problems.${code}`, values);

/** A column's English name, for the messages that name one. */
export const columnName = (key: string) => english.t(`transfer.columns.${key}`, { defaultValue: key });
