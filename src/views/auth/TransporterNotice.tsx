import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where a transporter's work happens instead: the API, documented at /api/docs on this server. */
export const API_DOCS_PATH = '/api/docs';

/**
 * What a transporter (user type 2) is told at sign-in: this app is the shipper's, and their work goes
 * through the API. They never enter the app, whose every screen the server would refuse them.
 */
export function TransporterNotice({ name, onDismiss }: { name: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="blue"
        variant="light"
        title={t('auth.transporter.title')}
        data-testid="transporter-notice"
      >
        <Stack gap="sm">
          <Text size="sm">{t('auth.transporter.body', { name })}</Text>
          <Anchor href={API_DOCS_PATH} size="sm" fw={600} c="brand.9" data-testid="api-docs-link">
            {t('auth.transporter.apiDocs')}
          </Anchor>
        </Stack>
      </Alert>
      <Button variant="default" fullWidth onClick={onDismiss}>
        {t('auth.transporter.otherAccount')}
      </Button>
    </Stack>
  );
}
