import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { isoToIndianWallTime } from '../../src/domain/indianTime';
import { PDF_MEDIA_TYPE } from '../../src/domain/schemas/documents';
import type {
  EXPORT_FORMATS,
  InsightCell,
  InsightColumn,
  InsightColumnKind,
  InsightTable,
  InsightView,
} from '../../src/domain/schemas/insight';
import { EXPORT_ROW_COUNT_HEADER, SHEET_MEDIA_TYPES } from '../../src/domain/schemas/transfer';
import type { Catalogue } from '../../src/i18n/englishCatalogue';
import type { SignedInUser } from '../auth/signedInUser';
import { industryOf } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { plants } from '../db/schema/plants';
import { industryTransporters, transporters } from '../db/schema/transporters';
import { renderReportPdf } from '../documents/pdfLayout';
import type { DocumentColumn } from '../documents/printedDocument';
import { day, month, rupees } from '../exports/exportCells';
import type { ExportCell } from '../exports/exportDefinition';
import { type SheetPart, sheetStream } from '../exports/sheetStream';
import { type Translator, translatorFor } from '../i18n/translator';

/**
 * One way to hand any figure (a report, a dashboard tile's full view) over as a file: the view's own columns,
 * headed in the reader's language (`insight.columns.<key>`), as XLSX or CSV through the list exports' sheet
 * writer, or as a PDF through the printed documents' layout. The file is made whole before it is sent, so the
 * answer carries its Content-Length and row count (`x-row-count`) for the download's progress bar.
 */

/** A column's key is its heading's key in the catalogues (`insight.columns.<key>`). */
type InsightColumnKey = keyof Catalogue['insight']['columns'];

export type InsightExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Excel formats per kind of column: percentages and averages to a decimal. Money, days and months are typed
 * cells (`sheetCell`), which bring their own formats.
 */
const XLSX_FORMATS: Partial<Record<InsightColumnKind, string>> = {
  percent: '0.0',
  count: '#,##0',
  minutes: '#,##0',
  km: '#,##0.0',
  tonnes: '#,##0.00',
  decimal: '#,##0.00',
};

/** Which filters the view was computed for, named: its plant and transporter as the reader knows them. */
export interface InsightFilterNames {
  plant: string | null;
  transporter: string | null;
}

/** The names of the view's plant and transporter filters, within the user's industry. */
export async function filterNamesOf(
  db: Queryable,
  user: SignedInUser,
  filters: InsightView['filters'],
): Promise<InsightFilterNames> {
  const [plant] = filters.plant
    ? await db
        .select({ name: plants.name })
        .from(plants)
        .where(and(eq(plants.id, filters.plant), eq(plants.industryId, industryOf(user))))
    : [];
  const [transporter] = filters.transporter
    ? await db
        .select({ name: transporters.name })
        .from(transporters)
        .innerJoin(industryTransporters, eq(industryTransporters.transporterId, transporters.id))
        .where(
          and(
            eq(transporters.id, filters.transporter),
            eq(industryTransporters.industryId, industryOf(user)),
          ),
        )
    : [];
  return { plant: plant?.name ?? null, transporter: transporter?.name ?? null };
}

export interface InsightFile {
  body: Buffer;
  contentType: string;
  fileName: string;
  rows: number;
}

export interface InsightFileOptions {
  format: InsightExportFormat;
  /** The file's title (the sheet's name, the PDF's heading) in the language of `t`. */
  title: (t: TFunction) => string;
  /** ASCII stem of the file name, `transporter-scorecard`. */
  stem: string;
  /** The reader's language (users.language), which the sheet and the PDF are written in. */
  language: string | null | undefined;
  names: InsightFilterNames;
  /**
   * The rows behind a counted figure (a dashboard tile's trucks or alerts): the sheet holds them instead of the
   * table, and the PDF prints them after the chart's figures.
   */
  list?: InsightTable;
  /** Tables printed after the view's own: a PDF section and an XLSX sheet each (a CSV holds one table). */
  more?: readonly InsightSection[];
}

/** A further table of a file, under its heading in the reader's language. */
export interface InsightSection {
  heading: (t: TFunction) => string;
  table: InsightTable;
}

/** A cell of a column of codes (`labels`) in words of the reader's language; any other cell as it is. */
const worded = (
  column: InsightColumn,
  value: InsightCell | undefined,
  t: TFunction,
): InsightCell | undefined =>
  column.labels && typeof value === 'string' ? t(`${column.labels}.${value}` as never) : value;

/** A cell as the sheet holds it: money in rupees, days and months as dates, the rest as it is. */
function sheetCell(column: InsightColumn, value: InsightCell | undefined): ExportCell {
  if (value === undefined || value === null) return null;
  if (column.kind === 'paise' && typeof value === 'number') return rupees(value);
  if (column.kind === 'day' && typeof value === 'string') return day(value);
  if (column.kind === 'month' && typeof value === 'string') return month(value);
  return value;
}

/** A cell as the PDF prints it: the reader's figures with Indian grouping, money in ₹ and paise. */
function printedCell(column: InsightColumn, value: InsightCell | undefined, { format }: Translator): string {
  if (value === undefined || value === null) return '-';
  // The documents' font has no arrow: a lane prints "Satna Works -> Pune".
  if (typeof value === 'string') return value.replaceAll('→', '->');
  switch (column.kind) {
    case 'paise':
      return format.inr(value);
    case 'percent':
      return `${format.number(value, { maximumFractionDigits: 1 })} %`;
    case 'tonnes':
    case 'decimal':
      return format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    default:
      return format.number(value, { maximumFractionDigits: 1 });
  }
}

const isFigure = (column: InsightColumn) =>
  column.kind !== 'text' && column.kind !== 'day' && column.kind !== 'month';

function pdfColumns(columns: readonly InsightColumn[], t: TFunction): DocumentColumn[] {
  // Names and lanes need room; figures share what is left.
  const weights = columns.map((c) => (isFigure(c) ? 1 : 2));
  const sum = weights.reduce((a, b) => a + b, 0);
  return columns.map((c, i) => ({
    label: t(`insight.columns.${c.key as InsightColumnKey}`),
    width: weights[i]! / sum,
    align: isFigure(c) ? 'right' : 'left',
  }));
}

/** The lines under a file's title: the period, the filters, when it was made. */
function coverage(view: InsightView, names: InsightFilterNames, t: TFunction): string[] {
  return [
    t('insight.export.period', { from: view.filters.from, to: view.filters.to }),
    t('insight.export.plant', { name: names.plant ?? t('insight.export.allPlants') }),
    t('insight.export.transporter', { name: names.transporter ?? t('insight.export.allTransporters') }),
    t('insight.export.generatedAt', { at: isoToIndianWallTime(view.generatedAt).slice(0, 16) }),
  ];
}

async function pdfOf(view: InsightView, options: InsightFileOptions): Promise<Buffer> {
  const reader = translatorFor(options.language);
  const { t } = reader;
  const { columns, rows } = view.table;
  // The chart's own rows where it has them (the top rows, a trend per lane), with their own columns.
  const charted = view.chart.table ?? view.table;
  const chartColumns = [view.chart.x, ...(view.chart.by ? [view.chart.by] : []), ...view.chart.series]
    .map((key) => charted.columns.find((c) => c.key === key))
    .filter((c): c is InsightColumn => c !== undefined);
  const section = (heading: string, shown: readonly InsightColumn[], of = rows) => ({
    heading,
    columns: pdfColumns(shown, t),
    rows:
      of.length > 0
        ? of.map((row) => shown.map((c) => printedCell(c, worded(c, row[c.key], t), reader)))
        : [[t('common.spec.tableEmpty'), ...shown.slice(1).map(() => '')]],
  });
  return renderReportPdf({
    language: reader.language,
    title: options.title(t),
    lines: coverage(view, options.names, t),
    sections: [
      section(t('insight.export.chart'), chartColumns, charted.rows),
      ...(options.list
        ? [section(t('insight.export.table'), options.list.columns, options.list.rows)]
        : view.chart.table || columns.length > chartColumns.length
          ? [section(t('insight.export.table'), columns)]
          : []),
      ...(options.more ?? []).map((more) => section(more.heading(t), more.table.columns, more.table.rows)),
    ],
    landscape: (options.list?.columns ?? columns).length > 6,
  });
}

async function sheetOf(
  view: InsightView,
  options: InsightFileOptions,
  format: 'xlsx' | 'csv',
): Promise<Buffer> {
  const { t } = translatorFor(options.language);
  const sheet = (name: string, { columns, rows }: InsightTable): SheetPart => ({
    name,
    header: columns.map((c) => t(`insight.columns.${c.key as InsightColumnKey}`)),
    batches: (async function* () {
      yield rows.map((row) => columns.map((c) => sheetCell(c, worded(c, row[c.key], t))));
    })(),
    numberFormats: columns.map((c) => XLSX_FORMATS[c.kind]),
  });
  const first = sheet(options.title(t), options.list ?? view.table);
  const more = (options.more ?? []).map((m) => sheet(m.heading(t), m.table));
  return buffer(sheetStream(format, first.name, first.header, first.batches, first.numberFormats, more));
}

/** The view as a file of `format`, whole. */
export async function insightFile(view: InsightView, options: InsightFileOptions): Promise<InsightFile> {
  const { format } = options;
  const body = format === 'pdf' ? await pdfOf(view, options) : await sheetOf(view, options, format);
  const stem = options.stem.replace(/[^a-z0-9-]/gi, '-');
  return {
    body,
    contentType: format === 'pdf' ? PDF_MEDIA_TYPE : SHEET_MEDIA_TYPES[format],
    fileName: `${stem}-${view.filters.from}-to-${view.filters.to}.${format}`,
    rows: (options.list ?? view.table).rows.length,
  };
}

/** What `sendInsightFile` answers, as a route's OpenAPI schema names it (the route `produces` EXPORT_MEDIA_TYPES). */
export const InsightFileAnswer = z.unknown().describe('The file: XLSX, CSV (UTF-8) or PDF');

/** Sends a made file as a download: its name, its length and its row count up front. */
export function sendInsightFile(reply: FastifyReply, file: InsightFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('content-length', String(file.body.length))
    .header(EXPORT_ROW_COUNT_HEADER, String(file.rows))
    .header('cache-control', 'no-store')
    .send(file.body);
}
