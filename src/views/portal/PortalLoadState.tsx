import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSkeleton } from '../components/ContentSkeleton';
import { errorText } from '../components/errorText';

/**
 * A portal screen's data on its way: its cards' shape at once (a phone on 4G waits longest here), and what is
 * loading said to a screen reader.
 */
export function PortalLoading({ label }: { label: string }) {
  return <ContentSkeleton cards={2} lines={3} label={label} />;
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
