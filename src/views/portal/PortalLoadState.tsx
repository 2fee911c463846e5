import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../components/errorText';

/** A portal screen's data on its way: a spinner, and what is loading said to a screen reader too. */
export function PortalLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text size="sm" c="dimmed" role="status">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** A portal screen whose data did not come: why, in the reader's language, and a thumb-sized retry. */
export function PortalLoadFailed({
  title,
  error,
  retry,
}: {
  title: string;
  error: Error;
  retry: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={title} data-testid="load-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(i18n, error)}</Text>
        <Button size="md" variant="default" onClick={retry}>
          {t('portal.requests.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A portal screen that cannot go on (no such record, nothing left to do): why, and the way back. */
export function PortalStop({
  message,
  testId,
  next,
}: {
  message: ReactNode;
  testId: string;
  next: ReactNode;
}) {
  return (
    <Alert color="yellow" variant="light" data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {next}
      </Stack>
    </Alert>
  );
}
