import { z } from 'zod';
import { type ListQuery, type Page, pageOf } from '../domain/schemas/list';
import { Created, type RecordStatus } from '../domain/schemas/master';
import type { HttpClient } from './httpClient';

/**
 * The client of one master's six routes (server/http/masters/masterRoutes.ts): every master's module is this,
 * bound to its path and row schema; `Status` is its status vocabulary (Active / Deactive unless its own) and
 * `Update` the body of an edit (an add's unless they differ).
 */
type QueryValue = string | number | boolean | null | undefined;

export const masterApi = <
  Row,
  Input,
  Query extends ListQuery,
  Status extends string = RecordStatus,
  Update = Input,
>(
  http: HttpClient,
  path: `/api/${string}`,
  row: z.ZodType<Row>,
) => {
  const page = pageOf(row) as z.ZodType<Page<Row>>;
  return {
    list: (params: Partial<Query>, signal?: AbortSignal) =>
      http.get(path, { schema: page, query: params as Readonly<Record<string, QueryValue>>, signal }),
    get: (id: number, signal?: AbortSignal) => http.get(`${path}/${id}`, { schema: row, signal }),
    create: (input: Input) => http.post(path, { schema: Created, body: input }),
    update: (id: number, input: Update) => http.put(`${path}/${id}`, { schema: row, body: input }),
    setStatus: (id: number, status: Status) =>
      http.put(`${path}/${id}/status`, { schema: row, body: { status } }),
    remove: (id: number) => http.delete(`${path}/${id}`, { schema: z.unknown() }),
  };
};

export type MasterApi<
  Row,
  Input,
  Query extends ListQuery,
  Status extends string = RecordStatus,
  Update = Input,
> = ReturnType<typeof masterApi<Row, Input, Query, Status, Update>>;
