import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rankLabel } from '../../../src/domain/bidding';
import { RequestBids } from '../../../src/domain/schemas/bids';
import { ApiError } from '../../../src/domain/schemas/error';
import { signedIn } from '../../auth/authHook';
import { bidsWithTransporters, lastPaidOnLane, rankBids } from '../../bidding/bidRanking';
import { requireRequestPermission } from '../../requests/requestPermissions';
import { findRequest } from '../../requests/requestRecord';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

export const requestBidsRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db }) => {
  app.get(
    '/api/requests/:id/bids',
    {
      schema: {
        tags: ['bids'],
        summary: 'Bids on a request ranked L1, L2…, with savings against the ceiling and the lane',
        params: IdParams,
        response: { 200: RequestBids, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const row = await findRequest(db, user, request.params.id);
      requireRequestPermission(user, 'bids', row.direction);
      const [list, lastPaid] = await Promise.all([bidsWithTransporters(db, row.id), lastPaidOnLane(db, row)]);
      const ranks = rankBids(list.map((l) => l.bid));
      const rows = list
        .map(({ bid, transporterName }) => {
          const rank = ranks.get(bid.id) ?? null;
          const saving = row.ceilingPaise - bid.amountPaise;
          return {
            id: bid.id,
            rank,
            rankLabel: rank === null ? null : rankLabel(rank),
            transporter: { id: bid.transporterId, name: transporterName },
            amountPaise: bid.amountPaise,
            vehicleCount: bid.vehicleCount,
            status: bid.status,
            revision: bid.revision,
            placedAt: bid.placedAt.toISOString(),
            updatedAt: bid.updatedAt.toISOString(),
            savingVsCeilingPaise: saving,
            savingVsCeilingPercent: Math.round((saving / row.ceilingPaise) * 10_000) / 100,
            savingVsLastPaidPaise: lastPaid === null ? null : lastPaid - bid.amountPaise,
          };
        })
        .sort(
          (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || a.id - b.id,
        );
      return {
        requestId: row.id,
        status: row.status,
        ceilingPaise: row.ceilingPaise,
        lastPaidPaise: lastPaid,
        biddingEndsAt: row.biddingEndsAt.toISOString(),
        vehicleCount: row.vehicleCount,
        bids: rows,
      };
    },
  );
};
