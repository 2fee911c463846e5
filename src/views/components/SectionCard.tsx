import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: ReactNode;
  /** A line under the title saying what the section is for. */
  description?: ReactNode;
  /** Buttons beside the title (Add address, Choose all). */
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** One part of a form or a record's page: a card headed by its title (the page's h1 is the record). */
export function SectionCard({ title, description, actions, testId, children }: SectionCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
