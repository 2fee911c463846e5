import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Plant } from '../../../domain/schemas/plant';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { formatDate } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';

/** The plant list's columns in the reader's language. */
export const plantColumns = (t: TFunction): readonly DataTableColumn<Plant>[] => [
  {
    key: 'code',
    header: t('masters.plants.columns.code'),
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
    header: t('masters.plants.columns.name'),
    sortable: true,
    render: (plant) => (
      <Text fw={500} size="sm">
        {plant.name}
      </Text>
    ),
  },
  {
    key: 'kind',
    header: t('masters.plants.columns.kind'),
    render: (plant) => t(`domain.plantKinds.${plant.kind}`),
  },
  { key: 'city', header: t('masters.plants.columns.city'), sortable: true, render: (plant) => plant.city },
  { key: 'state', header: t('masters.plants.columns.state'), sortable: true, render: (plant) => plant.state },
  {
    key: 'status',
    header: t('masters.plants.columns.status'),
    width: 110,
    render: (plant) => <StatusBadge status={plant.status} />,
  },
  {
    key: 'createdAt',
    header: t('masters.plants.columns.created'),
    sortable: true,
    width: 130,
    render: (plant) => formatDate(plant.createdAt),
  },
];
