import {
  DASHBOARD_TILE_IDS,
  type DashboardTile,
  type DashboardTileId,
  type DashboardTiles,
  type InsightFilters,
} from '../../src/domain/schemas/insight';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { alertsToday } from './alertsToday';
import { arrivalsToday } from './arrivalsToday';
import { auctionSavings } from './auctionSavings';
import { bidsAwaitingAward } from './bidsAwaitingAward';
import { onTimeTrend } from './onTimeTrend';
import { spendByLane, spendByTransporter } from './spendBy';
import { assertMaySee, maySee } from './tileAccess';
import type { DashboardTileDefinition } from './tileDefinition';
import { type TileScope, tileScope, viewFilters } from './tileScope';
import { trucksByStatus } from './trucksByStatus';

const BY_ID: Record<DashboardTileId, DashboardTileDefinition> = {
  'trucks-by-status': trucksByStatus,
  'arrivals-today': arrivalsToday,
  'on-time-trend': onTimeTrend,
  'spend-by-lane': spendByLane,
  'spend-by-transporter': spendByTransporter,
  'auction-savings': auctionSavings,
  'alerts-today': alertsToday,
  'bids-awaiting-award': bidsAwaitingAward,
};

/** The dashboard's tiles in the order it shows them. */
export const TILES: readonly DashboardTileDefinition[] = DASHBOARD_TILE_IDS.map((id) => BY_ID[id]);

export const tileOf = (id: DashboardTileId): DashboardTileDefinition => BY_ID[id];

async function computed(
  db: Queryable,
  tile: DashboardTileDefinition,
  scope: TileScope,
  full: boolean,
): Promise<DashboardTile> {
  const figures = await tile.compute(db, scope, full);
  const rows =
    full || tile.summaryRows === 'all' ? figures.table.rows : figures.table.rows.slice(0, tile.summaryRows);
  return {
    id: tile.id,
    filters: viewFilters(scope),
    figure: figures.figure,
    figureKind: figures.figureKind,
    table: { columns: figures.table.columns, rows },
    chart: figures.chart,
    ...(figures.list ? { list: figures.list } : {}),
    generatedAt: scope.now.toISOString(),
  };
}

/**
 * Every tile the user may see, each over the top rows its chart draws, computed side by side; a tile showing
 * money is left out for a user who may not see money.
 */
export async function dashboardTiles(
  db: Queryable,
  user: SignedInUser,
  filters: InsightFilters,
  now: Date,
): Promise<DashboardTiles> {
  const scope = tileScope(user, filters, now);
  const tiles = await Promise.all(
    TILES.filter((tile) => maySee(user, tile)).map((tile) => computed(db, tile, scope, false)),
  );
  return { tiles };
}

/** One tile's full view: every row of its table and the list behind its figure. */
export async function dashboardTile(
  db: Queryable,
  user: SignedInUser,
  tile: DashboardTileDefinition,
  filters: InsightFilters,
  now: Date,
): Promise<DashboardTile> {
  assertMaySee(user, tile);
  return computed(db, tile, tileScope(user, filters, now), true);
}
