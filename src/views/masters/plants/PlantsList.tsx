import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { RecordStatus } from '../../../domain/schemas/master';
import { PLANT_SORTS } from '../../../domain/schemas/plant';
import { DataTable } from '../../components/DataTable';
import type { DataTableFilterConfig, DataTableQuery } from '../../components/dataTableTypes';
import { PageHeader } from '../../components/PageHeader';
import { plantColumns } from './plantColumns';

const filters = (t: TFunction): DataTableFilterConfig => ({
  search: { placeholder: t('masters.plants.search') },
  selects: [
    {
      key: 'status',
      label: t('masters.plants.status'),
      options: RecordStatus.options.map((value) => ({ value, label: t(`domain.recordStatuses.${value}`) })),
    },
  ],
  dateRange: { label: t('masters.plants.createdBetween') },
});

const plantSort = (sort: string | undefined) => PLANT_SORTS.find((key) => key === sort);

/** The industry's plants, read-only for now: search, status and created-date filters, server-side paging. */
export function PlantsList({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { api, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);

  const fetchPage = useCallback(
    (query: DataTableQuery, signal: AbortSignal) => {
      const status = RecordStatus.safeParse(query.filters.status);
      return api.plants.list(
        {
          page: query.page,
          pageSize: query.pageSize,
          sort: plantSort(query.sort),
          order: query.order,
          search: query.search,
          status: status.success ? status.data : undefined,
          from: query.from,
          to: query.to,
        },
        signal,
      );
    },
    [api],
  );

  return (
    <>
      <PageHeader title={title} description={t('masters.plants.description')} />
      <DataTable
        label={t('masters.plants.table')}
        columns={plantColumns(t)}
        queryKey={['plants', 'list', token]}
        fetchPage={fetchPage}
        rowKey={(plant) => plant.id}
        initialSort={{ key: 'name', order: 'asc' }}
        filters={filters(t)}
      />
    </>
  );
}
