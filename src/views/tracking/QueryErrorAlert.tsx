import { Alert, Button, Stack, Text } from '@mantine/core';

/** A failed load with its reason and a retry, the same on every tracking screen. */
export function QueryErrorAlert({ title, error, retry }: { title: string; error: Error; retry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title} data-testid="load-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
