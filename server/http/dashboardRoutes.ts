import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DashboardTile,
  DashboardTileParams,
  DashboardTiles,
  InsightExportQuery,
  InsightFilters,
} from '../../src/domain/schemas/insight';
import { SetupProgress } from '../../src/domain/schemas/setupProgress';
import { EXPORT_MEDIA_TYPES } from '../../src/domain/schemas/transfer';
import { signedIn } from '../auth/authHook';
import { dashboardTile, dashboardTiles, tileOf } from '../dashboard/dashboardTiles';
import { setupProgress } from '../dashboard/setupProgress';
import type { Database } from '../db/database';
import { filterNamesOf, InsightFileAnswer, insightFile, sendInsightFile } from '../insight/insightExport';
import { preferencesOf } from '../profile/userPreferences';
import { signedInErrors } from './errorResponses';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dashboard/tiles',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "Every dashboard tile the user may see (money tiles need payment-summary), each with its headline and its chart's top rows, within their plants; dates default to the last 30 days",
        querystring: InsightFilters,
        response: { 200: DashboardTiles, ...signedInErrors },
      },
    },
    async (request) => dashboardTiles(db, signedIn(request), request.query, app.clock.now()),
  );

  app.get(
    '/api/dashboard/setup',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'What a new company sets up first, in order, with how many of each it has: plants, transporters (invited ones included), clients and products',
        response: { 200: SetupProgress, ...signedInErrors },
      },
    },
    async (request) => setupProgress(db, signedIn(request)),
  );

  app.get(
    '/api/dashboard/tiles/:id',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "One tile's full view: every row of its table and the list behind its figure (403 for a money tile without payment-summary)",
        params: DashboardTileParams,
        querystring: InsightFilters,
        response: { 200: DashboardTile, ...signedInErrors },
      },
    },
    async (request) =>
      dashboardTile(db, signedIn(request), tileOf(request.params.id), request.query, app.clock.now()),
  );

  app.get(
    '/api/dashboard/tiles/:id/export',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "One tile's full view as an XLSX, CSV or PDF file in the reader's language: the list behind its figure where it has one, else its table; sized up front (content-length, x-row-count)",
        params: DashboardTileParams,
        querystring: InsightExportQuery,
        produces: Object.values(EXPORT_MEDIA_TYPES),
        response: { 200: InsightFileAnswer, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const { format, ...filters } = request.query;
      const tile = tileOf(request.params.id);
      const view = await dashboardTile(db, user, tile, filters, app.clock.now());
      const [names, { language }] = await Promise.all([
        filterNamesOf(db, user, view.filters),
        preferencesOf(db, user.id),
      ]);
      const file = await insightFile(view, {
        format,
        title: (t) => t(`insight.tiles.${tile.id}`),
        stem: tile.id,
        language,
        names,
        ...(view.list ? { list: view.list } : {}),
      });
      return sendInsightFile(reply, file);
    },
  );
};
