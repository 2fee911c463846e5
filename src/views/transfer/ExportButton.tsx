import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportParams, type TransferApi, transferApi } from '../../api/transfer';
import { useApi } from '../../app/useApi';
import { type ExportFormat, SHEET_FORMATS } from '../../domain/schemas/transfer';
import { type ExportChoice, ExportMenu } from './ExportMenu';

interface ExportButtonProps {
  /** The list's path; the file comes from `${list}/export`. */
  list: `/api/${string}`;
  /** The list's filters and sort as its screen sends them, without the paging. */
  params: ExportParams;
  /** What the menu offers, in its order; a list's sheets unless said otherwise. */
  formats?: readonly ExportFormat[];
  /** The menu's heading ("Export this list as"). */
  menuLabel?: string;
}

/**
 * A list's (or a figure's) files under its current filters, `${list}/export`: CSV and Excel unless other formats
 * are named. Test ids `export-<format>`, or `<prefix>-<format>`.
 */
export const fileChoices = (
  t: TFunction,
  transfer: TransferApi,
  list: `/api/${string}`,
  params: ExportParams,
  { formats = SHEET_FORMATS, prefix }: { formats?: readonly ExportFormat[]; prefix?: string } = {},
): ExportChoice[] =>
  formats.map((format) => ({
    id: prefix ? `${prefix}-${format}` : format,
    label: t(`transfer.export.${format}`),
    fetch: (onProgress, signal) => transfer.download(`${list}/export`, params, format, onProgress, signal),
  }));

/**
 * Export the list (or the figure) as it is filtered now: CSV and Excel, or the formats named. Memoised: a
 * screen that keeps its export's params as one object while its filters hold (the live board, whose tabs move
 * the location) does not render the closed menu, its positioning and its translated choices again.
 */
export const ExportButton = memo(function ExportButton({
  list,
  params,
  formats,
  menuLabel,
}: ExportButtonProps) {
  const { t } = useTranslation();
  const api = useApi(transferApi);
  const choices = fileChoices(t, api, list, params, { formats });
  return <ExportMenu groups={[{ label: menuLabel ?? t('transfer.export.menuLabel'), choices }]} />;
});
