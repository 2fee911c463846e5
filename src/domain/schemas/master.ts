import { z } from 'zod';
import { RECORD_STATUSES } from '../statuses';
import { ListQuery } from './list';
import { id } from './storable';

/**
 * What every master (businesses, clients, vendors, plants, staff…) shares: Active / Deactive, the status
 * change, and a list query with the master's own sort keys.
 */
export const RecordStatus = z.enum(RECORD_STATUSES);
export type RecordStatus = z.infer<typeof RecordStatus>;

export const StatusChange = z.object({ status: RecordStatus });
export type StatusChange = z.infer<typeof StatusChange>;

/** The list query of a master: the shared paging, search and dates, its sort keys, and a status filter. */
export const masterListQuery = <const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  defaultSort: Sorts[number],
) => ListQuery.extend({ sort: z.enum(sorts).default(defaultSort), status: RecordStatus.optional() });

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
