import { Text } from '@mantine/core';
import type { Plant } from '../../../domain/schemas/plant';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { formatDate } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';

const KIND_LABELS: Record<Plant['kind'], string> = {
  factory: 'Factory',
  warehouse: 'Warehouse',
  depot: 'Depot',
};

export const plantColumns: readonly DataTableColumn<Plant>[] = [
  {
    key: 'code',
    header: 'Code',
    sortable: true,
    width: 120,
    render: (plant) => (
      <Text ff="monospace" size="sm">
        {plant.code}
      </Text>
    ),
  },
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    render: (plant) => (
      <Text fw={500} size="sm">
        {plant.name}
      </Text>
    ),
  },
  { key: 'kind', header: 'Kind', render: (plant) => KIND_LABELS[plant.kind] },
  { key: 'city', header: 'City', sortable: true, render: (plant) => plant.city },
  { key: 'state', header: 'State', sortable: true, render: (plant) => plant.state },
  { key: 'status', header: 'Status', width: 110, render: (plant) => <StatusBadge status={plant.status} /> },
  {
    key: 'createdAt',
    header: 'Created',
    sortable: true,
    width: 130,
    render: (plant) => formatDate(plant.createdAt),
  },
];
