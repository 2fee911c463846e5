import { Alert, Card, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transporterPortalApi } from '../../../api/transporterPortal';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { TABLE_DEFAULT_PAGE_SIZE } from '../../../domain/constants';
import { INVOICE_TABS } from '../../../domain/schemas/payments';
import { lifecycleLabel } from '../../../i18n/lifecycleLabel';
import { DataTablePager } from '../../components/DataTablePager';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../transfer/ExportButton';
import { PortalLoadFailed, PortalLoading } from '../PortalLoadState';
import { MyInvoiceCard } from './MyInvoiceCard';
import { MY_INVOICES_KEY } from './myInvoicesQuery';
import { OwedByIndustry } from './OwedByIndustry';
import { useInvoiceNews } from './useInvoiceNews';

type StatusTab = (typeof INVOICE_TABS)[number];
const isStatusTab = (value: string): value is StatusTab =>
  (INVOICE_TABS as readonly string[]).includes(value);

/**
 * /transporter/invoices: the company's invoices to every shipper, latest first, filtered by status and shipper,
 * each with where the shipper has it and its payments; above them what each shipper still owes; and the same
 * selection as a CSV or Excel file. It follows the shipper's steps live (useInvoiceNews), and a disputed invoice
 * is corrected from its card.
 */
export function MyInvoicesPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const portal = useApi(transporterPortalApi);
  const company = useSelector(session, (s) => s.context.industry);
  const [status, setStatus] = useState<StatusTab>('all');
  const [industry, setIndustry] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const filters = { status, ...(industry ? { industry } : {}) };
  const invoices = useQuery({
    queryKey: [...MY_INVOICES_KEY, filters, page],
    queryFn: ({ signal }) => portal.invoices({ ...filters, page, pageSize: TABLE_DEFAULT_PAGE_SIZE }, signal),
    // A new filter or page keeps the last one on screen until it comes, rather than a spinner.
    placeholderData: keepPreviousData,
  });
  useInvoiceNews();

  return (
    <>
      <PageHeader
        title={title}
        description={t('portal.invoices.intro', { company })}
        actions={<ExportButton list="/api/transporter/invoices" params={filters} />}
      />
      {invoices.isPending ? (
        <PortalLoading label={t('portal.invoices.loading')} />
      ) : invoices.isError ? (
        <PortalLoadFailed
          title={t('portal.invoices.loadFailed')}
          error={invoices.error}
          retry={() => void invoices.refetch()}
        />
      ) : invoices.data.owed.length === 0 ? (
        <Alert variant="light" color="blue" data-testid="invoices-empty">
          {t('portal.invoices.empty')}
        </Alert>
      ) : (
        <Stack gap="lg">
          <OwedByIndustry owed={invoices.data.owed} />
          <SimpleGrid cols={2} spacing="sm">
            <NativeSelect
              label={t('payments.columns.status')}
              value={status}
              data={INVOICE_TABS.map((tab) => ({ value: tab, label: lifecycleLabel(t, tab) }))}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (isStatusTab(next)) setStatus(next);
                setPage(1);
              }}
              size="md"
              data-testid="invoices-status"
            />
            <NativeSelect
              label={t('portal.invoices.industry')}
              value={industry === undefined ? '' : String(industry)}
              data={[
                { value: '', label: t('portal.invoices.allIndustries') },
                ...invoices.data.owed.map((o) => ({ value: String(o.industry.id), label: o.industry.name })),
              ]}
              onChange={(event) => {
                const next = Number(event.currentTarget.value);
                setIndustry(next > 0 ? next : undefined);
                setPage(1);
              }}
              size="md"
              data-testid="invoices-industry"
            />
          </SimpleGrid>
          {invoices.data.rows.length === 0 ? (
            <Alert variant="light" color="blue" data-testid="invoices-none-match">
              {t('common.spec.tableEmpty')}
            </Alert>
          ) : (
            <Stack gap="md" data-testid="my-invoices" aria-busy={invoices.isPlaceholderData}>
              {invoices.data.rows.map((invoice) => (
                <MyInvoiceCard key={invoice.id} invoice={invoice} />
              ))}
              <Card withBorder radius="md" padding={0}>
                <DataTablePager
                  page={invoices.data.page}
                  pageSize={TABLE_DEFAULT_PAGE_SIZE}
                  total={invoices.data.total}
                  totalCapped={invoices.data.totalCapped}
                  rowCount={invoices.data.rows.length}
                  onPage={setPage}
                />
              </Card>
            </Stack>
          )}
        </Stack>
      )}
    </>
  );
}
