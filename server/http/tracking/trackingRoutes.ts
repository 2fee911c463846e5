import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PDF_MEDIA_TYPE } from '../../../src/domain/schemas/documents';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  FleetQuery,
  OrderLive,
  OrderSimFixes,
  OrderTimeline,
  OrderTolls,
  OrderTrack,
  VehicleColumns,
} from '../../../src/domain/schemas/tracking';
import { TimeRangeQuery } from '../../../src/domain/schemas/trackingQueries';
import { SHEET_MEDIA_TYPES } from '../../../src/domain/schemas/transfer';
import { TripReportQuery, TripSummary } from '../../../src/domain/schemas/tripSummary';
import { nearestTown } from '../../../src/domain/shortestRoute';
import { signedIn } from '../../auth/authHook';
import { industryOf } from '../../auth/signedInUser';
import { notFound } from '../../errors/httpError';
import { sendInsightFile } from '../../insight/insightExport';
import { readerTranslator } from '../../profile/userPreferences';
import { fleetColumns } from '../../tracking/fleetSnapshot';
import { trackableOrder } from '../../tracking/orderAccess';
import { orderLive } from '../../tracking/orderLive';
import type { TrackingServices } from '../../tracking/trackingServices';
import { timelineOf, tollsOf, trackOf } from '../../tracking/tripHistory';
import { tripReportFile } from '../../tracking/tripReport';
import { tripSummaryOf } from '../../tracking/tripSummary';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

const range = (q: TimeRangeQuery) => ({
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
});

/** The board's snapshot and one order's replay data, scoped to the user's industry and plants. */
export const trackingRoutes: FastifyPluginAsyncZod<{ services: TrackingServices }> = async (
  app,
  { services },
) => {
  const { db, contexts } = services;
  const orderErrors = { ...signedInErrors, 404: ApiError };
  // The trip screens' reads a transporter company also makes for the orders it carries (orderAccess.ts).
  const carriers = { transporterAllowed: true };

  app.get(
    '/api/tracking/fleet',
    {
      schema: {
        tags: ['tracking'],
        summary:
          'Every tracked vehicle with its derived state, column by column (one list per field, repeated texts once), and the sequence number the snapshot is at',
        querystring: FleetQuery,
        response: { 200: VehicleColumns, ...signedInErrors },
      },
    },
    async (request) => fleetColumns(services, signedIn(request), request.query.direction),
  );

  app.get(
    '/api/tracking/orders/:id/live',
    {
      config: carriers,
      schema: {
        tags: ['tracking'],
        summary:
          "One order's live state as the board shows it (null off the board) and the sequence it is at; the socket's order room carries the changes after it",
        params: IdParams,
        response: { 200: OrderLive, ...orderErrors },
      },
    },
    async (request) => orderLive(services, signedIn(request), request.params.id),
  );

  app.get(
    '/api/tracking/orders/:id/track',
    {
      config: carriers,
      schema: {
        tags: ['tracking'],
        summary:
          'Planned route and recorded fixes of an order, for replay: every fix of a range that holds up to 5,000, else an even sample in time from its first fix to its last (`simplified`); ask a shorter range for every fix',
        params: IdParams,
        querystring: TimeRangeQuery,
        response: { 200: OrderTrack, ...orderErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const order = await trackableOrder(db, user, request.params.id);
      const context = (await contexts.load(order.industryId, [order.id])).get(order.id);
      if (!context) throw notFound('This order');
      const { points, simplified } = await trackOf(db, order.id, range(request.query));
      return {
        orderId: order.id,
        planned: [...context.plan.polyline],
        plannedKm: Math.round(context.plan.km),
        points,
        simplified,
      };
    },
  );

  app.get(
    '/api/tracking/orders/:id/tolls',
    {
      config: carriers,
      schema: {
        tags: ['tracking'],
        summary: 'FASTag toll-plaza crossings of an order',
        params: IdParams,
        querystring: TimeRangeQuery,
        response: { 200: OrderTolls, ...orderErrors },
      },
    },
    async (request) => {
      const order = await trackableOrder(db, signedIn(request), request.params.id);
      return { orderId: order.id, tolls: await tollsOf(db, order.id, range(request.query)) };
    },
  );

  app.get(
    '/api/tracking/orders/:id/sim-fixes',
    {
      schema: {
        tags: ['tracking'],
        summary: 'SIM (driver phone) fixes of an order with the nearest town',
        params: IdParams,
        querystring: TimeRangeQuery,
        response: { 200: OrderSimFixes, ...orderErrors },
      },
    },
    async (request) => {
      const order = await trackableOrder(db, signedIn(request), request.params.id);
      const { points } = await trackOf(db, order.id, range(request.query), { source: 'sim' });
      return {
        orderId: order.id,
        fixes: points.map((p) => ({
          at: p.at,
          latitude: p.latitude,
          longitude: p.longitude,
          placeName: nearestTown(p).town.name,
        })),
      };
    },
  );

  app.get(
    '/api/tracking/orders/:id/events',
    {
      config: carriers,
      schema: {
        tags: ['tracking'],
        summary: 'Timeline of an order: status changes, tolls, e-way bill events, alerts',
        params: IdParams,
        response: { 200: OrderTimeline, ...orderErrors },
      },
    },
    async (request) => {
      const order = await trackableOrder(db, signedIn(request), request.params.id);
      return { orderId: order.id, events: await timelineOf(db, order.id) };
    },
  );

  app.get(
    '/api/tracking/orders/:id/summary',
    {
      schema: {
        tags: ['tracking'],
        summary:
          "A trip's distance, running and stopped time, average and top speed from its accepted fixes, and its stops named by the industry's own place or the nearest PIN locality",
        params: IdParams,
        querystring: TimeRangeQuery,
        response: { 200: TripSummary, ...orderErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const order = await trackableOrder(db, user, request.params.id);
      return tripSummaryOf(db, industryOf(user), order.id, range(request.query));
    },
  );

  app.get(
    '/api/tracking/orders/:id/summary/export',
    {
      schema: {
        tags: ['tracking'],
        summary:
          "The trip report: the order and vehicle, the summary's figures and the stops table, as a PDF or an XLSX file in the reader's language",
        params: IdParams,
        querystring: TripReportQuery,
        produces: [SHEET_MEDIA_TYPES.xlsx, PDF_MEDIA_TYPE],
        response: { 200: z.unknown().describe('The file: PDF or XLSX'), ...orderErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const order = await trackableOrder(db, user, request.params.id);
      const context = (await contexts.load(industryOf(user), [order.id])).get(order.id);
      if (!context) throw notFound('This order');
      const [summary, reader] = await Promise.all([
        tripSummaryOf(db, industryOf(user), order.id),
        readerTranslator(db, user.id),
      ]);
      const file = await tripReportFile(summary, context, reader, request.query.format, app.clock.now());
      return sendInsightFile(reply, file);
    },
  );
};
