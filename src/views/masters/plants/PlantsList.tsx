import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { PLANT_SORTS, RecordStatus } from '../../../domain/schemas/plant';
import { DataTable } from '../../components/DataTable';
import type { DataTableFilterConfig, DataTableQuery } from '../../components/dataTableTypes';
import { PageHeader } from '../../components/PageHeader';
import { plantColumns } from './plantColumns';

const FILTERS: DataTableFilterConfig = {
  search: { placeholder: 'Search code, name or city' },
  selects: [
    {
      key: 'status',
      label: 'Status',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ],
    },
  ],
  dateRange: { label: 'Created between' },
};

const plantSort = (sort: string | undefined) => PLANT_SORTS.find((key) => key === sort);

/** The industry's plants, read-only for now: search, status and created-date filters, server-side paging. */
export function PlantsList({ title }: ScreenProps) {
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
      <PageHeader
        title={title}
        description="Factories, warehouses and depots that send and receive your freight."
      />
      <DataTable
        label="Plants"
        columns={plantColumns}
        queryKey={['plants', 'list', token]}
        fetchPage={fetchPage}
        rowKey={(plant) => plant.id}
        initialSort={{ key: 'name', order: 'asc' }}
        filters={FILTERS}
      />
    </>
  );
}
