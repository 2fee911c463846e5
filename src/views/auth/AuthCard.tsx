import { Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import logo from '../../assets/logo.svg';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the sign-in and password pages. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Group gap="xs" justify="center">
          <Image src={logo} w={36} h={36} alt="" />
          <Text fw={700} fz={22}>
            Freightdesk
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
        <Text c="dimmed" size="xs" ta="center">
          Freight management for shippers: requests, bids, orders and live tracking.
        </Text>
      </Stack>
    </Center>
  );
}
