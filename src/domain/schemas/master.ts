import { z } from 'zod';
import type { says } from '../../i18n/schemaMessages';
import { RECORD_STATUSES } from '../statuses';
import { ListQuery } from './list';
import { chosenId, id, text } from './storable';

/**
 * What every master (businesses, clients, vendors, plants, staff…) shares: Active / Deactive, the status
 * change, and a list query with the master's own sort keys.
 */
export const RecordStatus = z.enum(RECORD_STATUSES);
export type RecordStatus = z.infer<typeof RecordStatus>;

/**
 * The vocabulary of a master's status: Active / Deactive for most; a master with its own (my transporters:
 * active / blocked) passes it to `statusChangeOf` and `masterListQuery`.
 */
export type StatusSchema = z.ZodEnum<{ [value: string]: string }>;

/** The body that sets a master's status, in the master's vocabulary. */
export const statusChangeOf = <Status extends StatusSchema>(status: Status) => z.object({ status });

export const StatusChange = statusChangeOf(RecordStatus);
export type StatusChange = z.infer<typeof StatusChange>;

/**
 * The list query of a master: the shared paging, search and dates, its sort keys, and a status filter (in
 * Active / Deactive unless the master has its own vocabulary).
 */
export const masterListQuery = <
  const Sorts extends readonly [string, ...string[]],
  Status extends StatusSchema = typeof RecordStatus,
>(
  sorts: Sorts,
  defaultSort: Sorts[number],
  status: Status = RecordStatus as unknown as Status,
) => ListQuery.extend({ sort: z.enum(sorts).default(defaultSort), status: status.optional() });

/** The answer to a create: the new record's id, which the form's screen goes on with. */
export const Created = z.object({ id });
export type Created = z.infer<typeof Created>;

/**
 * An optional field of a form: left empty (or only spaces) it is stored as null, otherwise it must pass its
 * schema. Forms hold '' for an empty input, the API may send null or leave the field out.
 */
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    schema.nullable(),
  );

/**
 * The PIN code's locality a master's address names (chosen in a form, or a file's column): the server places
 * the pin on it (server/places/placedPin.ts); empty, on the middle of the code's localities.
 */
export const ChosenLocality = blankAsNull(text(120).trim());

/**
 * A record a form's Select picks (a state, a business unit): the Select holds the id's text ("12"), the API
 * sends the number; either passes the same checks, with the field's one message ("Choose the state").
 */
export const selectedId = (message: ReturnType<typeof says>) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    chosenId(message),
  );
