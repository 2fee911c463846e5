import { Anchor, Button, Card, Group, Stack, TagsInput, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { containersApi } from '../../api/containers';
import { useApi } from '../../app/useApi';
import { normaliseContainerNumber } from '../../domain/containerNumber';
import type { OrderDetail } from '../../domain/schemas/orders';
import { linkTo } from '../../routes/links';
import { AfterFirstPaint } from '../components/AfterFirstPaint';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { ContainerStatusBadge } from '../containers/ContainerStatusBadge';

/** The shipping containers an order carries, each opening its timeline; changed here for any order. */
export function OrderContainersCard({ order, canEdit }: { order: OrderDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const api = useApi(containersApi);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [numbers, setNumbers] = useState<string[]>(order.containers.map((c) => c.number));
  const save = useMutation({
    mutationFn: () => api.setOfOrder(order.id, numbers),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', order.id] });
      notifications.show({ message: t('tracking.containers.order.saved'), color: 'teal' });
      setEditing(false);
    },
  });
  const fieldError = save.error
    ? (Object.values(serverFieldErrors(save.error))[0] ?? save.error.message)
    : undefined;
  if (order.containers.length === 0 && !canEdit) return null;
  return (
    <Card withBorder mb="md" data-testid="order-containers">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('tracking.containers.order.title')}
        </Title>
        {canEdit && !editing ? (
          <Button variant="default" size="xs" onClick={() => setEditing(true)}>
            {t('tracking.containers.order.edit')}
          </Button>
        ) : null}
      </Group>
      {editing ? (
        <Stack gap="xs">
          {/* The tap's frame shows the card in its editing shape; the tags box (Mantine's combobox, placed by
              floating-ui as it mounts: a phone's fifth of a second) follows once that frame has painted. */}
          <AfterFirstPaint>
            <TagsInput
              label={t('tracking.containers.order.numbers')}
              description={t('tracking.containers.order.numbersHint')}
              value={numbers}
              onChange={(next) => setNumbers([...new Set(next.map(normaliseContainerNumber))])}
              error={fieldError}
              data-testid="order-container-numbers"
            />
          </AfterFirstPaint>
          <Group gap="xs">
            <Button onClick={() => save.mutate()} loading={save.isPending}>
              {t('tracking.containers.order.save')}
            </Button>
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('tracking.containers.order.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : order.containers.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('tracking.containers.order.none')}
        </Text>
      ) : (
        <Group gap="md">
          {order.containers.map((c) => (
            <Group key={c.id} gap={6}>
              <Anchor
                component={Link}
                href={linkTo('container-detail', { direction: order.direction, id: c.id })}
                ff="monospace"
              >
                {c.number}
              </Anchor>
              <ContainerStatusBadge status={c.status} />
            </Group>
          ))}
        </Group>
      )}
    </Card>
  );
}
