import { Alert, Anchor, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { MESSAGES } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { BidPlacedEvent } from '../../domain/schemas/notifications';
import { linkTo } from '../../routes/links';
import { formatDateTime } from '../components/formatDateTime';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { PageHeader } from '../components/PageHeader';
import { useIndustryEvent } from '../components/useIndustryEvent';
import { windowCountdown } from '../components/windowCountdown';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { useNow } from '../tracking/useNow';
import { planAward, wholeToL1 } from './awardPlan';
import { BidRow } from './BidRow';

/**
 * The bids on one request, ranked L1, L2… by the server. Live: a `bid.placed` / `bid.withdrawn` for this
 * request refetches the ranking (the server owns the rank rule), and the new bid is flagged. When the request
 * machine allows `request.award`, vehicles can be given to one bid (whole) or split across several.
 */
export function ViewBidsPage({ title, params, direction }: DirectedScreenProps) {
  const { api } = useAppState();
  const queryClient = useQueryClient();
  const id = Number(params.id);
  const now = useNow(5_000);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [awarded, setAwarded] = useState<{ orderIds: number[] } | null>(null);

  const detail = useQuery({
    queryKey: ['requests', 'detail', id],
    queryFn: ({ signal }) => api.requests.detail(id, signal),
  });
  const bids = useQuery({
    queryKey: ['requests', 'bids', id],
    queryFn: ({ signal }) => api.requests.bids(id, signal),
  });

  const onBid = (event: { requestId: number; bidId: number }) => {
    if (event.requestId !== id) return;
    setFresh((current) => new Set(current).add(event.bidId));
    void queryClient.invalidateQueries({ queryKey: ['requests', 'bids', id] });
    void queryClient.invalidateQueries({ queryKey: ['requests', 'detail', id] });
  };
  useIndustryEvent('bid.placed', BidPlacedEvent, onBid);
  useIndustryEvent('bid.withdrawn', BidPlacedEvent, onBid);

  const award = useMutation({
    mutationFn: (awards: { bidId: number; vehicles: number }[]) => api.requests.award(id, awards),
    onSuccess: (result) => {
      setAwarded(result);
      setChosen({});
      void queryClient.invalidateQueries({ queryKey: ['requests'] });
    },
  });

  if (detail.isPending || bids.isPending) return <Loader data-testid="loading" />;
  if (detail.isError)
    return (
      <QueryErrorAlert title="The request could not be loaded" error={detail.error} retry={detail.refetch} />
    );
  if (bids.isError)
    return <QueryErrorAlert title="The bids could not be loaded" error={bids.error} retry={bids.refetch} />;

  const request = detail.data;
  const list = bids.data;
  const canAward = request.actions.includes('request.award');
  const plan = planAward(chosen, list.bids, list.vehicleCount);

  const confirmAward = () =>
    modals.openConfirmModal({
      title: MESSAGES.confirmTitle,
      children: (
        <Text size="sm">
          Award {plan.total} of {list.vehicleCount} vehicles across {plan.awards.length} bid
          {plan.awards.length === 1 ? '' : 's'}? The other bids are rejected and orders are created.
        </Text>
      ),
      labels: { confirm: 'Award', cancel: 'Cancel' },
      confirmProps: { 'data-testid': 'award-confirm' },
      onConfirm: () => award.mutate(plan.awards),
    });

  return (
    <>
      <PageHeader
        title={`${title} · ${request.number}`}
        description={
          <Group gap="xs" component="span">
            <LifecycleBadge status={list.status} />
            <Text span size="sm" c="dimmed">
              Ceiling {formatInr(list.ceilingPaise)} · last paid on this lane{' '}
              {list.lastPaidPaise === null ? 'unknown' : formatInr(list.lastPaidPaise)} ·{' '}
              {list.vehicleCount === 1 ? '1 vehicle' : `${list.vehicleCount} vehicles`} ·{' '}
              {list.status === 'open'
                ? windowCountdown(request.biddingStartsAt, list.biddingEndsAt, now)
                : `window ended ${formatDateTime(list.biddingEndsAt)}`}
            </Text>
          </Group>
        }
        actions={
          <Button component={Link} href={linkTo('request-detail', { direction, id })} variant="default">
            Back to request
          </Button>
        }
      />
      {awarded ? (
        <Alert color="teal" title="Awarded" mb="md" data-testid="award-result">
          <Stack gap={4}>
            <Text size="sm">{awarded.orderIds.length} orders created:</Text>
            <Group gap="sm">
              {awarded.orderIds.map((orderId) => (
                <Anchor
                  key={orderId}
                  component={Link}
                  href={linkTo('order-detail', { direction, id: orderId })}
                  size="sm"
                >
                  Order #{orderId}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover aria-label="Bids" data-testid="bids-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>Rank</Table.Th>
                <Table.Th>Transporter</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Vehicles</Table.Th>
                <Table.Th ta="right">Saving vs ceiling</Table.Th>
                <Table.Th ta="right">Saving vs last paid</Table.Th>
                <Table.Th>Status</Table.Th>
                {canAward ? <Table.Th>Award vehicles</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.bids.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={canAward ? 9 : 8}>
                    <Text c="dimmed" ta="center" py="lg" data-testid="bids-empty">
                      {MESSAGES.tableEmpty}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                list.bids.map((bid) => (
                  <BidRow
                    key={bid.id}
                    bid={bid}
                    isNew={fresh.has(bid.id)}
                    chosen={canAward ? (chosen[bid.id] ?? 0) : undefined}
                    onChoose={(vehicles) => setChosen((c) => ({ ...c, [bid.id]: vehicles }))}
                  />
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {canAward ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c={plan.problem ? 'dimmed' : undefined} data-testid="award-summary">
            {plan.problem ?? `${plan.total} of ${list.vehicleCount} vehicles chosen`}
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => setChosen(wholeToL1(list.bids, list.vehicleCount))}
              data-testid="award-whole"
            >
              Whole to L1
            </Button>
            <Button
              onClick={confirmAward}
              disabled={plan.problem !== null}
              loading={award.isPending}
              data-testid="award-submit"
            >
              Award
            </Button>
          </Group>
        </Group>
      ) : null}
      {award.isError ? (
        <Alert color="red" mt="md" title="Not awarded">
          {award.error.message}
        </Alert>
      ) : null}
    </>
  );
}
