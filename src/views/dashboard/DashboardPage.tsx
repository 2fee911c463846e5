import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { dashboardSummaryQuery } from '../../api/dashboard';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useFormat } from '../../i18n/useFormat';
import { linkTo } from '../../routes/links';
import { PageHeader } from '../components/PageHeader';
import { type DashboardTile, dashboardTiles } from './dashboardTiles';

const TILE_COUNT = 6;

function Tile({ tile }: { tile: DashboardTile }) {
  const format = useFormat();
  return (
    <Card
      p="lg"
      data-testid="dashboard-card"
      component="a"
      href={tile.href}
      style={{ textDecoration: 'none' }}
    >
      <Text size="sm" c="dimmed" fw={500}>
        {tile.label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} mt={4} data-testid="dashboard-card-value">
        {format.number(tile.value)}
      </Text>
      {tile.details.length > 0 ? (
        <Group gap="md" mt="sm">
          {tile.details.map((detail) => (
            <Text key={detail.label} size="xs" c="dimmed">
              {detail.label}: <b>{format.number(detail.value)}</b>
            </Text>
          ))}
        </Group>
      ) : null}
    </Card>
  );
}

/** The dashboard shell: headline counts of the industry, narrowed to the selected plant. */
export function DashboardPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { api, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const userName = useSelector(session, (s) => s.context.userName);
  const plant = useSelector(session, (s) => s.context.selectedPlant);
  const summary = useQuery(dashboardSummaryQuery(api.dashboard, token, plant));

  let content: ReactNode;
  if (summary.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="dashboard-loading">
        {Array.from({ length: TILE_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={118} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (summary.isError) {
    const needsPlan = isApiError(summary.error) && summary.error.code === 'plan_required';
    content = needsPlan ? (
      <Alert
        color="yellow"
        variant="light"
        title={t('dashboard.noPlanTitle')}
        data-testid="dashboard-plan-required"
      >
        {t('dashboard.noPlanText')} <Anchor href={`#${linkTo('plan')}`}>{t('dashboard.seePlan')}</Anchor>
      </Alert>
    ) : (
      <Alert color="red" variant="light" title={t('dashboard.loadError')} data-testid="dashboard-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{summary.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => summary.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="dashboard-cards">
        {dashboardTiles(t, summary.data).map((tile) => (
          <Tile key={tile.key} tile={tile} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader title={title} description={t('dashboard.welcome', { name: userName })} />
      {content}
    </>
  );
}
