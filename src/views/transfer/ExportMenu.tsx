import { Button, CloseButton, Group, Menu, Progress, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../api/files';
import type { DownloadProgress } from '../../api/transfer';
import { useFormat } from '../../i18n/useFormat';
import { useDownload } from './useDownload';

/** One file the menu offers. */
export interface ExportChoice {
  id: string;
  label: string;
  fetch: (onProgress: (p: DownloadProgress) => void, signal: AbortSignal) => Promise<DownloadedFile>;
}

export interface ExportGroup {
  label: string;
  choices: readonly ExportChoice[];
}

interface ExportMenuProps {
  groups: readonly ExportGroup[];
  /** The button's words; "Export" unless said. */
  label?: string;
}

const KIB = 1024;

/** The share done (0..100) when it can be known: rows counted against the rows announced. */
export const percentDone = ({ rows, total }: DownloadProgress): number | null =>
  rows !== null && total !== null && total > 0 ? Math.min(100, (rows / total) * 100) : null;

/**
 * A menu of files to download, then the chosen one's progress with a way to cancel it; the file is saved under
 * the server's name. Test ids: `export-button`, `export-<choice id>`, `export-progress`.
 */
export function ExportMenu({ groups, label }: ExportMenuProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const byId = new Map(groups.flatMap((g) => g.choices.map((c) => [c.id, c] as const)));
  const { progress, start, cancel } = useDownload<string>((id, onProgress, signal) =>
    byId.get(id)!.fetch(onProgress, signal),
  );

  if (progress) {
    const percent = percentDone(progress);
    const size =
      progress.bytes < KIB * KIB
        ? t('transfer.export.kilobytes', { size: format.number(Math.ceil(progress.bytes / KIB)) })
        : t('transfer.export.megabytes', {
            size: format.number(progress.bytes / (KIB * KIB), { maximumFractionDigits: 1 }),
          });
    const words =
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
            {words}
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
          {label ?? t('transfer.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {groups.map((group, i) => (
          <Fragment key={group.label}>
            {i > 0 ? <Menu.Divider /> : null}
            <Menu.Label>{group.label}</Menu.Label>
            {group.choices.map((choice) => (
              <Menu.Item key={choice.id} data-testid={`export-${choice.id}`} onClick={() => start(choice.id)}>
                {choice.label}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
