import { Card, Group, List, Loader, SimpleGrid, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { formatInr } from '../../domain/money';
import type { RequestDetail } from '../../domain/schemas/requests';
import { linkTo } from '../../routes/links';
import { DetailField } from '../components/DetailField';
import { formatDateTime } from '../components/formatDateTime';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { PageHeader } from '../components/PageHeader';
import { windowCountdown } from '../components/windowCountdown';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { useNow } from '../tracking/useNow';
import { RequestActions } from './RequestActions';

const TABS = [
  { value: 'summary', label: 'Summary' },
  { value: 'drop-offs', label: 'Drop-offs' },
  { value: 'transporters', label: 'Allowed transporters' },
] as const;

function Summary({ request }: { request: RequestDetail }) {
  const now = useNow(15_000);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      <DetailField label="Plant">{request.plant.name}</DetailField>
      <DetailField label={request.direction === 'inbound' ? 'Vendor' : 'Client'}>
        {request.party?.name ?? '—'}
      </DetailField>
      <DetailField label="Kind">{request.kind === 'spot' ? 'Spot indent' : 'Regular'}</DetailField>
      <DetailField label="Pickup">
        {request.pickupAddress}, {request.pickupCity.name}
      </DetailField>
      <DetailField label="Pickup at">{formatDateTime(request.pickupAt)}</DetailField>
      <DetailField label="Product">
        {request.product?.name ?? '—'}
        {request.package ? ` · ${request.package.name}` : ''} · qty {request.quantity}
      </DetailField>
      <DetailField label="Weight">{request.weightKg.toLocaleString('en-IN')} kg</DetailField>
      <DetailField label="Vehicles">
        {request.vehicleCount} × {request.vehicleType}
      </DetailField>
      <DetailField label="Ceiling">{formatInr(request.ceilingPaise)}</DetailField>
      <DetailField label="Bidding window">
        {formatDateTime(request.biddingStartsAt)} → {formatDateTime(request.biddingEndsAt)}
        {request.status === 'open' ? (
          <Text size="sm" c="blue" data-testid="window-countdown">
            {windowCountdown(request.biddingStartsAt, request.biddingEndsAt, now)}
          </Text>
        ) : null}
      </DetailField>
      <DetailField label="Bids">
        {request.bidCount}
        {request.lowestBidPaise === null ? '' : ` · lowest ${formatInr(request.lowestBidPaise)}`}
      </DetailField>
      <DetailField label="Rank shown to transporters">{request.showRank ? 'Yes' : 'No'}</DetailField>
      {request.notes ? <DetailField label="Notes">{request.notes}</DetailField> : null}
    </SimpleGrid>
  );
}

function DropOffs({ request }: { request: RequestDetail }) {
  return (
    <Table striped data-testid="drop-offs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60}>#</Table.Th>
          <Table.Th>Address</Table.Th>
          <Table.Th>City</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {request.dropOffs.map((d) => (
          <Table.Tr key={d.seq}>
            <Table.Td>{d.seq}</Table.Td>
            <Table.Td>{d.address}</Table.Td>
            <Table.Td>{d.city.name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One request: summary, drop-offs and invited transporters by tab, with what may be done to it now. */
export function RequestDetailPage({ title, params, direction }: DirectedScreenProps) {
  const { api } = useAppState();
  const [, navigate] = useLocation();
  const id = Number(params.id);
  const tab = TABS.find((t) => t.value === params.tab)?.value ?? 'summary';
  const detail = useQuery({
    queryKey: ['requests', 'detail', id],
    queryFn: ({ signal }) => api.requests.detail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

  if (detail.isPending) return <Loader data-testid="loading" />;
  if (detail.isError)
    return (
      <QueryErrorAlert title="The request could not be loaded" error={detail.error} retry={detail.refetch} />
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
              {request.plant.name} · {request.party?.name ?? 'no party'}
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
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value} data-testid={`tab-${t.value}`}>
                {t.label}
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
              {request.transporters.map((t) => (
                <List.Item key={t.id}>{t.name}</List.Item>
              ))}
            </List>
          </Tabs.Panel>
        </Tabs>
      </Card>
    </>
  );
}
