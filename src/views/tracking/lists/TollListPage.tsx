import { Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { useAppState } from '../../../app/AppStateContext';
import type { DirectedScreenProps } from '../../../app/screenLoader';
import type { TollRow } from '../../../domain/schemas/tracking';
import type { Direction } from '../../../domain/statuses';
import type { ClientPaging } from '../../components/clientPage';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { InvalidOrderAlert } from '../InvalidOrderAlert';
import { trackedOrderId } from '../trackedOrderId';
import { formatReadTime } from './formatReadTime';
import { TripListPage } from './TripListPage';

type Toll = z.infer<typeof TollRow>;

const COLUMNS: readonly DataTableColumn<Toll>[] = [
  { key: 'plaza', header: 'Toll plaza', sortable: true, render: (t) => t.plazaName },
  { key: 'code', header: 'Plaza code', render: (t) => t.plazaCode ?? '—' },
  { key: 'direction', header: 'Lane direction', render: (t) => t.laneDirection ?? '—' },
  { key: 'at', header: 'Read at (IST)', sortable: true, render: (t) => formatReadTime(t.at) },
  {
    key: 'place',
    header: 'Location',
    render: (t) => (
      <Text size="xs" c="dimmed" ff="monospace">
        {t.latitude.toFixed(4)}, {t.longitude.toFixed(4)}
      </Text>
    ),
  },
];

const PAGING: ClientPaging<Toll> = {
  sortValues: { plaza: (t) => t.plazaName, at: (t) => t.at },
  searchText: (t) => `${t.plazaName} ${t.plazaCode ?? ''}`,
};

function TollList({ title, direction, orderId }: { title: string; direction: Direction; orderId: number }) {
  const { api } = useAppState();
  const fetchAll = useCallback(
    async (signal: AbortSignal) => (await api.tracking.tolls(orderId, signal)).tolls,
    [api, orderId],
  );
  const queryKey = useMemo(() => ['tracking', 'toll-list', orderId], [orderId]);
  return (
    <TripListPage
      title={title}
      direction={direction}
      orderId={orderId}
      current="tolls"
      label="FASTag toll crossings"
      columns={COLUMNS}
      queryKey={queryKey}
      fetchAll={fetchAll}
      paging={PAGING}
      rowKey={(t) => `${t.at}-${t.plazaName}`}
      filters={{ search: { placeholder: 'Search plaza name or code' } }}
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
