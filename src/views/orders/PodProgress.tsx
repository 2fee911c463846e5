import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How far a POD upload is, with a way to stop it; once every byte is sent the server is storing it. */
export function PodProgress({ sent, onCancel }: { sent: number; onCancel: () => void }) {
  const { t } = useTranslation();
  const percent = Math.round(sent * 100);
  return (
    <Stack gap={6} data-testid="pod-progress">
      <Progress value={percent} animated={sent >= 1} striped={sent >= 1} aria-label={t('orders.pod.title')} />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {sent >= 1 ? <Loader size="xs" /> : null}
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('orders.pod.uploading', { percent })}
          </Text>
        </Group>
        <Button variant="subtle" size="compact-sm" onClick={onCancel}>
          {t('orders.pod.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
