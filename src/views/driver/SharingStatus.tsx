import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useFormat';
import type { LocationSharing } from './useLocationSharing';

/** Whether the phone is sending, what waits for the network, and whether the screen is kept on. */
export function SharingStatus({ sharing }: { sharing: LocationSharing }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (sharing.phase === 'denied' || sharing.phase === 'unsupported')
    return (
      <Alert color="red" variant="light" data-testid="driver-sharing" data-phase={sharing.phase}>
        <Text>{t(sharing.phase === 'denied' ? 'driver.consent.denied' : 'driver.consent.unsupported')}</Text>
      </Alert>
    );
  return (
    <Paper withBorder radius="md" p="md" data-testid="driver-sharing" data-phase={sharing.phase}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge size="lg" color={sharing.phase === 'sharing' ? 'green' : 'gray'} variant="filled">
            {t(sharing.phase === 'sharing' ? 'driver.sharing.on' : 'driver.sharing.waiting')}
          </Badge>
        </Group>
        {sharing.lastSentAt ? (
          <Text data-testid="driver-last-sent">
            {t('driver.sharing.lastSent', { time: format.clock(sharing.lastSentAt) })}
          </Text>
        ) : null}
        {sharing.queued > 0 ? (
          <Text fw={600} data-testid="driver-queued">
            {t('driver.sharing.queued', { count: sharing.queued })}
          </Text>
        ) : null}
        {!sharing.online ? (
          <Alert color="orange" variant="light" data-testid="driver-offline">
            {t('driver.sharing.offline')}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {t(sharing.screenAwake ? 'driver.sharing.awake' : 'driver.sharing.keepOpen')}
        </Text>
      </Stack>
    </Paper>
  );
}
