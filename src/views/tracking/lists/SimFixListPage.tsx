import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { trackingApi } from '../../../api/tracking';
import type { DirectedScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import type { SimFixRow } from '../../../domain/schemas/tracking';
import type { Direction } from '../../../domain/statuses';
import type { ClientPaging } from '../../components/clientPage';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { InvalidOrderAlert } from '../InvalidOrderAlert';
import { trackedOrderId } from '../trackedOrderId';
import { formatReadTime } from './formatReadTime';
import { TripListPage } from './TripListPage';

type SimFix = z.infer<typeof SimFixRow>;

const simFixColumns = (t: TFunction): readonly DataTableColumn<SimFix>[] => [
  {
    key: 'at',
    header: t('tracking.lists.simFixes.locatedAt'),
    sortable: true,
    render: (f) => formatReadTime(f.at),
  },
  { key: 'place', header: t('tracking.lists.simFixes.town'), sortable: true, render: (f) => f.placeName },
  {
    key: 'coordinates',
    header: t('tracking.lists.simFixes.coordinates'),
    render: (f) => (
      <Text size="xs" c="dimmed" ff="monospace">
        {f.latitude.toFixed(4)}, {f.longitude.toFixed(4)}
      </Text>
    ),
  },
];

const PAGING: ClientPaging<SimFix> = {
  sortValues: { at: (f) => f.at, place: (f) => f.placeName },
  searchText: (f) => f.placeName,
};

function SimFixList({ title, direction, orderId }: { title: string; direction: Direction; orderId: number }) {
  const { t } = useTranslation();
  const api = useApi(trackingApi);
  const columns = useMemo(() => simFixColumns(t), [t]);
  const fetchAll = useCallback(
    async (signal: AbortSignal) => (await api.simFixes(orderId, signal)).fixes,
    [api, orderId],
  );
  const queryKey = useMemo(() => ['tracking', 'sim-fix-list', orderId], [orderId]);
  return (
    <TripListPage
      title={title}
      direction={direction}
      orderId={orderId}
      current="simFixes"
      label={t('tracking.lists.simFixes.label')}
      columns={columns}
      queryKey={queryKey}
      fetchAll={fetchAll}
      paging={PAGING}
      rowKey={(f) => `${f.at}-${f.latitude}-${f.longitude}`}
      filters={{ search: { placeholder: t('tracking.lists.simFixes.searchPlaceholder') } }}
    />
  );
}

export function SimFixListPage({ title, params, direction }: DirectedScreenProps) {
  const orderId = trackedOrderId(params);
  return orderId === null ? (
    <InvalidOrderAlert />
  ) : (
    <SimFixList key={orderId} title={title} direction={direction} orderId={orderId} />
  );
}
