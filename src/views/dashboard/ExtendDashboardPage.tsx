import { Anchor, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { dashboardTileQuery, insightApi, tilePath } from '../../api/insight';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { DASHBOARD_TILE_IDS, type DashboardTileId } from '../../domain/schemas/insight';
import { linkTo } from '../../routes/links';
import { AppConnectionBadge } from '../components/ConnectionBadge';
import { PageHeader } from '../components/PageHeader';
import { InsightError } from '../insight/InsightError';
import { InsightFigure } from '../insight/InsightFigure';
import { InsightFilterBar } from '../insight/InsightFilterBar';
import { useInsightFilters } from '../insight/useInsightFilters';
import { useLiveDashboard } from './useLiveDashboard';

const tileIdOf = (value: string | undefined): DashboardTileId | null =>
  (DASHBOARD_TILE_IDS as readonly string[]).includes(value ?? '') ? (value as DashboardTileId) : null;

/** /extend_dashboard/:id: a tile in full, every row behind its figure, with its filters and its export. */
export function ExtendDashboardPage({ params }: ScreenProps) {
  const id = tileIdOf(params.id);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!id) navigate(linkTo('not-found'), { replace: true });
  }, [id, navigate]);
  return id ? <TileView id={id} /> : null;
}

function TileView({ id }: { id: DashboardTileId }) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(insightApi);
  const token = useSelector(session, (s) => s.context.token);
  const filters = useInsightFilters(true);
  const tile = useQuery(dashboardTileQuery(api, token, id, filters.filters));
  useLiveDashboard();
  const title = t(`insight.tiles.${id}`);

  return (
    <>
      <PageHeader
        title={title}
        description={
          <Group gap="xs">
            <Anchor href={`#${linkTo('dashboard')}`} size="sm">
              {t('insight.backToDashboard')}
            </Anchor>
          </Group>
        }
        actions={<AppConnectionBadge />}
      />
      <InsightFilterBar state={filters} exportPath={tilePath(id)} />
      <InsightFigure
        title={title}
        description={t(`insight.tileDescriptions.${id}`)}
        view={tile.data}
        list={tile.data?.list}
        stale={tile.isPlaceholderData}
        error={
          tile.isError ? (
            <InsightError title={t('insight.loadError')} error={tile.error} retry={() => tile.refetch()} />
          ) : null
        }
      />
    </>
  );
}
