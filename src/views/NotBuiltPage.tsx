import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import type { ScreenProps } from '../app/screenLoader';

/** The one page every not-yet-built screen shares: it names the screen and claims nothing more. */
export function NotBuiltPage({ title }: ScreenProps) {
  return (
    <Card p="xl" data-testid="not-built">
      <Stack gap="xs" align="flex-start">
        <Badge variant="light" color="gray">
          Not built yet
        </Badge>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">
          This screen is not built yet. It will arrive in a later release of Freightdesk.
        </Text>
      </Stack>
    </Card>
  );
}
