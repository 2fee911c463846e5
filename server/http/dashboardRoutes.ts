import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuery, DashboardSummary } from '../../src/domain/schemas/dashboard';
import {
  DashboardTile,
  DashboardTileParams,
  DashboardTiles,
  InsightFilters,
} from '../../src/domain/schemas/insight';
import { signedIn } from '../auth/authHook';
import { dashboardSummary } from '../dashboard/dashboardSummary';
import { dashboardTile, dashboardTiles, tileOf } from '../dashboard/dashboardTiles';
import type { Database } from '../db/database';
import { signedInErrors } from './errorResponses';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dashboard/summary',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Counts for the dashboard: orders by status and direction, open requests, plants, transporters',
        querystring: DashboardQuery,
        response: { 200: DashboardSummary, ...signedInErrors },
      },
    },
    async (request) => dashboardSummary(db, signedIn(request), request.query.plant),
  );

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
    async (request) => dashboardTiles(db, signedIn(request), request.query),
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
    async (request) => dashboardTile(db, signedIn(request), tileOf(request.params.id), request.query),
  );
};
