import { buffer } from 'node:stream/consumers';
import { isoToIndianWallTime } from '../../src/domain/indianTime';
import { PDF_MEDIA_TYPE } from '../../src/domain/schemas/documents';
import { SHEET_MEDIA_TYPES } from '../../src/domain/schemas/transfer';
import {
  stopPlaceLabel,
  type TRIP_REPORT_FORMATS,
  type TripSummary,
} from '../../src/domain/schemas/tripSummary';
import { formatDuration } from '../../src/i18n/formatDuration';
import { renderReportPdf } from '../documents/pdfLayout';
import { indianTime } from '../exports/exportCells';
import type { ExportCell } from '../exports/exportDefinition';
import { sheetStream } from '../exports/sheetStream';
import type { Translator } from '../i18n/translator';
import type { InsightFile } from '../insight/insightExport';
import type { OrderContext } from './orderContext';

export type TripReportFormat = (typeof TRIP_REPORT_FORMATS)[number];

type TripHeader = Pick<
  OrderContext,
  'number' | 'vehicleNumber' | 'transporterName' | 'origin' | 'destination'
>;

const once = <T>(rows: T[]) =>
  (async function* () {
    yield rows;
  })();

/** A time as the PDF prints it: India's wall time to the minute. */
const printedTime = (iso: string | null) => (iso ? isoToIndianWallTime(iso).slice(0, 16) : '-');
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The trip report: its order and vehicle, the summary's figures and the stops table. The XLSX holds the figures
 * as numbers (one row a spreadsheet can add to others) and a sheet of the stops; the PDF prints them in the
 * reports' layout. Both in the reader's language; place names as stored or shipped.
 */
export async function tripReportFile(
  summary: TripSummary,
  trip: TripHeader,
  reader: Translator,
  format: TripReportFormat,
  now: Date,
): Promise<InsightFile> {
  const body =
    format === 'pdf' ? await tripPdf(summary, trip, reader, now) : await tripSheet(summary, trip, reader);
  const stem = `trip-${trip.number}`.replace(/[^a-z0-9-]/gi, '-');
  return {
    body,
    contentType: format === 'pdf' ? PDF_MEDIA_TYPE : SHEET_MEDIA_TYPES.xlsx,
    fileName: `${stem}.${format}`,
    rows: summary.stops.length,
  };
}

function tripSheet(summary: TripSummary, trip: TripHeader, { t }: Translator): Promise<Buffer> {
  const figures: [string, ExportCell, string | undefined][] = [
    [t('transfer.exportColumns.orderNumber'), trip.number, undefined],
    [t('transfer.exportColumns.vehicleNumber'), trip.vehicleNumber, undefined],
    [t('transfer.exportColumns.transporter'), trip.transporterName, undefined],
    [t('transfer.exportColumns.origin'), trip.origin.name, undefined],
    [t('transfer.exportColumns.destination'), trip.destination.name, undefined],
    [t('tracking.summary.start'), indianTime(summary.from), undefined],
    [t('tracking.summary.end'), indianTime(summary.to), undefined],
    [t('tracking.summary.distanceKm'), oneDecimal(summary.distanceKm), '#,##0.0'],
    [t('tracking.summary.runningMinutes'), Math.round(summary.runningMinutes), '#,##0'],
    [t('tracking.summary.stoppedMinutes'), Math.round(summary.stoppedMinutes), '#,##0'],
    [
      t('tracking.summary.averageKmh'),
      summary.averageKmh === null ? null : oneDecimal(summary.averageKmh),
      '0.0',
    ],
    [t('tracking.summary.topKmh'), summary.topKmh === null ? null : Math.round(summary.topKmh), '0'],
  ];
  const stops = {
    name: t('tracking.summary.stops'),
    header: [
      t('tracking.summary.place'),
      t('tracking.summary.arrival'),
      t('tracking.summary.departure'),
      t('tracking.summary.durationMinutes'),
    ],
    batches: once(
      summary.stops.map((stop): ExportCell[] => [
        stopPlaceLabel(stop.place),
        indianTime(stop.from),
        indianTime(stop.to),
        Math.round(stop.minutes),
      ]),
    ),
    numberFormats: [undefined, undefined, undefined, '#,##0'],
  };
  return buffer(
    sheetStream(
      'xlsx',
      t('tracking.summary.title'),
      figures.map(([heading]) => heading),
      once([figures.map(([, value]) => value)]),
      figures.map(([, , numberFormat]) => numberFormat),
      [stops],
    ),
  );
}

function tripPdf(summary: TripSummary, trip: TripHeader, reader: Translator, now: Date): Promise<Buffer> {
  const { t, format } = reader;
  const speed = (kmh: number | null) =>
    kmh === null ? '-' : t('common.units.speed', { speed: Math.round(kmh) });
  return renderReportPdf({
    language: reader.language,
    title: t('tracking.summary.report'),
    lines: [
      t('tracking.summary.order', { number: trip.number, vehicle: trip.vehicleNumber }),
      t('tracking.summary.route', {
        origin: trip.origin.name,
        destination: trip.destination.name,
        transporter: trip.transporterName,
      }),
      t('tracking.summary.span', { from: printedTime(summary.from), to: printedTime(summary.to) }),
      t('insight.export.generatedAt', { at: printedTime(now.toISOString()) }),
    ],
    sections: [
      {
        heading: t('tracking.summary.title'),
        columns: [
          { label: t('tracking.summary.distance'), width: 0.2, align: 'right' },
          { label: t('tracking.summary.running'), width: 0.2, align: 'right' },
          { label: t('tracking.summary.stopped'), width: 0.2, align: 'right' },
          { label: t('tracking.summary.average'), width: 0.2, align: 'right' },
          { label: t('tracking.summary.top'), width: 0.2, align: 'right' },
        ],
        rows: [
          [
            t('common.units.distance', {
              km: format.number(summary.distanceKm, { maximumFractionDigits: 1 }),
            }),
            formatDuration(t, summary.runningMinutes),
            formatDuration(t, summary.stoppedMinutes),
            speed(summary.averageKmh),
            speed(summary.topKmh),
          ],
        ],
      },
      {
        heading: t('tracking.summary.stops'),
        columns: [
          { label: t('tracking.summary.place'), width: 0.46 },
          { label: t('tracking.summary.arrival'), width: 0.2 },
          { label: t('tracking.summary.departure'), width: 0.2 },
          { label: t('tracking.summary.duration'), width: 0.14, align: 'right' },
        ],
        rows:
          summary.stops.length > 0
            ? summary.stops.map((stop) => [
                stopPlaceLabel(stop.place),
                printedTime(stop.from),
                printedTime(stop.to),
                formatDuration(t, stop.minutes),
              ])
            : [[t('tracking.summary.noStops'), '', '', '']],
      },
    ],
    landscape: false,
  });
}
