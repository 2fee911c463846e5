import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  EXPORT_ROW_COUNT_HEADER,
  exportQueryOf,
  SHEET_MEDIA_TYPES,
  SheetFile,
  type SheetFormat,
} from '../../../src/domain/schemas/transfer';
import { signedIn } from '../../auth/authHook';
import type { Database } from '../../db/database';
import type { AnyExportDefinition, ExportCell, ExportHeaderKey } from '../../exports/exportDefinition';
import { pagesAfter } from '../../exports/exportPages';
import { sheetStream } from '../../exports/sheetStream';
import type { Translator } from '../../i18n/translator';
import { indianDate } from '../../indianDate';
import { readerTranslator } from '../../profile/userPreferences';
import { signedInErrors } from '../errorResponses';
import { attachmentName } from './attachment';

const DEFAULT_PAGE_SIZE = 5_000;

async function* cellsOf(
  definition: AnyExportDefinition,
  pages: AsyncIterable<readonly unknown[]>,
  t: Translator['t'],
): AsyncGenerator<ExportCell[][]> {
  for await (const rows of pages) yield rows.map((row) => definition.columns.map((c) => c.value(row, t)));
}

/**
 * `GET <list>/export?format=csv|xlsx&<the list's filters>` for every definition: the list's own query and rows
 * function paged through, streamed as CSV or XLSX in the reader's language, with the row count up front
 * (`x-row-count`) so the browser can show how far the download is.
 */
export const exportRoutes: FastifyPluginAsyncZod<{
  db: Database;
  exports: readonly AnyExportDefinition[];
}> = async (app, { db, exports }) => {
  for (const definition of exports) {
    const querystring = exportQueryOf(definition.query);
    app.get(
      `${definition.path}/export`,
      {
        ...(definition.config ? { config: definition.config } : {}),
        schema: {
          tags: [definition.tag],
          summary: `${definition.tag}: the whole list under the same filters and sort, as a CSV or XLSX file`,
          querystring,
          produces: Object.values(SHEET_MEDIA_TYPES),
          response: { 200: SheetFile, ...signedInErrors },
        },
      },
      async (request, reply) => {
        const user = signedIn(request);
        const { format, ...query } = request.query as { format: SheetFormat } & Record<string, unknown>;
        definition.authorize(user, query as z.output<z.ZodObject>);
        const pageSize = definition.pageSize ?? DEFAULT_PAGE_SIZE;
        const now = app.clock.now();
        const [first, { t }] = await Promise.all([
          definition.rows(user, { ...query, page: 1, pageSize }, now),
          readerTranslator(db, user.id),
        ]);
        const header = definition.columns.map((c) =>
          definition.headers === 'keys' ? c.key : t(`transfer.exportColumns.${c.key as ExportHeaderKey}`),
        );
        const stem = definition.fileName(query as z.output<z.ZodObject>);
        const pages = pagesAfter(definition, user, query, first.rows, pageSize, now);
        // A capped count is not the file's row count: without it the browser shows the bytes received instead.
        if (!first.totalCapped) reply.header(EXPORT_ROW_COUNT_HEADER, String(first.total));
        return reply
          .type(SHEET_MEDIA_TYPES[format])
          .header('content-disposition', attachmentName(stem, indianDate(now), format))
          .header('cache-control', 'no-store')
          .send(sheetStream(format, stem, header, cellsOf(definition, pages, t)));
      },
    );
  }
};
