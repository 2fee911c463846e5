import { Button, CloseButton, Group, Menu, Progress, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadProgress, ExportParams } from '../../api/transfer';
import { useAppState } from '../../app/AppStateContext';
import type { ExportFormat } from '../../domain/schemas/transfer';
import { useFormat } from '../../i18n/useFormat';
import { useDownload } from './useDownload';

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

const SHEETS: readonly ExportFormat[] = ['csv', 'xlsx'];

const KIB = 1024;

/** The share done (0..100) when it can be known: rows counted against the rows announced. */
export const percentDone = ({ rows, total }: DownloadProgress): number | null =>
  rows !== null && total !== null && total > 0 ? Math.min(100, (rows / total) * 100) : null;

/**
 * Export the list (or the figure) as it is filtered now, as CSV, Excel or PDF: a menu, then the download's
 * progress with a way to cancel it, the file saved under the name the server gave it.
 */
export function ExportButton({ list, params, formats = SHEETS, menuLabel }: ExportButtonProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { api } = useAppState();
  const fetchFile = useCallback(
    (file: ExportFormat, onProgress: (p: DownloadProgress) => void, signal: AbortSignal) =>
      api.transfer.download(`${list}/export`, params, file, onProgress, signal),
    [api, list, params],
  );
  const { progress, start, cancel } = useDownload(fetchFile);

  if (progress) {
    const percent = percentDone(progress);
    const size =
      progress.bytes < KIB * KIB
        ? t('transfer.export.kilobytes', { size: format.number(Math.ceil(progress.bytes / KIB)) })
        : t('transfer.export.megabytes', {
            size: format.number(progress.bytes / (KIB * KIB), { maximumFractionDigits: 1 }),
          });
    const label =
      progress.total === null
        ? t('transfer.export.preparing')
        : percent !== null
          ? t('transfer.export.progressRows', {
              done: format.number(progress.rows ?? 0),
              total: format.number(progress.total),
            })
          : t('transfer.export.progressBytes', { size, total: format.number(progress.total) });
    return (
      <Group gap="xs" wrap="nowrap" miw={220} data-testid="export-progress">
        <div style={{ flex: 1 }}>
          <Progress
            value={percent ?? 100}
            animated={percent === null}
            striped={percent === null}
            aria-label={t('transfer.export.progressLabel')}
            size="sm"
          />
          <Text size="xs" c="dimmed" mt={4} aria-live="polite">
            {label}
          </Text>
        </div>
        <CloseButton size="sm" aria-label={t('transfer.export.cancel')} onClick={cancel} />
      </Group>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" data-testid="export-button">
          {t('transfer.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{menuLabel ?? t('transfer.export.menuLabel')}</Menu.Label>
        {formats.map((file) => (
          <Menu.Item key={file} data-testid={`export-${file}`} onClick={() => start(file)}>
            {t(`transfer.export.${file}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
