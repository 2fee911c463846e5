import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure of a portal card (weight, pickup, freight…), label above value for a narrow screen. */
export function PortalFact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}
