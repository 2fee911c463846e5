import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A failed load with its reason and a retry, the same on every tracking screen. */
export function QueryErrorAlert({ title, error, retry }: { title: string; error: Error; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title} data-testid="load-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={retry}>
          {t('common.actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
