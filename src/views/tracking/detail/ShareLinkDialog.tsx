import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppState } from '../../../app/AppStateContext';
import type { ShareLink } from '../../../domain/schemas/tracking';
import { formatDateTime } from '../../components/formatDateTime';
import { type ShareKind, shareLinkUrl } from '../../share/shareLinkUrl';
import { DEFAULT_SHARE_HOURS, SHARE_HOURS } from './shareExpiry';

const KIND_OPTIONS: { value: ShareKind; label: string }[] = [
  { value: 'location', label: 'Live location' },
  { value: 'fastag', label: 'Toll crossings' },
];
const HOUR_OPTIONS = SHARE_HOURS.map((hours) => ({ value: String(hours), label: `${hours} hours` }));

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
  const { api } = useAppState();
  const [kind, setKind] = useState<ShareKind>('location');
  const [hours, setHours] = useState(DEFAULT_SHARE_HOURS);
  const [link, setLink] = useState<ShareLink | null>(null);
  const create = useMutation({
    mutationFn: () => api.share.create(orderId, { kind, hours }),
    onSuccess: setLink,
  });
  const revoke = useMutation({
    mutationFn: (token: string) => api.share.revoke(orderId, token),
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
      title: 'Revoke this link?',
      children: <Text size="sm">Are you sure? Anyone holding the link loses access at once.</Text>,
      labels: { confirm: 'Revoke link', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(token),
    });

  const url = link ? shareLinkUrl(window.location.origin, link.kind, link.token) : null;
  const failure = create.error ?? revoke.error;

  return (
    <Modal opened={opened} onClose={close} title="Share this trip" size="lg">
      <Stack gap="md">
        {link && url ? (
          <>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label="Public link" value={url} readOnly flex={1} data-testid="share-url" />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" c="dimmed" data-testid="share-expiry">
              Works until {formatDateTime(link.expiresAt)} IST, without sign-in.
            </Text>
            <Group justify="space-between">
              <Button
                variant="light"
                color="red"
                loading={revoke.isPending}
                onClick={() => confirmRevoke(link.token)}
              >
                Revoke
              </Button>
              <Button variant="default" onClick={close}>
                Done
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="share-kind-label">
                What the link shows
              </Text>
              <SegmentedControl
                aria-labelledby="share-kind-label"
                data={KIND_OPTIONS}
                value={kind}
                onChange={(value) => setKind(value === 'fastag' ? 'fastag' : 'location')}
              />
            </Stack>
            <Select
              label="Link expires after"
              data={HOUR_OPTIONS}
              value={String(hours)}
              onChange={(value) => setHours(Number(value ?? DEFAULT_SHARE_HOURS))}
              allowDeselect={false}
            />
            {revoke.isSuccess ? (
              <Text size="sm" c="dimmed" data-testid="share-revoked">
                The link was revoked.
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button loading={create.isPending} onClick={() => create.mutate()}>
                Create link
              </Button>
            </Group>
          </>
        )}
        {failure ? (
          <Alert color="red" variant="light" title="That did not work">
            {failure.message}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
