import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../src/domain/schemas/error';
import {
  InsightExportQuery,
  InsightFilters,
  Report,
  ReportParams,
  ReportSubscription,
  ReportSubscriptionInput,
} from '../../src/domain/schemas/insight';
import { EXPORT_MEDIA_TYPES } from '../../src/domain/schemas/transfer';
import { signedIn } from '../auth/authHook';
import { requirePermission } from '../auth/requirePermission';
import type { Database } from '../db/database';
import { InsightFileAnswer, sendInsightFile } from '../insight/insightExport';
import { insightScope } from '../insight/measures';
import { runReport } from '../reports/reportCatalogue';
import { reportFile } from '../reports/reportFile';
import {
  addReportSubscription,
  listReportSubscriptions,
  removeReportSubscription,
} from '../reports/reportSubscriptions';
import { referenceErrors, signedInErrors } from './errorResponses';
import { IdParams } from './routeParams';

const preHandler = requirePermission('list-industry-report');

/**
 * The reports of /my-reports (`list-industry-report`): `GET /api/reports/:kind` answers the report for its
 * dates (the last 90 days by default, a year and a day at most), plant and transporter; `…/export` the same
 * report as an XLSX, CSV or PDF file.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/reports/subscriptions',
    {
      preHandler,
      schema: {
        tags: ['reports'],
        summary: 'My weekly report e-mails',
        response: { 200: z.array(ReportSubscription), ...signedInErrors },
      },
    },
    async (request) => listReportSubscriptions(db, signedIn(request)),
  );

  app.post(
    '/api/reports/subscriptions',
    {
      preHandler,
      // The user's own mail; a plant it filters on is one of theirs (reportSubscriptions.ts).
      config: { plantUsers: 'own' },
      schema: {
        tags: ['reports'],
        summary:
          'Mail me a report every week on a day (India time), covering the seven days before, as XLSX or PDF',
        body: ReportSubscriptionInput,
        response: { 201: ReportSubscription, 409: ApiError, ...referenceErrors, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const created = await db.transaction((tx) => addReportSubscription(tx, user, request.body));
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/reports/subscriptions/:id',
    {
      preHandler,
      config: { plantUsers: 'own' },
      schema: {
        tags: ['reports'],
        summary: 'Stop one of my weekly report e-mails',
        params: IdParams,
        response: { 204: z.null(), 404: ApiError, ...signedInErrors },
      },
    },
    async (request, reply) => {
      await removeReportSubscription(db, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/reports/:kind',
    {
      preHandler,
      schema: {
        tags: ['reports'],
        summary:
          'A report with its table and chart, for a date range (90 days by default), plant and transporter',
        params: ReportParams,
        querystring: InsightFilters,
        response: { 200: Report, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const now = app.clock.now();
      return runReport(db, request.params.kind, insightScope(user, request.query, now), now);
    },
  );

  app.get(
    '/api/reports/:kind/export',
    {
      preHandler,
      schema: {
        tags: ['reports'],
        summary: 'A report as an XLSX, CSV or PDF file, with its length and row count for a progress bar',
        params: ReportParams,
        querystring: InsightExportQuery,
        produces: Object.values(EXPORT_MEDIA_TYPES),
        response: { 200: InsightFileAnswer, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const { format, ...filters } = request.query;
      const { kind } = request.params;
      const now = app.clock.now();
      const file = await reportFile(db, user, kind, insightScope(user, filters, now), format, now);
      return sendInsightFile(reply, file);
    },
  );
};
