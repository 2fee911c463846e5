import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';

/**
 * The signing secret, shown this once (after creation or rotation): the server keeps it to sign, but never
 * answers it again, so the reader copies it into the receiver now.
 */
export function SecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened onClose={onClose} title={t('settings.webhooks.secret.title')} size="lg" centered>
      <Stack gap="md" data-testid="webhook-secret">
        <Alert color="yellow" variant="light" title={t('settings.webhooks.secret.once')}>
          {t('settings.webhooks.secret.explain')}
        </Alert>
        <Code block data-testid="webhook-secret-value" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Text size="sm" c="dimmed">
          {t('settings.webhooks.secret.docs')}
        </Text>
        <Group justify="flex-end">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} data-testid="webhook-secret-copy">
                {copied ? t('settings.webhooks.secret.copied') : t('settings.webhooks.secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-testid="webhook-secret-done">
            {t('settings.webhooks.secret.done')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
