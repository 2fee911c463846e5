import { Group, SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardTilesQuery, insightApi } from '../../api/insight';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { DASHBOARD_TILE_IDS, type InsightFilters } from '../../domain/schemas/insight';
import { AppConnectionBadge } from '../components/ConnectionBadge';
import { PageHeader } from '../components/PageHeader';
import { InsightError } from '../insight/InsightError';
import { ActiveHeaderFilters } from '../layout/ActiveHeaderFilters';
import { DashboardTileCard } from './DashboardTileCard';
import { useLiveDashboard } from './useLiveDashboard';

const GRID = { base: 1, sm: 2, lg: 4 } as const;

// Not needed for the dashboard to be usable: it loads beside the tiles.
const SetupChecklist = lazy(() => import('./SetupChecklist').then((m) => ({ default: m.SetupChecklist })));

/**
 * The logistics head's morning page: every tile's figure for the header's plant and dates, kept live by the
 * industry's news, each opening its full view.
 */
export function DashboardPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(insightApi);
  const token = useSelector(session, (s) => s.context.token);
  const userName = useSelector(session, (s) => s.context.userName);
  const plant = useSelector(session, (s) => s.context.selectedPlant);
  const { start, end } = useSelector(session, (s) => s.context.dateFilter);
  const filters = useMemo<InsightFilters>(
    () => ({ plant: plant ?? undefined, from: start ?? undefined, to: end ?? undefined }),
    [plant, start, end],
  );
  const tiles = useQuery(dashboardTilesQuery(api, token, filters));
  useLiveDashboard();
  // The cards are drawn from a deferred value, as the data table's rows are (DataTable.tsx): the answer reaches
  // React through useSyncExternalStore, whose renders never yield, and eight cards with their thumbnails took a
  // phone a fifth of a second in one task. The answer's own render keeps what was shown; a transition draws it.
  const shown = useDeferredValue(tiles.data);
  // Made again only with the cards' data: the answer's own render then leaves the cards drawn as they are.
  const cards = useMemo(
    () => shown?.tiles.map((tile) => <DashboardTileCard key={tile.id} tile={tile} />),
    [shown],
  );

  let content: React.ReactNode;
  if (tiles.isError)
    content = (
      <InsightError title={t('insight.loadError')} error={tiles.error} retry={() => tiles.refetch()} />
    );
  else if (shown === undefined)
    content = (
      <SimpleGrid cols={GRID} data-testid="dashboard-loading">
        {DASHBOARD_TILE_IDS.map((id) => (
          <Skeleton key={id} height={250} radius="md" />
        ))}
      </SimpleGrid>
    );
  else {
    // Busy until the cards drawn are the answer's; dimmed only while the answer is for other filters.
    const busy = tiles.isPlaceholderData || shown !== tiles.data;
    content = (
      <SimpleGrid
        cols={GRID}
        data-testid="dashboard-cards"
        aria-busy={busy}
        style={{ opacity: tiles.isPlaceholderData ? 0.6 : 1 }}
      >
        {cards}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={t('dashboard.welcome', { name: userName })}
        actions={<AppConnectionBadge />}
      />
      <Group mb="sm">
        <ActiveHeaderFilters dateMeaning={t('insight.filters.dates')} />
      </Group>
      <Suspense fallback={null}>
        <SetupChecklist />
      </Suspense>
      {content}
    </>
  );
}
