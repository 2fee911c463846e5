import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="md">
      <Stack gap={4}>
        {/* The page's one h1, drawn at h2's size as before. */}
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? (
          // A div, not a paragraph: descriptions may hold badges and other blocks.
          <Text c="dimmed" size="sm" component="div">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
