import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { containersApi } from '../../api/containers';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import type { ContainerRow } from '../../domain/schemas/containers';
import { CONTAINER_STATUSES, type Direction } from '../../domain/statuses';
import type { Formatters } from '../../i18n/format';
import { useFormat } from '../../i18n/useFormat';
import { linkTo } from '../../routes/links';
import { DataTable } from '../components/DataTable';
import type { DataTableColumn, DataTableQuery } from '../components/dataTableTypes';
import { PageHeader } from '../components/PageHeader';
import { usePlantOptions } from '../components/usePlantOptions';
import { ContainerStatusBadge } from './ContainerStatusBadge';
import { freeDaysColor, freeDaysText, placeText } from './containerText';

const SORTS = ['number', 'lastEventAt', 'freeUntil', 'orderNumber'] as const;
const sortOf = (key: string | undefined) => SORTS.find((s) => s === key);
const statusOf = (value: string | undefined) => CONTAINER_STATUSES.find((s) => s === value);

const columns = (t: TFunction, format: Formatters, direction: Direction): DataTableColumn<ContainerRow>[] => [
  {
    key: 'number',
    header: t('tracking.containers.list.columns.number'),
    sortable: true,
    render: (c) => (
      <Anchor
        component={Link}
        href={linkTo('container-detail', { direction, id: c.id })}
        ff="monospace"
        size="sm"
      >
        {c.number}
      </Anchor>
    ),
  },
  {
    key: 'orderNumber',
    header: t('tracking.containers.list.columns.order'),
    sortable: true,
    render: (c) => (
      <>
        <Anchor
          component={Link}
          href={linkTo('order-detail', { direction, id: c.order.id })}
          ff="monospace"
          size="sm"
        >
          {c.order.number}
        </Anchor>
        <Text size="xs" c="dimmed">
          {c.plant.name}
        </Text>
      </>
    ),
  },
  {
    key: 'status',
    header: t('tracking.containers.list.columns.status'),
    render: (c) => <ContainerStatusBadge status={c.status} />,
  },
  {
    key: 'lastEventAt',
    header: t('tracking.containers.list.columns.lastEvent'),
    sortable: true,
    render: (c) =>
      c.lastEvent ? (
        <>
          <Text size="sm">{t(`tracking.containers.codes.${c.lastEvent.code}`)}</Text>
          <Text size="xs" c="dimmed">
            {placeText(c.lastEvent.place)} · {format.clock(c.lastEvent.at)}
          </Text>
        </>
      ) : (
        '—'
      ),
  },
  {
    key: 'freeUntil',
    header: t('tracking.containers.list.columns.freeDays'),
    sortable: true,
    render: (c) => (
      <Text size="sm" c={freeDaysColor(c.freeDaysLeft)}>
        {freeDaysText(t, c)}
      </Text>
    ),
  },
];

/** A direction's containers (import inbound, export outbound): server-paged, searched and filtered by status. */
export function ContainerListPage({ title, direction }: DirectedScreenProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const api = useApi(containersApi);
  const plants = usePlantOptions();
  const fetchPage = useCallback(
    (query: DataTableQuery, signal: AbortSignal) =>
      api.list(
        {
          direction,
          page: query.page,
          pageSize: query.pageSize,
          order: query.order,
          search: query.search,
          plant: query.plant,
          sort: sortOf(query.sort),
          status: statusOf(query.filters.status),
        },
        signal,
      ),
    [api, direction],
  );
  const statusOptions = useMemo(
    () => CONTAINER_STATUSES.map((s) => ({ value: s, label: t(`tracking.containers.statuses.${s}`) })),
    [t],
  );
  return (
    <>
      <PageHeader title={title} description={t('tracking.containers.list.description')} />
      <DataTable
        label={title}
        columns={columns(t, format, direction)}
        queryKey={['containers', direction]}
        fetchPage={fetchPage}
        rowKey={(c) => c.id}
        initialSort={{ key: 'lastEventAt', order: 'desc' }}
        filters={{
          search: { placeholder: t('tracking.containers.list.search') },
          plant: { options: plants },
          selects: [{ key: 'status', label: t('tracking.containers.list.status'), options: statusOptions }],
        }}
      />
    </>
  );
}
