import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ErrorPageProps {
  code: string;
  title: string;
  text: string;
  testId: string;
}

export function ErrorPage({ code, title, text, testId }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl" data-testid={testId}>
      <Stack align="center" gap="sm" maw={460}>
        <Text fz={64} fw={800} c="brand.6" lh={1}>
          {code}
        </Text>
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        <Button component="a" href="#/" mt="sm">
          {t('errors.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
