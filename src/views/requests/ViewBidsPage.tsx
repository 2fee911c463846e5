import { Alert, Anchor, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { requestsApi } from '../../api/requests';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { useFormat } from '../../i18n/useFormat';
import { linkTo } from '../../routes/links';
import { CardTable } from '../components/CardTable';
import { AppConnectionBadge } from '../components/ConnectionBadge';
import { errorText } from '../components/errorText';
import { formatDateTime } from '../components/formatDateTime';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { PageHeader } from '../components/PageHeader';
import { windowCountdown } from '../components/windowCountdown';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { useNow } from '../tracking/useNow';
import { awardProblemText, planAward, wholeToL1 } from './awardPlan';
import { BidRow } from './BidRow';
import { useRequestNews } from './useRequestNews';
import { WindowLimitNote } from './WindowLimitNote';

/**
 * The bids on one request, ranked L1, L2… by the server. Live (`useRequestNews`): news of the request
 * refetches the ranking (the server owns the rank rule) and its status, and a new bid is flagged, as are the
 * bids that came while the socket was down. When the request
 * machine allows `request.award`, vehicles can be given to one bid (whole) or split across several.
 */
export function ViewBidsPage({ title, params, direction }: DirectedScreenProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const api = useApi(requestsApi);
  const queryClient = useQueryClient();
  const id = Number(params.id);
  const now = useNow(5_000);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [awarded, setAwarded] = useState<{ orders: { id: number; number: string }[] } | null>(null);

  const detail = useQuery({
    queryKey: ['requests', 'detail', id],
    queryFn: ({ signal }) => api.detail(id, signal),
  });
  const bids = useQuery({
    queryKey: ['requests', 'bids', id],
    queryFn: ({ signal }) => api.bids(id, signal),
  });

  useRequestNews(id, (news, refreshed) => {
    if (news.type === 'resync') {
      const before = new Set(bids.data?.bids.map((bid) => bid.id));
      void refreshed.then(() => {
        const after = queryClient.getQueryData<typeof bids.data>(['requests', 'bids', id])?.bids ?? [];
        const missed = after.filter((bid) => !before.has(bid.id)).map((bid) => bid.id);
        if (missed.length > 0) setFresh((current) => new Set([...current, ...missed]));
      });
    } else if (news.type === 'bid.placed') setFresh((current) => new Set(current).add(news.payload.bidId));
  });

  const award = useMutation({
    mutationFn: (awards: { bidId: number; vehicles: number }[]) => api.award(id, awards),
    onSuccess: (result) => {
      setAwarded(result);
      setChosen({});
      void queryClient.invalidateQueries({ queryKey: ['requests'] });
    },
  });

  if (detail.isPending || bids.isPending) return <Loader data-testid="loading" />;
  if (detail.isError)
    return (
      <QueryErrorAlert title={t('requests.detail.loadFailed')} error={detail.error} retry={detail.refetch} />
    );
  if (bids.isError)
    return <QueryErrorAlert title={t('requests.bids.loadFailed')} error={bids.error} retry={bids.refetch} />;

  const request = detail.data;
  const list = bids.data;
  const canAward = request.actions.includes('request.award');
  const plan = planAward(chosen, list.bids, list.vehicleCount);

  const confirmAward = () =>
    modals.openConfirmModal({
      title: t('common.spec.confirmTitle'),
      children: (
        <Text size="sm">
          {t('requests.bids.confirmAward', {
            total: plan.total,
            vehicles: list.vehicleCount,
            count: plan.awards.length,
          })}
        </Text>
      ),
      labels: { confirm: t('requests.bids.award'), cancel: t('common.actions.cancel') },
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
              {t('requests.bids.ceiling', { amount: format.inr(list.ceilingPaise) })} ·{' '}
              {list.lastPaidPaise === null
                ? t('requests.bids.lastPaidUnknown')
                : t('requests.bids.lastPaid', { amount: format.inr(list.lastPaidPaise) })}{' '}
              · {t('requests.bids.vehicles', { count: list.vehicleCount })} ·{' '}
              {list.status === 'open'
                ? windowCountdown(request.biddingStartsAt, list.biddingEndsAt, now)
                : t('requests.bids.windowEnded', { time: formatDateTime(list.biddingEndsAt) })}
            </Text>
            <WindowLimitNote request={request} />
          </Group>
        }
        actions={
          <>
            <AppConnectionBadge />
            <Button component={Link} href={linkTo('request-detail', { direction, id })} variant="default">
              {t('requests.bids.backToRequest')}
            </Button>
          </>
        }
      />
      {awarded ? (
        <Alert color="teal" title={t('requests.bids.awarded')} mb="md" data-testid="award-result">
          <Stack gap={4}>
            <Text size="sm" data-testid="orders-created">
              {t('requests.bids.ordersCreated', { count: awarded.orders.length })}
            </Text>
            <Group gap="sm">
              {awarded.orders.map((order) => (
                <Anchor
                  key={order.id}
                  component={Link}
                  href={linkTo('order-detail', { direction, id: order.id })}
                  size="sm"
                >
                  {order.number}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <Card withBorder p={0}>
        {/* The table keeps its own minimum width (none as cards, on a phone); a narrower window scrolls it. */}
        <Table.ScrollContainer minWidth={0}>
          <CardTable
            minWidth={900}
            striped
            highlightOnHover
            aria-label={t('requests.bids.table')}
            data-testid="bids-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>{t('requests.bids.rank')}</Table.Th>
                <Table.Th>{t('requests.bids.transporter')}</Table.Th>
                <Table.Th>{t('requests.bids.time')}</Table.Th>
                <Table.Th ta="right">{t('requests.bids.amount')}</Table.Th>
                <Table.Th ta="right">{t('requests.bids.vehicleCount')}</Table.Th>
                <Table.Th ta="right">{t('requests.bids.savingVsCeiling')}</Table.Th>
                <Table.Th ta="right">{t('requests.bids.savingVsLastPaid')}</Table.Th>
                <Table.Th>{t('requests.bids.status')}</Table.Th>
                {canAward ? <Table.Th>{t('requests.bids.awardVehicles')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.bids.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={canAward ? 9 : 8}>
                    <Text c="dimmed" ta="center" py="lg" data-testid="bids-empty">
                      {t('common.spec.tableEmpty')}
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
          </CardTable>
        </Table.ScrollContainer>
      </Card>
      {canAward ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c={plan.problem ? 'dimmed' : undefined} data-testid="award-summary">
            {plan.problem
              ? awardProblemText(t, plan.problem)
              : t('requests.bids.chosen', { total: plan.total, count: list.vehicleCount })}
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => setChosen(wholeToL1(list.bids, list.vehicleCount))}
              data-testid="award-whole"
            >
              {t('requests.bids.wholeToL1')}
            </Button>
            <Button
              onClick={confirmAward}
              disabled={plan.problem !== null}
              loading={award.isPending}
              data-testid="award-submit"
            >
              {t('requests.bids.award')}
            </Button>
          </Group>
        </Group>
      ) : null}
      {award.isError ? (
        <Alert color="red" mt="md" title={t('requests.bids.notAwarded')}>
          {errorText(i18n, award.error)}
        </Alert>
      ) : null}
    </>
  );
}
