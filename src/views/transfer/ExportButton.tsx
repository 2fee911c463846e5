import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/apiClient';
import type { ExportParams } from '../../api/transfer';
import { useAppState } from '../../app/AppStateContext';
import { SHEET_FORMATS } from '../../domain/schemas/transfer';
import { type ExportChoice, ExportMenu } from './ExportMenu';

interface ExportButtonProps {
  /** The list's path; the file comes from `${list}/export`. */
  list: `/api/${string}`;
  /** The list's filters and sort as its screen sends them, without the paging. */
  params: ExportParams;
}

/**
 * A list's file as CSV and as Excel, under its current filters: `${list}/export`. Test ids `export-csv` and
 * `export-xlsx` (or `<prefix>-csv`, `<prefix>-xlsx`).
 */
export const sheetChoices = (
  t: TFunction,
  api: ApiClient,
  list: `/api/${string}`,
  params: ExportParams,
  prefix?: string,
): ExportChoice[] =>
  SHEET_FORMATS.map((format) => ({
    id: prefix ? `${prefix}-${format}` : format,
    label: t(`transfer.export.${format}`),
    fetch: (onProgress, signal) =>
      api.transfer.download(`${list}/export`, params, format, onProgress, signal),
  }));

/** Export the list as it is filtered now, as CSV or Excel. */
export function ExportButton({ list, params }: ExportButtonProps) {
  const { t } = useTranslation();
  const { api } = useAppState();
  return (
    <ExportMenu
      groups={[{ label: t('transfer.export.menuLabel'), choices: sheetChoices(t, api, list, params) }]}
    />
  );
}
