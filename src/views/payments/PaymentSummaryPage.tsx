import { Badge, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formOptionsApi, formOptionsQuery } from '../../api/formOptions';
import { invoicesApi } from '../../api/invoices';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { INVOICE_TABS, type InvoicePage, type InvoiceRow } from '../../domain/schemas/payments';
import type { Formatters } from '../../i18n/format';
import { useFormat } from '../../i18n/useFormat';
import { linkTo } from '../../routes/links';
import { DataTable } from '../components/DataTable';
import type { DataTableColumn, DataTableQuery } from '../components/dataTableTypes';
import { formatDate } from '../components/formatDate';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { PageHeader } from '../components/PageHeader';
import { StatusTabs } from '../components/StatusTabs';
import { usePlantOptions } from '../components/usePlantOptions';
import { AccountsExportButton } from './AccountsExportButton';
import { InvoicePanel } from './InvoicePanel';
import { InvoiceTotals } from './InvoiceTotals';

type Tab = (typeof INVOICE_TABS)[number];
const TABS = ['all', ...INVOICE_TABS.filter((tab) => tab !== 'all')] as const;
const SORTS = ['issuedOn', 'dueOn', 'number', 'payablePaise'] as const;
const sortOf = (key: string | undefined) => SORTS.find((s) => s === key);

const columns = (t: TFunction, format: Formatters): readonly DataTableColumn<InvoiceRow>[] => [
  {
    key: 'number',
    header: t('payments.columns.number'),
    sortable: true,
    render: (r) => (
      <Group gap={4} wrap="nowrap">
        {r.number}
        {r.flagged ? (
          <Badge color="orange" size="xs" title={t('payments.flagged')}>
            !
          </Badge>
        ) : null}
      </Group>
    ),
  },
  { key: 'order', header: t('payments.columns.order'), render: (r) => r.order.number },
  { key: 'plant', header: t('payments.columns.plant'), render: (r) => r.plant.name },
  { key: 'transporter', header: t('payments.columns.transporter'), render: (r) => r.transporter.name },
  {
    key: 'issuedOn',
    header: t('payments.columns.issuedOn'),
    sortable: true,
    width: 110,
    render: (r) => formatDate(r.issuedOn),
  },
  {
    key: 'dueOn',
    header: t('payments.columns.dueOn'),
    sortable: true,
    width: 110,
    render: (r) => formatDate(r.dueOn),
  },
  {
    key: 'payablePaise',
    header: t('payments.columns.payable'),
    sortable: true,
    align: 'right',
    render: (r) => format.inr(r.payablePaise),
  },
  {
    key: 'paidPaise',
    header: t('payments.columns.paid'),
    align: 'right',
    render: (r) => format.inr(r.paidPaise),
  },
  {
    key: 'status',
    header: t('payments.columns.status'),
    width: 120,
    render: (r) => <LifecycleBadge status={r.status} />,
  },
];

/**
 * /payment-summary: the industry's freight invoices by status, plant, transporter and date, with the totals
 * and ageing of those the filters select; an invoice opens in its row with its lines, audit and steps.
 */
export function PaymentSummaryPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { session } = useAppState();
  const formOptions = useApi(formOptionsApi);
  const invoices = useApi(invoicesApi);
  const token = useSelector(session, (s) => s.context.token);
  const [tab, setTab] = useState<Tab>('all');
  const [summary, setSummary] = useState<InvoicePage['summary']>();
  const plants = usePlantOptions();
  const options = useQuery(formOptionsQuery(formOptions, token));
  const transporters = (options.data?.transporters ?? []).map((tr) => ({
    value: String(tr.id),
    label: tr.name,
  }));

  // The table's query as the list's parameters, for its pages and for the accountants' files alike.
  const listParams = useCallback(
    (query: DataTableQuery) => {
      const transporter = query.filters.transporter;
      return {
        status: tab,
        order: query.order,
        search: query.search,
        plant: query.plant,
        from: query.from,
        to: query.to,
        sort: sortOf(query.sort),
        ...(transporter ? { transporter: Number(transporter) } : {}),
      };
    },
    [tab],
  );

  const fetchPage = useCallback(
    async (query: DataTableQuery, signal: AbortSignal) => {
      const page = await invoices.list(
        { ...listParams(query), page: query.page, pageSize: query.pageSize },
        signal,
      );
      // The totals are of the whole filtered list, answered with each page.
      setSummary(page.summary);
      return page;
    },
    [invoices, listParams],
  );

  return (
    <>
      <PageHeader
        title={title}
        description={t('payments.description')}
        actions={
          <Button component={Link} href={linkTo('invoice-new')} data-testid="invoice-new">
            {t('payments.newInvoice')}
          </Button>
        }
      />
      <StatusTabs tabs={TABS} value={tab} onChange={setTab} />
      <InvoiceTotals summary={summary} />
      <DataTable
        label={title}
        columns={columns(t, format)}
        queryKey={['invoices', 'list', tab, token]}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        initialSort={{ key: 'issuedOn', order: 'desc' }}
        filters={{
          search: { placeholder: t('payments.search') },
          plant: { options: plants },
          selects: [{ key: 'transporter', label: t('payments.transporter'), options: transporters }],
          dateRange: { label: t('payments.between') },
        }}
        renderExpanded={(r) => <InvoicePanel id={r.id} />}
        toolbar={(query) => <AccountsExportButton params={listParams(query)} />}
        minWidth={960}
      />
    </>
  );
}
