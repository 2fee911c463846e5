import type { SheetFormat } from '../../../src/domain/schemas/transfer';

/**
 * `Content-Disposition` of a download named after its list and the date (today in India): `orders-inbound-2026-11-21.csv`.
 * Names are made of route words, so plain ASCII needs no `filename*` encoding.
 */
export const attachmentName = (stem: string, day: string, format: SheetFormat | 'xml') =>
  `attachment; filename="${stem.replace(/[^a-z0-9-]/gi, '-')}-${day}.${format}"`;

/**
 * `Content-Disposition` of a file named by a person (a POD scan, often in Hindi): an ASCII `filename` for old
 * clients and the exact name as UTF-8 in `filename*` (RFC 6266), which every current browser prefers.
 */
export function fileDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
