import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SharedOrder } from '../../domain/schemas/tracking';
import { useNow } from '../tracking/useNow';
import { fixAge, formatClock, statusLabel } from '../tracking/vehicleCells';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** What a consignee needs at a glance: which truck, from where to where, and how fresh the news is. */
export function SharedOrderSummary({ order }: { order: SharedOrder }) {
  // Ticks every 15 s so "last update" ages between fixes too.
  const now = useNow(15_000);
  const fixAt = order.vehicle?.lastFix?.at ?? null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="share-summary">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <Title order={2} size="h3">
          Order {order.orderNumber}
        </Title>
        <Badge variant="light">{statusLabel(order.status)}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label="Vehicle">
          {order.vehicleNumber ?? 'Not assigned yet'} · {order.transporterName}
        </Fact>
        <Fact label="Route">
          {order.origin.name} → {order.destination.name}
        </Fact>
        <Fact label="Last update" testId="share-last-update">
          {fixAt ? (
            <time dateTime={fixAt}>
              {fixAge(fixAt, now)} ({formatClock(fixAt)})
            </time>
          ) : (
            fixAge(fixAt, now)
          )}
        </Fact>
        <Fact label="Link valid until">{formatClock(order.expiresAt)} IST</Fact>
      </SimpleGrid>
    </Paper>
  );
}
