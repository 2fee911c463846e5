import { Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import logo from '../../assets/logo.svg';
import { LanguageSwitch } from '../components/LanguageSwitch';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The card's widest, in px: 420 fits a sign-in; a longer form (sign-up) takes more. */
  maxWidth?: number;
}

/** The frame of the sign-in and password pages. */
export function AuthCard({ title, subtitle, children, maxWidth = 420 }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={maxWidth} gap="lg">
        <Group gap="xs" justify="center">
          <Image src={logo} w={36} h={36} alt="" />
          <Text fw={700} fz={22}>
            {t('common.appName')}
          </Text>
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Stack gap={4} mb="lg">
            <Title order={1} fz={22}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Paper>
        <Group justify="center">
          <LanguageSwitch />
        </Group>
        <Text c="dimmed" size="xs" ta="center">
          {t('auth.tagline')}
        </Text>
      </Stack>
    </Center>
  );
}
