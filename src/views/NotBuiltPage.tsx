import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../app/screenLoader';

/** The one page every not-yet-built screen shares: it names the screen and claims nothing more. */
export function NotBuiltPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <Card p="xl" data-testid="not-built">
      <Stack gap="xs" align="flex-start">
        <Badge variant="light" color="gray">
          {t('errors.notBuilt.badge')}
        </Badge>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{t('errors.notBuilt.text')}</Text>
      </Stack>
    </Card>
  );
}
