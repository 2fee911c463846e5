import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { containersApi } from '../../api/containers';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { MAX_CONTAINER_FREE_DAYS } from '../../domain/containerProgress';
import type { ContainerDetail, ContainerMilestone } from '../../domain/schemas/containers';
import { useFormat } from '../../i18n/useFormat';
import { linkTo } from '../../routes/links';
import { DetailField } from '../components/DetailField';
import { PageHeader } from '../components/PageHeader';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { ContainerStatusBadge } from './ContainerStatusBadge';
import { freeDaysColor, freeDaysText, placeText } from './containerText';

const CLASSIFIER_COLOR = { ACT: 'teal', EST: 'blue', PLN: 'gray' } as const;

/** One milestone: what happened (or is planned, or estimated), where, when, on which vessel or document. */
function MilestoneBody({ milestone }: { milestone: ContainerMilestone }) {
  const { t } = useTranslation();
  const format = useFormat();
  const vessel = milestone.vesselName
    ? milestone.voyage
      ? t('tracking.containers.timeline.vessel', { vessel: milestone.vesselName, voyage: milestone.voyage })
      : t('tracking.containers.timeline.vesselOnly', { vessel: milestone.vesselName })
    : null;
  return (
    <>
      <Text size="xs" c="dimmed">
        {format.clock(milestone.at)} · {placeText(milestone.place)}
      </Text>
      {vessel ? <Text size="sm">{vessel}</Text> : null}
      {milestone.documentId ? (
        <Text size="sm" ff="monospace">
          {t('tracking.containers.timeline.document', {
            type: milestone.documentType,
            id: milestone.documentId,
          })}
        </Text>
      ) : null}
      {milestone.emptyIndicator ? (
        <Text size="xs" c="dimmed">
          {t(`tracking.containers.timeline.${milestone.emptyIndicator === 'EMPTY' ? 'empty' : 'laden'}`)}
        </Text>
      ) : null}
    </>
  );
}

function FreeDaysForm({ container }: { container: ContainerDetail }) {
  const { t } = useTranslation();
  const api = useApi(containersApi);
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number | string>(container.freeDays);
  const save = useMutation({
    mutationFn: () => api.setFreeDays(container.id, Number(days)),
    onSuccess: (saved) => {
      queryClient.setQueryData(['containers', 'detail', container.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['containers', container.direction] });
      notifications.show({ message: t('tracking.containers.freeDays.saved'), color: 'teal' });
    },
  });
  return (
    <Group align="flex-end" gap="xs">
      <NumberInput
        label={t('tracking.containers.freeDays.allowance')}
        value={days}
        onChange={setDays}
        min={0}
        max={MAX_CONTAINER_FREE_DAYS}
        allowDecimal={false}
        w={160}
        error={save.error?.message}
        data-testid="container-free-days"
      />
      <Button
        variant="default"
        onClick={() => save.mutate()}
        loading={save.isPending}
        disabled={Number(days) === container.freeDays || days === ''}
      >
        {t('tracking.containers.freeDays.save')}
      </Button>
    </Group>
  );
}

/** One container's sea and port milestones in time order, its status and the free days left at the port. */
export function ContainerTimelinePage({ title, params, direction }: DirectedScreenProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const api = useApi(containersApi);
  const id = Number(params.id);
  const detail = useQuery({
    queryKey: ['containers', 'detail', id],
    queryFn: ({ signal }) => api.detail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    // Carriers report every few hours: coming back to the tab is when a dispatcher wants the news.
    refetchOnWindowFocus: true,
  });
  const back = (
    <Button component={Link} href={linkTo('container-list', { direction })} variant="default">
      {t('tracking.containers.timeline.back')}
    </Button>
  );
  if (detail.isPending && detail.fetchStatus !== 'idle') return <Loader data-testid="loading" />;
  if (detail.isError || !detail.data)
    return (
      <>
        <PageHeader title={title} actions={back} />
        {detail.error ? (
          <QueryErrorAlert
            title={t('tracking.containers.timeline.notFound')}
            error={detail.error}
            retry={detail.refetch}
          />
        ) : (
          <Text c="dimmed">{t('tracking.containers.timeline.notFound')}</Text>
        )}
      </>
    );
  const container = detail.data;
  const actual = container.milestones.filter((m) => m.classifier === 'ACT');
  const lastActual = actual.at(-1);
  return (
    <>
      <PageHeader
        title={`${title} ${container.number}`}
        description={t('tracking.containers.timeline.description')}
        actions={back}
      />
      <Card withBorder mb="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <DetailField label={t('tracking.containers.timeline.status')}>
            <ContainerStatusBadge status={container.status} />
          </DetailField>
          <DetailField label={t('tracking.containers.timeline.order')}>
            <Anchor
              component={Link}
              href={linkTo('order-detail', { direction, id: container.order.id })}
              ff="monospace"
            >
              {container.order.number}
            </Anchor>{' '}
            · {container.plant.name}
          </DetailField>
          <DetailField label={t('tracking.containers.timeline.lastEvent')}>
            {container.lastEvent
              ? `${t(`tracking.containers.codes.${container.lastEvent.code}`)}, ${placeText(container.lastEvent.place)}`
              : '—'}
          </DetailField>
          <DetailField label={t('tracking.containers.list.columns.freeDays')}>
            <Text
              span
              size="sm"
              c={freeDaysColor(container.freeDaysLeft)}
              data-testid="container-free-days-left"
            >
              {freeDaysText(t, container)}
            </Text>
            {container.freeUntil ? (
              <Text size="xs" c="dimmed">
                {t('tracking.containers.timeline.freeUntil')}: {format.clock(container.freeUntil)}
              </Text>
            ) : null}
          </DetailField>
        </SimpleGrid>
        <Group mt="md">
          <FreeDaysForm key={container.freeDays} container={container} />
        </Group>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="md">
          {t('tracking.containers.timeline.milestones')}
        </Title>
        {container.milestones.length === 0 ? (
          <Text c="dimmed">{t('tracking.containers.timeline.none')}</Text>
        ) : (
          <Timeline
            active={lastActual ? container.milestones.indexOf(lastActual) : -1}
            bulletSize={18}
            lineWidth={2}
            data-testid="container-milestones"
          >
            {container.milestones.map((milestone) => (
              <Timeline.Item
                key={milestone.id}
                lineVariant={milestone.classifier === 'ACT' ? 'solid' : 'dashed'}
                title={
                  <Group gap="xs" wrap="wrap">
                    <Text span fw={600} size="sm">
                      {t(`tracking.containers.codes.${milestone.code}`)}
                    </Text>
                    <Badge size="xs" variant="light" color={CLASSIFIER_COLOR[milestone.classifier]}>
                      {t(`tracking.containers.classifiers.${milestone.classifier}`)}
                    </Badge>
                  </Group>
                }
                data-testid="container-milestone"
              >
                <MilestoneBody milestone={milestone} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Card>
    </>
  );
}
