import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '../../../domain/statuses';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { type ClientPaging, clientPage } from '../../components/clientPage';
import { DataTable } from '../../components/DataTable';
import type { DataTableColumn, DataTableFilterConfig, DataTableQuery } from '../../components/dataTableTypes';
import { PageHeader } from '../../components/PageHeader';
import { TripHeaderLinks } from '../TripHeaderLinks';
import { tripDescription } from '../tripDescription';
import { useLiveTrip } from '../tripQueries';

interface TripListPageProps<Row> {
  title: string;
  direction: Direction;
  orderId: number;
  current: 'tolls' | 'simFixes';
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** The whole list of the trip, cached under `queryKey` (the same key the other screens use). */
  queryKey: readonly unknown[];
  fetchAll: (signal: AbortSignal) => Promise<Row[]>;
  paging: ClientPaging<Row>;
  rowKey: (row: Row) => string | number;
  filters?: DataTableFilterConfig;
}

const STALE_MS = 30_000;

/**
 * A per-order list (tolls, SIM fixes): fetched whole once, paged, sorted and searched in the browser; the
 * order's news (useLiveTrip) fetches it again when it grows.
 */
export function TripListPage<Row>({
  title,
  direction,
  orderId,
  current,
  label,
  columns,
  queryKey,
  fetchAll,
  paging,
  rowKey,
  filters,
}: TripListPageProps<Row>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const live = useLiveTrip(orderId);
  const vehicle = live.vehicle;
  const fetchPage = useCallback(
    async (query: DataTableQuery, signal: AbortSignal) => {
      const rows = await queryClient.fetchQuery({
        queryKey,
        queryFn: () => fetchAll(signal),
        staleTime: STALE_MS,
      });
      return clientPage(rows, query, paging);
    },
    [queryClient, queryKey, fetchAll, paging],
  );

  return (
    <>
      <PageHeader
        title={title}
        description={tripDescription(t, orderId, vehicle)}
        actions={
          <>
            <ConnectionBadge state={live.connection} />
            <TripHeaderLinks
              direction={direction}
              orderId={orderId}
              trackingMethod={vehicle?.trackingMethod ?? null}
              current={current}
            />
          </>
        }
      />
      <DataTable
        label={label}
        columns={columns}
        queryKey={[...queryKey, 'page']}
        fetchPage={fetchPage}
        rowKey={rowKey}
        initialSort={{ key: 'at', order: 'asc' }}
        {...(filters ? { filters } : {})}
      />
    </>
  );
}
