import type { FastifyContextConfig } from 'fastify';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Page } from '../../src/domain/schemas/list';
import type { en } from '../../src/i18n/englishCatalogue';
import type { SignedInUser } from '../auth/signedInUser';

/** A translated header: `transfer.exportColumns.<key>`. */
export type ExportHeaderKey = keyof (typeof en)['transfer']['exportColumns'];

/**
 * A value a spreadsheet should type: a calendar day ("2025-06-10"), a month ("2025-06"), India's wall time to the
 * minute ("2025-06-10 14:05") or an amount in rupees. An XLSX writes it as an Excel date or a number in its
 * format; a CSV writes its value as it is. `exports/exportCells.ts` makes them.
 */
export type TypedCell = { kind: 'day' | 'month' | 'time'; value: string } | { kind: 'inr'; value: number };

/** A cell of an exported file: numbers stay numbers (a spreadsheet sums them), days and money typed, the rest text. */
export type ExportCell = string | number | null | TypedCell;

export interface ExportColumn<Row, Key extends string = ExportHeaderKey> {
  /** Its header: `transfer.exportColumns.<key>` in the reader's language, or the key itself (`headers: 'keys'`). */
  key: Key;
  value: (row: Row, t: TFunction) => ExportCell;
}

/**
 * A list's export (`GET <list path>/export`): its columns, its list's own query schema and its list's own rows
 * function, which the export pages through, so the file holds what the list shows under the same filters.
 */
export interface ExportDefinition<Query extends z.ZodObject, Row> {
  /** The list's path: the export answers at `${path}/export`. */
  path: `/api/${string}`;
  tag: string;
  /** The list's query schema; the export takes its paging away and adds the file's format. */
  query: Query;
  /** The list route's switches of the auth hook the export shares: a transporter's list is the transporter's. */
  config?: Pick<FastifyContextConfig, 'transporterAllowed' | 'planExempt'>;
  /** Refuses a user who may not read the list (403), as the list's own route does. */
  authorize: (user: SignedInUser, query: z.output<Query>) => void;
  /** The file's name before the date: `orders-inbound`. */
  fileName: (query: z.output<Query>) => string;
  columns: readonly ExportColumn<Row, string>[];
  /**
   * `translated` (the default): each column's header in the reader's language. `keys`: the column keys, as an
   * import's template has them, so that the exported file can be edited and imported again.
   */
  headers?: 'translated' | 'keys';
  /** One page of the list, as its route answers it at `now`. */
  rows: (user: SignedInUser, query: z.output<Query>, now: Date) => Promise<Page<Row>>;
  /** Rows per page read; a list the server holds whole (the fleet) reads in one. */
  pageSize?: number;
}

/** Declares a definition with its row and query types inferred. */
export const exportDefinition = <Query extends z.ZodObject, Row>(definition: ExportDefinition<Query, Row>) =>
  definition as unknown as AnyExportDefinition;

// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of every row type
export type AnyExportDefinition = ExportDefinition<z.ZodObject, any>;
