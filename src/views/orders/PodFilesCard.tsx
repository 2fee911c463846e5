import { Alert, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesApi } from '../../api/files';
import { useApi } from '../../app/useApi';
import { POD_ADD_STATUSES, POD_MEDIA_TYPES, type PodFileKind } from '../../domain/podFiles';
import type { OrderDetail, PodFile } from '../../domain/schemas/orders';
import { useFormat } from '../../i18n/useFormat';
import { errorText } from '../components/errorText';
import { formatDateTime } from '../components/formatDateTime';
import { saveFile } from '../transfer/saveFile';
import { PodProgress } from './PodProgress';
import { podFileProblemOf, podProblemText } from './podFileCheck';
import { type PodUploader, useOrderPodUpload } from './usePodUpload';

/** Orders whose page shows the POD card: those delivered, and any that somehow already carry a file. */
const SHOWN: readonly string[] = [...POD_ADD_STATUSES, 'closed'];

const KIB = 1024;

/** The shipper's card on its order page: the order's papers, and another POD file once delivered. */
export function PodFilesCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const uploader = useOrderPodUpload(order.id, (_order, { file }) =>
    notifications.show({ color: 'green', message: t('orders.pod.added', { name: file.name }) }),
  );
  if (!SHOWN.includes(order.status) && order.podFiles.length === 0) return null;
  const canAdd = (POD_ADD_STATUSES as readonly string[]).includes(order.status);
  return (
    <PodPapersCard
      files={order.podFiles}
      fileUrl={(fileId) => `/api/orders/${order.id}/pod/${fileId}`}
      uploader={uploader}
      adds={canAdd ? ['pod'] : []}
    />
  );
}

/**
 * An order's delivery papers (PODs and lorry receipts): every stored file, viewed in a new tab or downloaded
 * under its own name, and the kinds of paper that may be added now (checked first, sent with its progress)
 * through the uploader of whoever looks (shipper or transporter). `children` go under the list: a form that
 * confirms the delivery, say.
 */
export function PodPapersCard({
  files,
  fileUrl,
  uploader,
  adds,
  children,
}: {
  files: readonly PodFile[];
  fileUrl: (fileId: number) => string;
  uploader: PodUploader;
  adds: readonly PodFileKind[];
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutation: upload, sent, cancelled, cancel } = uploader;

  const add = async (kind: PodFileKind, file: File | null) => {
    setProblem(null);
    if (!file) return;
    const found = await podFileProblemOf(file);
    if (found) return setProblem(podProblemText(t, found));
    upload.mutate({ file, delivery: null, kind });
  };

  return (
    <Card withBorder mb="md" data-testid="pod-files">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('orders.pod.title')}
        </Title>
        <Group gap="xs">
          {adds.map((kind) => (
            <FileButton
              key={kind}
              onChange={(file) => void add(kind, file)}
              accept={POD_MEDIA_TYPES.join(',')}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="compact-sm"
                  disabled={upload.isPending}
                  data-testid={kind === 'pod' ? 'pod-add' : `pod-add-${kind}`}
                >
                  {t(`orders.pod.addKind.${kind}`)}
                </Button>
              )}
            </FileButton>
          ))}
        </Group>
      </Group>
      <Stack gap="sm">
        {files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orders.pod.none')}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={t('orders.pod.listLabel')}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {files.map((file) => (
              <PodFileRow key={file.id} path={fileUrl(file.id)} file={file} />
            ))}
          </Stack>
        )}
        {upload.isPending ? <PodProgress sent={sent} onCancel={cancel} /> : null}
        {problem ? (
          <Alert color="red" role="alert" data-testid="pod-problem">
            {problem}
          </Alert>
        ) : null}
        {upload.isError && !cancelled ? (
          <Alert color="red" role="alert">
            {errorText(i18n, upload.error)}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}

function PodFileRow({ path, file }: { path: string; file: PodFile }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const api = useApi(filesApi);
  const failed = (error: Error) =>
    notifications.show({
      color: 'red',
      message: t('orders.pod.openFailed', { error: errorText(i18n, error) }),
    });
  const download = useMutation({
    mutationFn: () => api.file(`${path}?download=true`, undefined, file.fileName),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: failed,
  });
  const view = useMutation({
    // The tab is opened while the click is still a click, so no pop-up blocker stops it; the file follows.
    mutationFn: async (tab: Window | null) => ({
      tab,
      file: await api.file(path, undefined, file.fileName),
    }),
    onSuccess: ({ tab, file: { blob, fileName } }) => {
      if (!tab) return saveFile(blob, fileName);
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      // The tab has loaded what it shows well before a minute passes; after that the address may go.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    onError: (error, tab) => {
      tab?.close();
      failed(error);
    },
  });
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="pod-file-row">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {file.fileName}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`orders.pod.kinds.${file.kind}`)} · {t(`orders.pod.types.${file.contentType}`)} ·{' '}
          {t('orders.pod.uploadedBy', {
            size: t('transfer.export.kilobytes', { size: format.number(Math.ceil(file.sizeBytes / KIB)) }),
            who: file.uploadedBy ?? (file.byDriver ? t('driver.timeline.driver') : '—'),
            time: formatDateTime(file.uploadedAt),
          })}
        </Text>
      </div>
      <Group gap="xs">
        <Button
          variant="default"
          size="compact-sm"
          loading={view.isPending}
          aria-label={t('orders.pod.viewOf', { name: file.fileName })}
          onClick={() => view.mutate(window.open('', '_blank'))}
        >
          {t('orders.pod.view')}
        </Button>
        <Button
          variant="light"
          size="compact-sm"
          loading={download.isPending}
          aria-label={t('orders.pod.downloadOf', { name: file.fileName })}
          onClick={() => download.mutate()}
          data-testid="pod-download"
        >
          {t('orders.pod.download')}
        </Button>
      </Group>
    </Group>
  );
}
