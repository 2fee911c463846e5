import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { transportersApi } from '../../../api/transporters';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { useCanOpen } from '../../../app/useCanOpen';
import { useFlash } from '../../../app/useFlash';
import type {
  TransporterBid,
  TransporterLink,
  TransporterPerformance,
} from '../../../domain/schemas/transporter';
import { useFormat } from '../../../i18n/useFormat';
import { linkTo } from '../../../routes/links';
import { DetailField } from '../../components/DetailField';
import { errorText } from '../../components/errorText';
import { FailureAlert } from '../../components/FailureAlert';
import { formatDate } from '../../components/formatDate';
import { LifecycleBadge } from '../../components/LifecycleBadge';
import { PageHeader } from '../../components/PageHeader';
import { RecordTable } from '../../components/RecordTable';
import { SectionCard } from '../../components/SectionCard';
import { RecordGate } from '../RecordGate';
import { TransporterStatusBadge } from './TransporterStatusBadge';

const orDash = (value: string | null) => value ?? '—';

const mailTo = (address: string | null) =>
  address ? (
    <Anchor size="sm" href={`mailto:${address}`}>
      {address}
    </Anchor>
  ) : (
    '—'
  );

const callTo = (mobile: string | null) =>
  mobile ? (
    <Anchor size="sm" href={`tel:+91${mobile}`}>
      {mobile}
    </Anchor>
  ) : (
    '—'
  );

function Details({ link }: { link: TransporterLink }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <DetailField label={t('transporters.fields.gstin')}>{orDash(link.gstin)}</DetailField>
          <DetailField label={t('transporters.fields.pan')}>{orDash(link.pan)}</DetailField>
          <DetailField label={t('transporters.fields.city')}>
            {link.city ? `${link.city}, ${link.state}` : '—'}
          </DetailField>
          <DetailField label={t('transporters.fields.address')}>
            <span data-testid="transporter-address">{orDash(link.address)}</span>
          </DetailField>
          <DetailField label={t('transporters.fields.account')}>
            {t(`transporters.account.${link.account}`)}
          </DetailField>
          <DetailField label={t('transporters.fields.email')}>{mailTo(link.email)}</DetailField>
          <DetailField label={t('transporters.fields.mobile')}>{callTo(link.phone)}</DetailField>
          <DetailField label={t('transporters.columns.status')}>
            <Group gap="xs">
              <TransporterStatusBadge status={link.status} />
              {link.blockedAt ? (
                <Text size="xs" c="dimmed">
                  {t('transporters.view.blockedSince', { date: formatDate(link.blockedAt) })}
                </Text>
              ) : null}
            </Group>
          </DetailField>
          <DetailField label={t('transporters.view.linkedOn')}>{formatDate(link.createdAt)}</DetailField>
        </SimpleGrid>
        <div>
          <Title order={2} size="h5" mb="sm">
            {t('transporters.view.contact')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            <DetailField label={t('transporters.fields.contactName')}>{orDash(link.contactName)}</DetailField>
            <DetailField label={t('transporters.fields.contactEmail')}>
              {mailTo(link.contactEmail)}
            </DetailField>
            <DetailField label={t('transporters.fields.contactPhone')}>
              {callTo(link.contactPhone)}
            </DetailField>
            <DetailField label={t('transporters.fields.notes')}>{orDash(link.notes)}</DetailField>
          </SimpleGrid>
        </div>
      </Stack>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4}>
        {value}
      </Text>
    </Card>
  );
}

function Figures({ performance }: { performance: TransporterPerformance }) {
  const { t } = useTranslation();
  const format = useFormat();
  const share =
    performance.delivered > 0 ? format.percent((performance.onTime / performance.delivered) * 100) : '—';
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure
          testId="figure-bids"
          label={t('transporters.view.figures.bids')}
          value={format.number(performance.bids)}
        />
        <Figure
          testId="figure-wins"
          label={t('transporters.view.figures.wins')}
          value={format.number(performance.wins)}
        />
        <Figure
          testId="figure-delivered"
          label={t('transporters.view.figures.delivered')}
          value={format.number(performance.delivered)}
        />
        <Figure testId="figure-on-time" label={t('transporters.view.figures.onTime')} value={share} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid="on-time-rule">
        {performance.delivered > 0
          ? t('transporters.view.figures.onTimeOf', {
              onTime: format.number(performance.onTime),
              delivered: format.number(performance.delivered),
            })
          : null}{' '}
        {t('transporters.view.figures.onTimeRule')}
      </Text>
    </Stack>
  );
}

/** A bid's request number, a link to the request for those who may open it. */
function RequestLink({ bid }: { bid: TransporterBid }) {
  const href = linkTo('request-detail', { direction: bid.direction, id: bid.requestId });
  return useCanOpen(href) ? (
    <Anchor component={Link} size="sm" href={href}>
      {bid.requestNumber}
    </Anchor>
  ) : (
    bid.requestNumber
  );
}

function RecentBids({ performance }: { performance: TransporterPerformance }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SectionCard title={t('transporters.view.recentBids')}>
      <RecordTable
        rows={performance.recentBids}
        rowKey={(bid) => bid.id}
        minWidth={620}
        label={t('transporters.view.recentBids')}
        testId="recent-bids"
        empty={t('common.spec.tableEmpty')}
        emptyTestId="no-bids"
        columns={[
          { header: t('transporters.view.bids.request'), cell: (bid) => <RequestLink bid={bid} /> },
          { header: t('transporters.view.bids.plant'), cell: (bid) => bid.plant },
          {
            header: t('transporters.view.bids.amount'),
            numeric: true,
            cell: (bid) => format.inr(bid.amountPaise),
          },
          {
            header: t('transporters.view.bids.vehicles'),
            numeric: true,
            cell: (bid) => format.number(bid.vehicleCount),
          },
          {
            header: t('transporters.view.bids.status'),
            cell: (bid) => <LifecycleBadge status={bid.status} />,
          },
          { header: t('transporters.view.bids.placed'), cell: (bid) => format.clock(bid.placedAt) },
        ]}
      />
    </SectionCard>
  );
}

/** Block or unblock, after the seed's confirmation; for those who may change the list. */
function BlockButton({ link }: { link: TransporterLink }) {
  const { t, i18n } = useTranslation();
  const api = useApi(transportersApi);
  const flash = useFlash();
  const queryClient = useQueryClient();
  const blocking = link.status === 'active';
  const change = useMutation({
    mutationFn: () => api.setStatus(link.id, blocking ? 'blocked' : 'active'),
    onSuccess: async () => {
      flash(t(blocking ? 'transporters.view.blocked' : 'transporters.view.unblocked', { name: link.name }));
      await queryClient.invalidateQueries({ queryKey: ['transporters'] });
    },
    onError: (error) => flash(errorText(i18n, error), 'error'),
  });
  const ask = () =>
    modals.openConfirmModal({
      title: t('common.spec.confirmTitle'),
      centered: true,
      children: (
        <Text size="sm">
          {blocking ? t('common.spec.confirmBlockTransporter') : t('common.spec.confirmStatusChange')}
        </Text>
      ),
      labels: { confirm: t('common.actions.confirm'), cancel: t('common.actions.cancel') },
      confirmProps: { color: blocking ? 'red' : undefined, 'data-testid': 'status-confirm' },
      onConfirm: () => change.mutate(),
    });
  return (
    <Button
      variant={blocking ? 'light' : 'filled'}
      color={blocking ? 'red' : 'teal'}
      onClick={ask}
      loading={change.isPending}
      data-testid="toggle-block"
    >
      {blocking ? t('transporters.view.block') : t('transporters.view.unblock')}
    </Button>
  );
}

/** One linked transporter: its details, the industry's contact there, and how it has served the industry. */
export function TransporterViewPage({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(transportersApi);
  const id = Number(params.id);
  const editLink = linkTo('transporter-edit', { id });
  const mayEdit = useCanOpen(editLink);
  const link = useQuery({
    queryKey: ['transporters', 'record', id, 'view'],
    queryFn: ({ signal }) => api.get(id, signal),
  });
  const performance = useQuery({
    queryKey: ['transporters', 'performance', id],
    queryFn: ({ signal }) => api.performance(id, signal),
  });
  const back = (
    <Button component={Link} href={linkTo('transporter-list')} variant="default">
      {t('transporters.view.back')}
    </Button>
  );

  return (
    <RecordGate title={title} record={link} actions={back}>
      {(record) => (
        <Stack gap="lg" data-testid="transporter-view">
          <PageHeader
            title={record.name}
            description={t('transporters.view.description', { code: record.code })}
            actions={
              <>
                {back}
                {mayEdit ? <BlockButton link={record} /> : null}
                {mayEdit ? (
                  <Button component={Link} href={editLink} data-testid="edit">
                    {t('common.actions.edit')}
                  </Button>
                ) : null}
              </>
            }
          />
          {record.status === 'blocked' ? (
            <Alert color="red" variant="light" data-testid="blocked-note">
              {t('transporters.view.blockedNote')}
            </Alert>
          ) : null}
          <Details link={record} />
          {performance.isPending ? (
            <Loader aria-label={t('common.state.loading')} />
          ) : performance.isError ? (
            <FailureAlert>{t('transporters.view.figuresFailed')}</FailureAlert>
          ) : (
            <>
              <Figures performance={performance.data} />
              <RecentBids performance={performance.data} />
            </>
          )}
        </Stack>
      )}
    </RecordGate>
  );
}
