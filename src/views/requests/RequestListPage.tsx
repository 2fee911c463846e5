import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useAppState } from '../../app/AppStateContext';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { BidPlacedEvent } from '../../domain/schemas/notifications';
import { REQUEST_STATUSES } from '../../domain/statuses';
import { DataTable } from '../components/DataTable';
import type { DataTableQuery } from '../components/dataTableTypes';
import { PageHeader } from '../components/PageHeader';
import { StatusTabs } from '../components/StatusTabs';
import { useIndustryEvent } from '../components/useIndustryEvent';
import { usePlantOptions } from '../components/usePlantOptions';
import { useNow } from '../tracking/useNow';
import { NewRequestButtons } from './NewRequestButtons';
import { requestColumns } from './requestColumns';

const TABS = ['all', ...REQUEST_STATUSES] as const;
type Tab = (typeof TABS)[number];
const SORTS = ['createdAt', 'pickupAt', 'biddingEndsAt', 'number'] as const;
const sortOf = (key: string | undefined) => SORTS.find((s) => s === key);

/** Inbound or outbound requests: status tabs, plant and pickup-date filters, search, live window countdown. */
export function RequestListPage({ title, direction }: DirectedScreenProps) {
  const { api, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const [tab, setTab] = useState<Tab>('all');
  const now = useNow(15_000);
  const plants = usePlantOptions();
  const queryClient = useQueryClient();
  // Bid counts, lowest bids and extended windows change as bids land: refetch the page shown.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['requests', 'list', direction] });
  useIndustryEvent('bid.placed', BidPlacedEvent, refresh);
  useIndustryEvent('bid.withdrawn', BidPlacedEvent, refresh);

  const fetchPage = useCallback(
    (query: DataTableQuery, signal: AbortSignal) =>
      api.requests.list(
        {
          direction,
          tab,
          page: query.page,
          pageSize: query.pageSize,
          sort: sortOf(query.sort),
          order: query.order,
          search: query.search,
          plant: query.plant,
          pickupFrom: query.from,
          pickupTo: query.to,
        },
        signal,
      ),
    [api, direction, tab],
  );

  return (
    <>
      <PageHeader
        title={title}
        description={
          direction === 'inbound'
            ? 'Indents to bring goods from vendors to your plants, and the bids on them.'
            : 'Indents to send goods from your plants to clients, and the bids on them.'
        }
        actions={<NewRequestButtons direction={direction} />}
      />
      <StatusTabs tabs={TABS} value={tab} onChange={setTab} />
      <DataTable
        label={title}
        columns={requestColumns(direction === 'inbound' ? 'Vendor' : 'Client', now)}
        queryKey={['requests', 'list', direction, tab, token]}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        initialSort={{ key: 'createdAt', order: 'desc' }}
        filters={{
          search: { placeholder: 'Search number, plant or party' },
          plant: { options: plants },
          dateRange: { label: 'Pickup between' },
        }}
      />
    </>
  );
}
