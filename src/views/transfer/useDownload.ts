import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../api/files';
import type { DownloadProgress } from '../../api/transfer';
import type { SheetFormat } from '../../domain/schemas/transfer';
import { errorText } from '../components/errorText';
import { saveFile } from './saveFile';

type Fetcher<Choice extends string> = (
  choice: Choice,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
) => Promise<DownloadedFile>;

export interface Download<Choice extends string = SheetFormat> {
  /** Null while nothing is downloading. */
  progress: (DownloadProgress & { format: Choice }) | null;
  start: (choice: Choice) => void;
  cancel: () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One download at a time with its progress: saved under the server's file name when it ends, a toast when it
 * fails, nothing when it is cancelled or the screen is left.
 */
export function useDownload<Choice extends string = SheetFormat>(
  fetchFile: Fetcher<Choice>,
): Download<Choice> {
  const { t, i18n } = useTranslation();
  const [progress, setProgress] = useState<Download<Choice>['progress']>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    (format: Choice) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setProgress({ bytes: 0, rows: null, total: null, format });
      fetchFile(format, (next) => setProgress({ ...next, format }), controller.signal)
        .then(({ blob, fileName }) => {
          saveFile(blob, fileName);
          notifications.show({ color: 'teal', message: t('transfer.export.done', { file: fileName }) });
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          const message = error instanceof Error ? errorText(i18n, error) : String(error);
          notifications.show({ color: 'red', message: t('transfer.export.failed', { error: message }) });
        })
        .finally(() => {
          running.current = null;
          setProgress(null);
        });
    },
    [fetchFile, t, i18n],
  );
  const cancel = useCallback(() => running.current?.abort(), []);
  return { progress, start, cancel };
}
