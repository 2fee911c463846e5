import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsightTable as Figures, InsightView } from '../../domain/schemas/insight';
import { chartHasFigures } from './chartHasFigures';
import { InsightChart } from './InsightChart';
import { InsightTable } from './InsightTable';

interface InsightFigureProps {
  title: string;
  /** What the figure answers, under its title. */
  description: string;
  view: InsightView | undefined;
  /** What a tile counts, one row each (each truck, each alert), where its table holds the chart's groups. */
  list?: Figures | undefined;
  /** The previous filters' figure is on screen while the new one loads. */
  stale: boolean;
  /** Said instead of the figure when it could not be loaded. */
  error: ReactNode;
}

/** Mantine's `sm`: below it the chart is shorter, so the table starts on the first screen of a phone. */
const PHONE = '(max-width: 48em)';

interface TableCardProps {
  heading: string;
  /** What the table holds, under its heading, where the heading alone does not say. */
  description?: string;
  label: string;
  table: Figures | undefined;
  testId: string;
}

/** A table of a figure in its card, under its heading; skeleton rows while it loads. */
export function TableCard({ heading, description, label, table, testId }: TableCardProps) {
  return (
    <Card withBorder radius="md" padding={0}>
      <Title order={3} size="h5" p="md" pb={description ? 0 : 'xs'}>
        {heading}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" px="md" pb="xs">
          {description}
        </Text>
      ) : null}
      {table ? (
        <InsightTable table={table} label={label} testId={testId} />
      ) : (
        <Stack p="md" gap="xs">
          <Skeleton height={24} />
          <Skeleton height={24} />
          <Skeleton height={24} />
        </Stack>
      )}
    </Card>
  );
}

/**
 * A figure in full, for the period it was computed for: its chart, the chart's figures as a table (its text
 * alternative), and, where the figure counts things, the list of each of them.
 */
export function InsightFigure({ title, description, view, list, stale, error }: InsightFigureProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE) ?? false;
  const chartHeight = phone ? 260 : 340;
  if (error) return <>{error}</>;
  return (
    <Stack gap="md" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
      <Card withBorder radius="md" padding="lg" data-testid="insight-chart-card">
        <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {view ? (
            <Text size="xs" c="dimmed" data-testid="insight-period">
              {t('insight.period', { from: view.filters.from, to: view.filters.to })}
            </Text>
          ) : null}
        </Group>
        {view ? (
          <>
            {chartHasFigures(view) ? (
              <InsightChart view={view} height={chartHeight} testId="insight-chart" />
            ) : (
              <Text c="dimmed" ta="center" py="xl" data-testid="insight-chart-empty">
                {t('insight.nothingInPeriod')}
              </Text>
            )}
            {view.chart.top ? (
              <Text size="xs" c="dimmed" mt="xs" data-testid="insight-chart-caption">
                {t(`insight.chart.top.${view.chart.by ?? view.chart.x}.${view.chart.top.by}` as never, {
                  count: view.chart.top.count,
                })}{' '}
                {t('insight.chart.top.note')}
              </Text>
            ) : null}
          </>
        ) : (
          <Skeleton height={chartHeight} data-testid="insight-loading" />
        )}
      </Card>
      <TableCard
        heading={t(list ? 'insight.chartTableTitle' : 'insight.tableTitle')}
        label={t('insight.tableOf', { title })}
        table={view?.table}
        testId="insight-table"
      />
      {list ? (
        <TableCard
          heading={t('insight.tableTitle')}
          label={t('insight.listOf', { title })}
          table={list}
          testId="insight-list"
        />
      ) : null}
    </Stack>
  );
}
