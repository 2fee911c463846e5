import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestsApi } from '../../api/requests';
import { useAppState } from '../../app/AppStateContext';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { REQUEST_STATUSES } from '../../domain/statuses';
import { useFormat } from '../../i18n/useFormat';
import { useIndustryNews } from '../../streams/useIndustryNews';
import { AppConnectionBadge } from '../components/ConnectionBadge';
import { DataTable } from '../components/DataTable';
import type { DataTableQuery } from '../components/dataTableTypes';
import { PageHeader } from '../components/PageHeader';
import { pageParams } from '../components/pagePosition';
import { StatusTabs } from '../components/StatusTabs';
import { usePlantOptions } from '../components/usePlantOptions';
import { useHeaderListFilters } from '../layout/useHeaderListFilters';
import { useNow } from '../tracking/useNow';
import { ExportButton } from '../transfer/ExportButton';
import { NewRequestButtons } from './NewRequestButtons';
import { requestColumns } from './requestColumns';

const TABS = ['all', ...REQUEST_STATUSES] as const;
type Tab = (typeof TABS)[number];
const SORTS = ['createdAt', 'pickupAt', 'biddingEndsAt', 'number'] as const;
const sortOf = (key: string | undefined) => SORTS.find((s) => s === key);

/** Inbound or outbound requests: status tabs, plant and pickup-date filters, search, live window countdown. */
export function RequestListPage({ title, direction }: DirectedScreenProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { session } = useAppState();
  const api = useApi(requestsApi);
  const token = useSelector(session, (s) => s.context.token);
  const [tab, setTab] = useState<Tab>('all');
  const now = useNow(15_000);
  const plants = usePlantOptions();
  const headerFilters = useHeaderListFilters();
  const queryClient = useQueryClient();
  // Bid counts, lowest bids and extended windows change as bids land (and may have while the socket was
  // down): refetch the page shown.
  useIndustryNews(token, ['bid.placed', 'bid.withdrawn'], () => {
    void queryClient.invalidateQueries({ queryKey: ['requests', 'list', direction] });
  });

  // The table's query as the list's parameters, for its pages and for its export alike.
  const listParams = useCallback(
    (query: DataTableQuery) => ({
      direction,
      tab,
      sort: sortOf(query.sort),
      order: query.order,
      search: query.search,
      plant: query.plant,
      pickupFrom: query.from,
      pickupTo: query.to,
    }),
    [direction, tab],
  );
  const fetchPage = useCallback(
    (query: DataTableQuery, signal: AbortSignal) =>
      api.list({ ...listParams(query), ...pageParams(query) }, signal),
    [api, listParams],
  );

  return (
    <>
      <PageHeader
        title={title}
        description={
          direction === 'inbound'
            ? t('requests.list.descriptionInbound')
            : t('requests.list.descriptionOutbound')
        }
        actions={
          <>
            <AppConnectionBadge />
            <NewRequestButtons direction={direction} />
          </>
        }
      />
      <StatusTabs tabs={TABS} value={tab} onChange={setTab} />
      <DataTable
        label={title}
        columns={requestColumns({ t, format, direction, now })}
        queryKey={['requests', 'list', direction, tab, token]}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        initialSort={{ key: 'createdAt', order: 'desc' }}
        filters={{
          search: { placeholder: t('requests.list.search') },
          plant: { options: plants },
          dateRange: { label: t('requests.list.pickupBetween') },
        }}
        sharedFilters={headerFilters}
        toolbar={(query) => <ExportButton list="/api/requests" params={listParams(query)} />}
      />
    </>
  );
}
