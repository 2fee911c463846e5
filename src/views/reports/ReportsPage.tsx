import { Box, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { insightApi, reportPath, reportQuery } from '../../api/insight';
import { useAppState } from '../../app/AppStateContext';
import { useHashQueryParam } from '../../app/queryParams';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { REPORT_KINDS, type ReportKind } from '../../domain/schemas/insight';
import { PageHeader } from '../components/PageHeader';
import { InsightError } from '../insight/InsightError';
import { InsightFigure, TableCard } from '../insight/InsightFigure';
import { InsightFilterBar } from '../insight/InsightFilterBar';
import { useInsightFilters } from '../insight/useInsightFilters';
import { ReportSubscriptions } from './ReportSubscriptions';

const reportKindOf = (value: string | null): ReportKind =>
  (REPORT_KINDS as readonly string[]).includes(value ?? '') ? (value as ReportKind) : REPORT_KINDS[0];

/**
 * /my-reports: the five reports a logistics head reviews transporters and lanes with, one tab each (kept in the
 * address, so a link opens the same report), each with its filters, chart, table, exports and weekly e-mail.
 */
export function ReportsPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(insightApi);
  const token = useSelector(session, (s) => s.context.token);
  const [chosen, choose] = useHashQueryParam('report');
  const kind = reportKindOf(chosen);
  const filters = useInsightFilters(true);
  const report = useQuery(reportQuery(api, token, kind, filters.filters));
  // While another report loads, the previous one's figures would sit under this one's title: not shown.
  const view = report.data?.kind === kind ? report.data : undefined;
  const reportTitle = t(`insight.reports.${kind}`);

  return (
    <Stack gap={0}>
      <PageHeader title={title} description={t('insight.reportsDescription')} />
      <Tabs value={kind} onChange={(next) => next && choose(next)} keepMounted={false}>
        <Tabs.List mb="md">
          {REPORT_KINDS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`report-tab-${value}`}>
              {t(`insight.reports.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={kind}>
          <InsightFilterBar state={filters} exportPath={reportPath(kind)} />
          <InsightFigure
            title={reportTitle}
            description={t(`insight.reportDescriptions.${kind}`)}
            view={view}
            stale={report.isPlaceholderData && view !== undefined}
            error={
              report.isError ? (
                <InsightError
                  title={t('insight.loadError')}
                  error={report.error}
                  retry={() => report.refetch()}
                />
              ) : null
            }
          />
          {kind === 'transporter-scorecard' && !report.isError ? (
            <Box mt="md" aria-busy={report.isPlaceholderData}>
              <TableCard
                heading={t('insight.byLane.title')}
                description={t('insight.byLane.description')}
                label={t('insight.tableOf', { title: t('insight.byLane.title') })}
                table={view?.byLane}
                testId="report-by-lane"
              />
            </Box>
          ) : null}
          <Box mt="md">
            <ReportSubscriptions kind={kind} filters={filters.filters} />
          </Box>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
