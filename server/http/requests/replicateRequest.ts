import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paiseToRupees } from '../../../src/domain/money';
import { ApiError } from '../../../src/domain/schemas/error';
import { RequestReplica } from '../../../src/domain/schemas/requests';
import { signedIn } from '../../auth/authHook';
import { requireRequestPermission } from '../../requests/requestPermissions';
import { requestDetail } from '../../requests/requestQueries';
import { findRequest } from '../../requests/requestRecord';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

const HOUR_MS = 3_600_000;

/**
 * The form of a new request prefilled from an old one. The window keeps its length but starts in an hour,
 * and pickup keeps its distance from the close, so a replica is valid as it comes.
 */
export const replicateRequestRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db }) => {
  app.get(
    '/api/requests/:id/replica',
    {
      schema: {
        tags: ['requests'],
        summary: 'A prefilled copy of a request for the replicate form (nothing is saved)',
        params: IdParams,
        response: { 200: RequestReplica, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const row = await findRequest(db, user, request.params.id);
      requireRequestPermission(user, 'replicate', row.direction);
      const now = app.clock.now().getTime();
      const detail = await requestDetail(db, row, new Date(now));
      const starts = Math.ceil((now + HOUR_MS) / HOUR_MS) * HOUR_MS;
      const ends = starts + (row.biddingEndsAt.getTime() - row.biddingStartsAt.getTime());
      const pickup = ends + Math.max(HOUR_MS, row.pickupAt.getTime() - row.biddingEndsAt.getTime());
      return {
        direction: row.direction,
        kind: row.kind,
        plantId: row.plantId,
        vendorId: row.vendorId,
        clientId: row.clientId,
        pickupAddress: row.pickupAddress,
        pickupCityId: row.pickupCityId,
        dropOffs: detail.dropOffs.map((d) => ({
          address: d.address,
          cityId: d.city.id,
          latitude: d.latitude,
          longitude: d.longitude,
        })),
        productId: row.productId,
        packageId: row.packageId,
        quantity: row.quantity,
        weightKg: row.weightKg,
        vehicleType: row.vehicleType,
        vehicleCount: row.vehicleCount,
        pickupAt: new Date(pickup).toISOString(),
        biddingStartsAt: new Date(starts).toISOString(),
        biddingEndsAt: new Date(ends).toISOString(),
        ceilingInr: paiseToRupees(row.ceilingPaise),
        transporterIds: detail.transporters.map((t) => t.id),
        bidVisibility: row.bidVisibility,
        notes: row.notes,
      };
    },
  );
};
