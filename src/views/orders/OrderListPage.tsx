import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OfflineOrderListParams } from '../../api/orders';
import { ordersApi } from '../../api/orders';
import { useAppState } from '../../app/AppStateContext';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { useGuardSession } from '../../app/useGuardSession';
import { ORDER_TABS } from '../../domain/schemas/orders';
import { useFormat } from '../../i18n/useFormat';
import { linkTo } from '../../routes/links';
import { DataTable } from '../components/DataTable';
import type { DataTableQuery } from '../components/dataTableTypes';
import { PageHeader } from '../components/PageHeader';
import { pageParams } from '../components/pagePosition';
import { StatusTabs } from '../components/StatusTabs';
import { usePlantOptions } from '../components/usePlantOptions';
import { useHeaderListFilters } from '../layout/useHeaderListFilters';
import { ExportButton } from '../transfer/ExportButton';
import { orderColumns } from './orderColumns';
import { orderDateFilter, orderDateParams } from './orderDateFilter';

// "All" and "Active" first: they are what a dispatcher opens the list for.
const TABS = ['all', 'active', ...ORDER_TABS.filter((t) => t !== 'all' && t !== 'active')] as const;
type Tab = (typeof TABS)[number];
const SORTS = ['createdAt', 'pickupAt', 'gateInAt', 'gateOutAt', 'number'] as const;
const sortOf = (key: string | undefined) => SORTS.find((s) => s === key);

interface OrderListProps extends DirectedScreenProps {
  offline: boolean;
}

/** Awarded or offline orders of one direction: status tabs, plant filter, one date range over a chosen date. */
function OrderList({ title, direction, offline }: OrderListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { session } = useAppState();
  const api = useApi(ordersApi);
  const token = useSelector(session, (s) => s.context.token);
  const [tab, setTab] = useState<Tab>('all');
  const plants = usePlantOptions();
  const headerFilters = useHeaderListFilters();
  const canAddOffline = useGuardSession().permissions.includes(`add-offline-${direction}-order`);

  // The table's query as the list's parameters, for its pages and for its export alike.
  const listParams = useCallback(
    (query: DataTableQuery) => {
      const sort = sortOf(query.sort);
      return {
        direction,
        tab,
        order: query.order,
        search: query.search,
        plant: query.plant,
        ...orderDateParams(query.filters.dateOf, query.from, query.to),
        // Offline orders have no gate-in or gate-out sort.
        sort: offline && (sort === 'gateInAt' || sort === 'gateOutAt') ? undefined : sort,
      };
    },
    [direction, tab, offline],
  );
  const fetchPage = useCallback(
    (query: DataTableQuery, signal: AbortSignal) => {
      const params = { ...listParams(query), ...pageParams(query) };
      if (offline) return api.listOffline(params as OfflineOrderListParams, signal);
      return api.list(params, signal);
    },
    [api, listParams, offline],
  );

  const detailPath = offline
    ? (o: { id: number }) => linkTo('offline-order-detail', { direction, id: o.id })
    : (o: { id: number }) => linkTo('order-detail', { direction, id: o.id });

  return (
    <>
      <PageHeader
        title={title}
        description={offline ? t('orders.list.descriptionOffline') : t('orders.list.description')}
        actions={
          offline && canAddOffline ? (
            <Button
              component={Link}
              href={linkTo('offline-order-new', { direction })}
              data-testid="new-offline-order"
            >
              {t('orders.list.newOffline')}
            </Button>
          ) : null
        }
      />
      <StatusTabs tabs={TABS} value={tab} onChange={setTab} />
      <DataTable
        label={title}
        columns={orderColumns({ t, format, direction, detailPath })}
        queryKey={['orders', offline ? 'offline' : 'list', direction, tab, token]}
        fetchPage={fetchPage}
        rowKey={(o) => o.id}
        initialSort={{ key: 'createdAt', order: 'desc' }}
        filters={{
          search: { placeholder: t('orders.list.search') },
          plant: { options: plants },
          selects: [orderDateFilter(t)],
          dateRange: { label: t('orders.list.between') },
        }}
        sharedFilters={headerFilters}
        toolbar={(query) => (
          <ExportButton list={offline ? '/api/offline-orders' : '/api/orders'} params={listParams(query)} />
        )}
      />
    </>
  );
}

export const OrderListPage = (p: DirectedScreenProps) => <OrderList {...p} offline={false} />;
export const OfflineOrderListPage = (p: DirectedScreenProps) => <OrderList {...p} offline />;
