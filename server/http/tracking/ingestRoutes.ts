import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  EVENT_TIME_FIELD,
  EwayBillEventIn,
  GpsFixIn,
  IngestEnvelope,
  type IngestReply,
  IngestReply as IngestReplySchema,
  type IngestSource,
  type RejectedEvent,
  SimFixIn,
  TollReadIn,
} from '../../../src/domain/schemas/ingest';
import type { Queryable } from '../../db/database';
import { HttpError, unauthorized } from '../../errors/httpError';
import { withOutbox } from '../../events/outbox';
import type { IngestKeys } from '../../tracking/apiKeys';
import { type EwayIn, writeEwayBills } from '../../tracking/ewayBillWriter';
import { type FixIn, type WriteResult, writeFixes } from '../../tracking/positionWriter';
import { consentedOrdersByMobile, trackedOrdersByVehicle } from '../../tracking/resolveOrders';
import { type TollIn, writeTolls } from '../../tracking/tollWriter';
import type { TrackingServices } from '../../tracking/trackingServices';
import { rejectOne, validateItems } from '../../tracking/validateItems';
import { byAddress, type LimitCheck, limitedBy } from '../requestLimits';

/** 5,000 events of a few hundred bytes each. */
const BODY_LIMIT = 8 * 1024 * 1024;

/** The key is checked before the body, so a caller without one learns that first (401, not 400). */
const industryOfRequest = new WeakMap<FastifyRequest, number>();

/**
 * Failed key checks an address may make each minute; past them its failures answer 429, so guessing keys is
 * slow. A right key still works from there: a feed behind the same address is not locked out by a guesser.
 */
const FAILED_KEY_CHECKS_PER_MINUTE = 30;

const routeOptions = (keys: IngestKeys, failedKeys: LimitCheck, summary: string) => ({
  bodyLimit: BODY_LIMIT,
  onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      industryOfRequest.set(request, await keys.industryOf(request));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) await failedKeys(request, reply);
      throw error;
    }
  },
  config: { public: true },
  schema: {
    tags: ['ingest'],
    summary,
    description:
      'Send `x-api-key`. Each event is validated on its own: good ones are stored, bad ones are listed in `rejected` ' +
      '(status 207). A body whose every event is bad answers 400. Repeated event ids count as `duplicates`.',
    security: [],
    body: IngestEnvelope,
    response: { 200: IngestReplySchema, 207: IngestReplySchema, 400: ApiError, 401: ApiError },
  },
});

/**
 * POST /api/ingest/{gps,sim,fastag,ewaybill}: feed batches, authenticated by the industry's API key. Each
 * request is one transaction through the outbox; what it changed reaches sockets only after commit.
 */
export const ingestRoutes: FastifyPluginAsyncZod<{
  services: TrackingServices;
  /** How far ahead of the server clock an event's own time may be (feeds' clocks drift). */
  maxFutureSkewMs: number;
}> = async (app, { services, maxFutureSkewMs }) => {
  const { db, contexts, settings, keys, events } = services;
  const failedKeys = limitedBy(app, [
    { name: 'ingest.failedKey', max: FAILED_KEY_CHECKS_PER_MINUTE, key: byAddress },
  ]);

  /** A feed's events are dated no later than the clock allows. */
  const timeBound = <S extends IngestSource>(source: S) => ({
    field: EVENT_TIME_FIELD[source],
    notAfter: Date.now() + maxFutureSkewMs,
  });

  const industryOf = (request: FastifyRequest): number => {
    const industryId = industryOfRequest.get(request);
    if (industryId === undefined) throw unauthorized('Send the API key in the x-api-key header');
    return industryId;
  };

  async function finish(
    reply: FastifyReply,
    total: number,
    rejected: RejectedEvent[],
    write: (tx: Queryable) => Promise<WriteResult>,
  ): Promise<IngestReply> {
    if (rejected.length === total) {
      const fields: Record<string, string> = {};
      for (const r of rejected)
        for (const [f, m] of Object.entries(r.fields)) fields[`events.${r.index}.${f}`] = m;
      throw new HttpError(400, 'validation', 'No event in the batch is valid', fields);
    }
    const result = await withOutbox(db, events, async (tx, outbox) => {
      const written = await write(tx);
      outbox.add(...written.changes);
      return written;
    });
    rejected.sort((a, b) => a.index - b.index);
    reply.status(rejected.length > 0 ? 207 : 200);
    return { accepted: result.accepted, duplicates: result.duplicates, rejected };
  }

  app.post('/api/ingest/gps', routeOptions(keys, failedKeys, 'GPS fixes'), async (request, reply) => {
    const industryId = industryOf(request);
    const { events } = request.body;
    const { good, rejected } = validateItems(GpsFixIn, events, timeBound('gps'));
    const byVehicle = await trackedOrdersByVehicle(
      db,
      industryId,
      good.filter((g) => g.item.orderId === undefined).map((g) => g.item.vehicleNumber),
    );
    const known = await contexts.load(industryId, [
      ...good.flatMap((g) => (g.item.orderId ? [g.item.orderId] : [])),
      ...byVehicle.values(),
    ]);
    const fixes: FixIn[] = [];
    for (const { index, item } of good) {
      if (item.orderId !== undefined && !known.has(item.orderId)) {
        rejected.push(rejectOne(index, item.eventId, 'orderId', 'No such order'));
        continue;
      }
      fixes.push({
        eventId: item.eventId,
        orderId: item.orderId ?? byVehicle.get(item.vehicleNumber) ?? null,
        vehicleNumber: item.vehicleNumber,
        source: 'gps',
        at: new Date(item.recordedAt),
        latitude: item.latitude,
        longitude: item.longitude,
        speedKmh: item.speedKmh ?? null,
        heading: item.heading ?? null,
      });
    }
    const thresholds = await settings.of(industryId);
    return finish(reply, events.length, rejected, (tx) =>
      writeFixes(tx, industryId, fixes, known, thresholds, new Date()),
    );
  });

  app.post(
    '/api/ingest/sim',
    routeOptions(keys, failedKeys, 'SIM (driver phone) fixes'),
    async (request, reply) => {
      const industryId = industryOf(request);
      const { events } = request.body;
      const { good, rejected } = validateItems(SimFixIn, events, timeBound('sim'));
      const byMobile = await consentedOrdersByMobile(
        db,
        industryId,
        good.map((g) => g.item.mobile),
      );
      const known = await contexts.load(industryId, [...byMobile.values()]);
      const fixes: FixIn[] = [];
      for (const { index, item } of good) {
        const orderId = byMobile.get(item.mobile);
        const context = orderId === undefined ? undefined : known.get(orderId);
        if (!context) {
          rejected.push(
            rejectOne(index, item.eventId, 'mobile', 'This number has no granted tracking consent'),
          );
          continue;
        }
        if (item.orderId !== undefined && item.orderId !== context.orderId) {
          rejected.push(
            rejectOne(index, item.eventId, 'orderId', 'The consent of this number is for another order'),
          );
          continue;
        }
        fixes.push({
          eventId: item.eventId,
          orderId: context.orderId,
          vehicleNumber: context.vehicleNumber || item.mobile,
          source: 'sim',
          at: new Date(item.recordedAt),
          latitude: item.latitude,
          longitude: item.longitude,
          speedKmh: null,
          heading: null,
        });
      }
      const thresholds = await settings.of(industryId);
      return finish(reply, events.length, rejected, (tx) =>
        writeFixes(tx, industryId, fixes, known, thresholds, new Date()),
      );
    },
  );

  app.post(
    '/api/ingest/fastag',
    routeOptions(keys, failedKeys, 'FASTag toll-plaza reads'),
    async (request, reply) => {
      const industryId = industryOf(request);
      const { events } = request.body;
      const { good, rejected } = validateItems(TollReadIn, events, timeBound('fastag'));
      const byVehicle = await trackedOrdersByVehicle(
        db,
        industryId,
        good.map((g) => g.item.vehicleNumber),
      );
      const known = await contexts.load(industryId, [
        ...good.flatMap((g) => (g.item.orderId ? [g.item.orderId] : [])),
        ...byVehicle.values(),
      ]);
      const tolls: TollIn[] = [];
      for (const { index, item } of good) {
        if (item.orderId !== undefined && !known.has(item.orderId)) {
          rejected.push(rejectOne(index, item.eventId, 'orderId', 'No such order'));
          continue;
        }
        tolls.push({
          eventId: item.eventId,
          vehicleNumber: item.vehicleNumber,
          plazaName: item.plazaName,
          plazaCode: item.plazaCode,
          latitude: item.latitude,
          longitude: item.longitude,
          laneDirection: item.laneDirection,
          orderId: item.orderId ?? byVehicle.get(item.vehicleNumber) ?? null,
          at: new Date(item.readAt),
        });
      }
      // For FASTag-tracked orders a crossing is also the position fix (the only one there is).
      const fixes: FixIn[] = tolls
        .filter((t) => t.orderId !== null && known.get(t.orderId)?.trackingMethod === 'fastag')
        .map((t) => ({
          eventId: t.eventId,
          orderId: t.orderId,
          vehicleNumber: t.vehicleNumber,
          source: 'fastag' as const,
          at: t.at,
          latitude: t.latitude,
          longitude: t.longitude,
          speedKmh: null,
          heading: null,
        }));
      const thresholds = await settings.of(industryId);
      return finish(reply, events.length, rejected, async (tx) => {
        const now = new Date();
        const toll = await writeTolls(tx, industryId, tolls, known, now);
        const asFixes = await writeFixes(tx, industryId, fixes, known, thresholds, now);
        return { ...toll, changes: [...toll.changes, ...asFixes.changes] };
      });
    },
  );

  app.post(
    '/api/ingest/ewaybill',
    routeOptions(keys, failedKeys, 'E-way bill events'),
    async (request, reply) => {
      const industryId = industryOf(request);
      const { events } = request.body;
      const { good, rejected } = validateItems(EwayBillEventIn, events, timeBound('ewaybill'));
      const byVehicle = await trackedOrdersByVehicle(
        db,
        industryId,
        good.flatMap((g) =>
          g.item.orderId === undefined && g.item.vehicleNumber ? [g.item.vehicleNumber] : [],
        ),
      );
      const known = await contexts.load(industryId, [
        ...good.flatMap((g) => (g.item.orderId ? [g.item.orderId] : [])),
        ...byVehicle.values(),
      ]);
      const bills: EwayIn[] = [];
      for (const { index, item } of good) {
        if (item.orderId !== undefined && !known.has(item.orderId)) {
          rejected.push(rejectOne(index, item.eventId, 'orderId', 'No such order'));
          continue;
        }
        bills.push({
          eventId: item.eventId,
          orderId:
            item.orderId ?? (item.vehicleNumber ? byVehicle.get(item.vehicleNumber) : undefined) ?? null,
          number: item.ewaybillNumber,
          kind: item.kind,
          validUntil: new Date(item.validUntil),
          vehicleNumber: item.vehicleNumber ?? null,
          distanceKm: item.distanceKm ?? null,
          at: new Date(item.at),
        });
      }
      const thresholds = await settings.of(industryId);
      return finish(reply, events.length, rejected, (tx) =>
        writeEwayBills(tx, industryId, bills, known, contexts, thresholds, new Date()),
      );
    },
  );
};
