import type { z } from 'zod';
import type { PodFileKind } from '../domain/podFiles';
import { Company } from '../domain/schemas/company';
import { OrderDetail } from '../domain/schemas/orders';
import { type PictureCrop, PictureReply } from '../domain/schemas/profile';
import {
  EXPORT_MEDIA_TYPES,
  EXPORT_ROW_COUNT_HEADER,
  type ExportFormat,
  ImportCommitted,
  type ImportKind,
  ImportPreview,
  SHEET_MEDIA_TYPES,
  type SheetFormat,
} from '../domain/schemas/transfer';
import { TransporterOrderDetail } from '../domain/schemas/transporterOrders';
import { ApiError } from './ApiError';
import { refusalOf } from './errorReply';
import { type DownloadedFile, fileNameOf } from './files';
import { authorizationOf, type HttpClient, queryString, unreachable } from './httpClient';

type QueryValue = string | number | boolean | null | undefined;
export type ExportParams = Readonly<Record<string, QueryValue>>;

/** What a download can be: a sheet, a printed figure, or Tally's XML import file. */
export type DownloadFormat = ExportFormat | 'xml';
const MEDIA_TYPES: Record<DownloadFormat, string> = { ...EXPORT_MEDIA_TYPES, xml: 'application/xml' };

/** How far a download is: bytes so far, the rows among them when they can be counted, the rows to come. */
export interface DownloadProgress {
  bytes: number;
  /** Data rows received so far (CSV); null when the format cannot be counted as it arrives (XLSX is zipped). */
  rows: number | null;
  /** Rows the file will hold, as the server announced; null when it did not. */
  total: number | null;
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Counts the records of a CSV as its bytes arrive: line ends outside quotes. Quotes and line ends are ASCII,
 * which never occurs inside a UTF-8 sequence, so the bytes can be scanned without decoding them.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return (chunk: Uint8Array): number => {
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === NEWLINE && !quoted) records++;
    }
    return records;
  };
}

const sheetUpload = (file: File) => ({
  method: 'POST' as const,
  contentType: /\.xlsx$/i.test(file.name) ? SHEET_MEDIA_TYPES.xlsx : SHEET_MEDIA_TYPES.csv,
});

const aborted = () => new DOMException('The transfer was cancelled', 'AbortError');

/**
 * Files both ways, with progress, beside the JSON client: an import's file goes up through XMLHttpRequest
 * (fetch cannot report upload progress), an export comes down through fetch's stream reader.
 */
export const transferApi = (http: HttpClient) => {
  const { options } = http;
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const authorization = () => authorizationOf(options);
  const failed = (status: number, payload: unknown) => refusalOf(options, status, payload);

  /**
   * Sends a file as the request's body, or a form with its files (multipart, whose boundary the browser
   * writes); `onProgress` gets the share sent (0..1).
   */
  const upload = <T>(
    path: string,
    file: Blob | FormData,
    request: { method: 'POST' | 'PUT'; contentType?: string },
    schema: z.ZodType<T>,
    onProgress: (sent: number) => void,
    signal?: AbortSignal,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(aborted());
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, `${baseUrl}${path}`);
      for (const [name, value] of Object.entries(authorization())) xhr.setRequestHeader(name, value);
      xhr.setRequestHeader('Accept', 'application/json');
      if (request.contentType) xhr.setRequestHeader('Content-Type', request.contentType);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.upload.onload = () => onProgress(1);
      xhr.onload = () => {
        let payload: unknown;
        try {
          payload = JSON.parse(xhr.responseText);
        } catch {
          payload = undefined;
        }
        if (xhr.status < 200 || xhr.status >= 300) return reject(failed(xhr.status, payload));
        const parsed = schema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError('bad_response', xhr.status, `Unexpected answer from ${path}.`));
      };
      xhr.onerror = () => reject(unreachable());
      xhr.onabort = () => reject(aborted());
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(file);
    });

  /** A file the server streams, read chunk by chunk so that its progress can be shown. */
  const download = async (
    path: string,
    query: ExportParams,
    format: DownloadFormat,
    onProgress: (progress: DownloadProgress) => void,
    signal?: AbortSignal,
  ): Promise<DownloadedFile> => {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}${queryString({ ...query, format })}`, {
        headers: authorization(),
        signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw unreachable();
    }
    if (!response.ok) {
      const text = await response.text();
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        payload = text;
      }
      throw failed(response.status, payload);
    }
    const announced = Number(response.headers.get(EXPORT_ROW_COUNT_HEADER));
    const total =
      response.headers.has(EXPORT_ROW_COUNT_HEADER) && Number.isFinite(announced) ? announced : null;
    const count = format === 'csv' ? csvRecordCounter() : null;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let bytes = 0;
    let rows: number | null = count ? 0 : null;
    onProgress({ bytes, rows, total });
    const reader = response.body?.getReader();
    if (reader)
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        bytes += value.byteLength;
        // The header line is a record too.
        if (count) rows = Math.max(0, count(value) - 1);
        onProgress({ bytes, rows, total });
      }
    const type = response.headers.get('content-type') ?? MEDIA_TYPES[format];
    const fileName = fileNameOf(response.headers.get('content-disposition'), `export.${format}`);
    return { blob: new Blob(chunks, { type }), fileName };
  };

  return {
    download,
    template: (kind: ImportKind, format: SheetFormat, signal?: AbortSignal) =>
      download(`/api/imports/${kind}/template`, {}, format, () => {}, signal),
    preview: (kind: ImportKind, file: File, onProgress: (sent: number) => void, signal?: AbortSignal) =>
      upload(`/api/imports/${kind}/preview`, file, sheetUpload(file), ImportPreview, onProgress, signal),
    commit: (kind: ImportKind, file: File, onProgress: (sent: number) => void, signal?: AbortSignal) =>
      upload(`/api/imports/${kind}/commit`, file, sheetUpload(file), ImportCommitted, onProgress, signal),
    /** A new profile picture and the square cropped from it; answers the picture's address. */
    picture: (file: File, crop: PictureCrop, onProgress: (sent: number) => void = () => {}) =>
      upload(
        `/api/user/profile/picture${queryString({ ...crop })}`,
        file,
        { method: 'PUT', contentType: file.type || 'application/octet-stream' },
        PictureReply,
        onProgress,
      ),
    /**
     * A proof of delivery for an order: with `receivedBy` it confirms the delivery, without it adds a file
     * to a delivered order. Answers the order as it now is.
     */
    pod: (
      orderId: number,
      file: File,
      delivery: { receivedBy: string } | null,
      onProgress: (sent: number) => void,
      signal?: AbortSignal,
    ) => {
      const form = new FormData();
      // Fields before the file, so the server has them whatever it does with the file's stream.
      if (delivery) form.append('receivedBy', delivery.receivedBy);
      form.append('file', file, file.name);
      const path = delivery ? `/api/orders/${orderId}/pod` : `/api/orders/${orderId}/pod/files`;
      return upload(path, form, { method: 'POST' }, OrderDetail, onProgress, signal);
    },
    /**
     * A paper of an order the transporter company carries: with `receivedBy` the POD that confirms the
     * delivery, else the paper of `kind` added on its own. Answers the order as its portal shows it.
     */
    transporterPaper: (
      orderId: number,
      file: File,
      paper: { delivery: { receivedBy: string } | null; kind?: PodFileKind | undefined },
      onProgress: (sent: number) => void,
      signal?: AbortSignal,
    ) => {
      const form = new FormData();
      if (paper.delivery) form.append('receivedBy', paper.delivery.receivedBy);
      else form.append('kind', paper.kind ?? 'pod');
      form.append('file', file, file.name);
      const path = `/api/transporter/orders/${orderId}/${paper.delivery ? 'pod' : 'documents'}`;
      return upload(path, form, { method: 'POST' }, TransporterOrderDetail, onProgress, signal);
    },
    /** The industry's new logo (owner only); answers the company with its new logo address. */
    logo: (file: File, onProgress: (sent: number) => void = () => {}) =>
      upload(
        '/api/company/logo',
        file,
        { method: 'PUT', contentType: file.type || 'application/octet-stream' },
        Company,
        onProgress,
      ),
  };
};

export type TransferApi = ReturnType<typeof transferApi>;
