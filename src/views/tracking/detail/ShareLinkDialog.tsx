import {
  Alert,
  Button,
  CopyButton,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shareApi } from '../../../api/share';
import { useApi } from '../../../app/useApi';
import type { ShareLink } from '../../../domain/schemas/tracking';
import { Dialog } from '../../components/Dialog';
import { formatDateTime } from '../../components/formatDateTime';
import { type ShareKind, shareLinkUrl } from '../../share/shareLinkUrl';
import { DEFAULT_SHARE_HOURS, SHARE_HOURS } from './shareExpiry';

/**
 * Creates a public link to one trip for someone without an account (a consignee), shows it to copy, and
 * revokes it. The link lives only in this dialog: closing it does not revoke, reopening makes a new one.
 */
export function ShareLinkDialog({
  orderId,
  opened,
  onClose,
}: {
  orderId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi(shareApi);
  const [kind, setKind] = useState<ShareKind>('location');
  const [hours, setHours] = useState(DEFAULT_SHARE_HOURS);
  const [link, setLink] = useState<ShareLink | null>(null);
  const create = useMutation({
    mutationFn: () => api.create(orderId, { kind, hours }),
    onSuccess: setLink,
  });
  const revoke = useMutation({
    mutationFn: (token: string) => api.revoke(orderId, token),
    onSuccess: () => setLink(null),
  });

  const close = () => {
    setLink(null);
    create.reset();
    revoke.reset();
    onClose();
  };
  const confirmRevoke = (token: string) =>
    modals.openConfirmModal({
      title: t('tracking.detail.share.revokeTitle'),
      children: <Text size="sm">{t('tracking.detail.share.revokeText')}</Text>,
      labels: {
        confirm: t('tracking.detail.share.revokeConfirm'),
        cancel: t('tracking.detail.share.revokeCancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(token),
    });

  const url = link ? shareLinkUrl(window.location.origin, link.kind, link.token) : null;
  const failure = create.error ?? revoke.error;
  const kindOptions: { value: ShareKind; label: string }[] = [
    { value: 'location', label: t('tracking.detail.share.kindLocation') },
    { value: 'fastag', label: t('tracking.detail.share.kindFastag') },
  ];
  const hourOptions = SHARE_HOURS.map((hours) => ({
    value: String(hours),
    label: t('tracking.detail.share.hours', { count: hours }),
  }));

  return (
    <Dialog opened={opened} onClose={close} title={t('tracking.detail.share.title')} size="lg">
      <Stack gap="md">
        {link && url ? (
          <>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('tracking.detail.share.publicLink')}
                value={url}
                readOnly
                flex={1}
                data-testid="share-url"
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
                    {copied ? t('tracking.detail.share.copied') : t('tracking.detail.share.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" c="dimmed" data-testid="share-expiry">
              {t('tracking.detail.share.worksUntil', { time: formatDateTime(link.expiresAt) })}
            </Text>
            <Group justify="space-between">
              <Button
                variant="light"
                color="red"
                loading={revoke.isPending}
                onClick={() => confirmRevoke(link.token)}
              >
                {t('tracking.detail.share.revoke')}
              </Button>
              <Button variant="default" onClick={close}>
                {t('tracking.detail.share.done')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="share-kind-label">
                {t('tracking.detail.share.kindLabel')}
              </Text>
              <SegmentedControl
                aria-labelledby="share-kind-label"
                data={kindOptions}
                value={kind}
                onChange={(value) => setKind(value === 'fastag' ? 'fastag' : 'location')}
              />
            </Stack>
            <Select
              label={t('tracking.detail.share.expiresAfter')}
              data={hourOptions}
              value={String(hours)}
              onChange={(value) => setHours(Number(value ?? DEFAULT_SHARE_HOURS))}
              allowDeselect={false}
            />
            {revoke.isSuccess ? (
              <Text size="sm" c="dimmed" data-testid="share-revoked">
                {t('tracking.detail.share.revoked')}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button loading={create.isPending} onClick={() => create.mutate()}>
                {t('tracking.detail.share.create')}
              </Button>
            </Group>
          </>
        )}
        {failure ? (
          <Alert color="red" variant="light" title={t('tracking.detail.share.failed')}>
            {failure.message}
          </Alert>
        ) : null}
      </Stack>
    </Dialog>
  );
}
