import type { SheetFormat } from '../../../src/domain/schemas/transfer';
import { indianDate } from '../../indianDate';

/** Today in India, the date a downloaded file is named with. */
export const indianToday = () => indianDate(new Date());

/**
 * `Content-Disposition` of a download named after its list and the date: `orders-inbound-2026-11-21.csv`.
 * Names are made of route words, so plain ASCII needs no `filename*` encoding.
 */
export const attachmentName = (stem: string, day: string, format: SheetFormat | 'xml') =>
  `attachment; filename="${stem.replace(/[^a-z0-9-]/gi, '-')}-${day}.${format}"`;
