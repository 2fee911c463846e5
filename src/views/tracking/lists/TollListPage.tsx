import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { trackingApi } from '../../../api/tracking';
import type { DirectedScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import type { TollRow } from '../../../domain/schemas/tracking';
import type { Direction } from '../../../domain/statuses';
import type { ClientPaging } from '../../components/clientPage';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { InvalidOrderAlert } from '../InvalidOrderAlert';
import { trackedOrderId } from '../trackedOrderId';
import { formatReadTime } from './formatReadTime';
import { TripListPage } from './TripListPage';

type Toll = z.infer<typeof TollRow>;

const tollColumns = (t: TFunction): readonly DataTableColumn<Toll>[] => [
  { key: 'plaza', header: t('tracking.lists.tolls.plaza'), sortable: true, render: (toll) => toll.plazaName },
  { key: 'code', header: t('tracking.lists.tolls.code'), render: (toll) => toll.plazaCode ?? '—' },
  {
    key: 'direction',
    header: t('tracking.lists.tolls.direction'),
    render: (toll) => toll.laneDirection ?? '—',
  },
  {
    key: 'at',
    header: t('tracking.lists.tolls.readAt'),
    sortable: true,
    render: (toll) => formatReadTime(toll.at),
  },
  {
    key: 'place',
    header: t('tracking.lists.tolls.location'),
    render: (toll) => (
      <Text size="xs" c="dimmed" ff="monospace">
        {toll.latitude.toFixed(4)}, {toll.longitude.toFixed(4)}
      </Text>
    ),
  },
];

const PAGING: ClientPaging<Toll> = {
  sortValues: { plaza: (t) => t.plazaName, at: (t) => t.at },
  searchText: (t) => `${t.plazaName} ${t.plazaCode ?? ''}`,
};

function TollList({ title, direction, orderId }: { title: string; direction: Direction; orderId: number }) {
  const { t } = useTranslation();
  const api = useApi(trackingApi);
  const columns = useMemo(() => tollColumns(t), [t]);
  const fetchAll = useCallback(
    async (signal: AbortSignal) => (await api.tolls(orderId, signal)).tolls,
    [api, orderId],
  );
  const queryKey = useMemo(() => ['tracking', 'toll-list', orderId], [orderId]);
  return (
    <TripListPage
      title={title}
      direction={direction}
      orderId={orderId}
      current="tolls"
      label={t('tracking.lists.tolls.label')}
      columns={columns}
      queryKey={queryKey}
      fetchAll={fetchAll}
      paging={PAGING}
      rowKey={(toll) => `${toll.at}-${toll.plazaName}`}
      filters={{ search: { placeholder: t('tracking.lists.tolls.searchPlaceholder') } }}
    />
  );
}

export function TollListPage({ title, params, direction }: DirectedScreenProps) {
  const orderId = trackedOrderId(params);
  return orderId === null ? (
    <InvalidOrderAlert />
  ) : (
    <TollList key={orderId} title={title} direction={direction} orderId={orderId} />
  );
}
