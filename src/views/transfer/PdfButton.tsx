import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { filesApi } from '../../api/files';
import { useApi } from '../../app/useApi';
import { errorText } from '../components/errorText';
import { saveFile } from './saveFile';

interface PdfButtonProps {
  /** The document's route, e.g. `/api/invoices/12/pdf`. */
  path: `/api/${string}`;
  /** Which document, added to the button's name for screen readers: "FD/2026-27/000001". */
  document: string;
  /** The button's own words where "Download PDF" would not say which document ("Gate pass (PDF)"). */
  label?: string;
}

/** "Download PDF" of one printed document: saved under the server's file name, a toast when it fails. */
export function PdfButton({ path, document, label }: PdfButtonProps) {
  const { t, i18n } = useTranslation();
  const api = useApi(filesApi);
  const download = useMutation({
    mutationFn: () => api.file(path),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: t('transfer.pdf.failed', { error: errorText(i18n, error) }),
      }),
  });
  return (
    <Button
      variant="light"
      size="compact-sm"
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={label ? undefined : t('transfer.pdf.downloadOf', { document })}
    >
      {label ?? t('transfer.pdf.download')}
    </Button>
  );
}
