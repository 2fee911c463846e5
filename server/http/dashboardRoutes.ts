import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuery, DashboardSummary } from '../../src/domain/schemas/dashboard';
import { signedIn } from '../auth/authHook';
import { dashboardSummary } from '../dashboard/dashboardSummary';
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
};
