import { Card, Group, List, Loader, SimpleGrid, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { requestsApi } from '../../api/requests';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import type { RequestDetail } from '../../domain/schemas/requests';
import { useFormat } from '../../i18n/useFormat';
import { vehicleTypeLabel } from '../../i18n/vehicleTypeLabel';
import { linkTo } from '../../routes/links';
import { DetailField } from '../components/DetailField';
import { formatDateTime } from '../components/formatDateTime';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { PageHeader } from '../components/PageHeader';
import { RecordTable } from '../components/RecordTable';
import { windowCountdown } from '../components/windowCountdown';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { useNow } from '../tracking/useNow';
import { RequestActions } from './RequestActions';
import { useRequestNews } from './useRequestNews';
import { WindowLimitNote } from './WindowLimitNote';

const TABS = [
  { value: 'summary', label: 'summary' },
  { value: 'drop-offs', label: 'dropOffs' },
  { value: 'transporters', label: 'transporters' },
] as const;

function Summary({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useNow(15_000);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      <DetailField label={t('requests.detail.plant')}>{request.plant.name}</DetailField>
      <DetailField label={t(`domain.party.${request.direction === 'inbound' ? 'vendor' : 'client'}`)}>
        {request.party?.name ?? '—'}
      </DetailField>
      <DetailField label={t('requests.detail.kind')}>
        {request.kind === 'spot' ? t('requests.detail.kindSpot') : t('requests.detail.kindRegular')}
      </DetailField>
      <DetailField label={t('requests.detail.pickup')}>
        {request.pickupAddress}, {request.pickupCity.name}
      </DetailField>
      <DetailField label={t('requests.detail.pickupAt')}>{formatDateTime(request.pickupAt)}</DetailField>
      <DetailField label={t('requests.detail.product')}>
        {request.product?.name ?? '—'}
        {request.package ? ` · ${request.package.name}` : ''} ·{' '}
        {t('requests.detail.quantity', { quantity: format.number(request.quantity) })}
      </DetailField>
      <DetailField label={t('requests.detail.weight')}>
        {t('requests.detail.weightKg', { weight: format.number(request.weightKg) })}
      </DetailField>
      <DetailField label={t('requests.detail.vehicles')}>
        {request.vehicleCount} × {vehicleTypeLabel(t, request.vehicleType)}
      </DetailField>
      <DetailField label={t('requests.detail.ceiling')}>{format.inr(request.ceilingPaise)}</DetailField>
      <DetailField label={t('requests.detail.biddingWindow')}>
        {formatDateTime(request.biddingStartsAt)} → {formatDateTime(request.biddingEndsAt)}
        {request.status === 'open' ? (
          <Text size="sm" c="blue" data-testid="window-countdown">
            {windowCountdown(request.biddingStartsAt, request.biddingEndsAt, now)}
          </Text>
        ) : null}
        <WindowLimitNote request={request} />
      </DetailField>
      <DetailField label={t('requests.detail.bids')}>
        {request.bidCount}
        {request.lowestBidPaise === null
          ? ''
          : ` · ${t('requests.detail.lowest', { amount: format.inr(request.lowestBidPaise) })}`}
      </DetailField>
      <DetailField label={t('requests.detail.bidVisibility')}>
        {t(`settings.requestSettings.visibility.${request.bidVisibility}`)}
      </DetailField>
      {request.notes ? <DetailField label={t('requests.detail.notes')}>{request.notes}</DetailField> : null}
    </SimpleGrid>
  );
}

function DropOffs({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  return (
    <RecordTable
      rows={request.dropOffs}
      rowKey={(d) => d.seq}
      testId="drop-offs"
      empty={t('common.spec.tableEmpty')}
      columns={[
        { header: '#', cell: (d) => d.seq },
        { header: t('requests.detail.address'), cell: (d) => d.address },
        { header: t('requests.detail.city'), cell: (d) => d.city.name },
      ]}
    />
  );
}

/**
 * One request: summary, drop-offs and invited transporters by tab, with what may be done to it now, kept live
 * as bids come and its window closes.
 */
export function RequestDetailPage({ title, params, direction }: DirectedScreenProps) {
  const { t } = useTranslation();
  const api = useApi(requestsApi);
  const [, navigate] = useLocation();
  const id = Number(params.id);
  const tab = TABS.find((candidate) => candidate.value === params.tab)?.value ?? 'summary';
  const detail = useQuery({
    queryKey: ['requests', 'detail', id],
    queryFn: ({ signal }) => api.detail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  useRequestNews(id);

  if (detail.isPending) return <Loader data-testid="loading" />;
  if (detail.isError)
    return (
      <QueryErrorAlert title={t('requests.detail.loadFailed')} error={detail.error} retry={detail.refetch} />
    );
  const request = detail.data;
  return (
    <>
      <PageHeader
        title={`${title} ${request.number}`}
        description={
          <Group gap="xs" component="span">
            <LifecycleBadge status={request.status} />
            <Text span size="sm" c="dimmed">
              {request.plant.name} · {request.party?.name ?? t('requests.detail.noParty')}
            </Text>
          </Group>
        }
        actions={<RequestActions request={request} />}
      />
      <Card withBorder>
        <Tabs
          value={tab}
          onChange={(next) => navigate(linkTo('request-detail', { direction, id, tab: next ?? 'summary' }))}
        >
          <Tabs.List mb="md">
            {TABS.map((item) => (
              <Tabs.Tab key={item.value} value={item.value} data-testid={`tab-${item.value}`}>
                {t(`requests.detail.tabs.${item.label}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="summary">
            <Summary request={request} />
          </Tabs.Panel>
          <Tabs.Panel value="drop-offs">
            <DropOffs request={request} />
          </Tabs.Panel>
          <Tabs.Panel value="transporters">
            <List data-testid="transporters">
              {request.transporters.map((transporter) => (
                <List.Item key={transporter.id}>{transporter.name}</List.Item>
              ))}
            </List>
          </Tabs.Panel>
        </Tabs>
      </Card>
    </>
  );
}
