import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { OfferedRequest } from '../../src/domain/schemas/bids';
import type { Queryable } from '../db/database';
import { packages, products } from '../db/schema/catalogue';
import { cities } from '../db/schema/geo';
import { bids, requestDropOffs, requests, requestTransporters } from '../db/schema/requests';
import { industries } from '../db/schema/tenancy';
import { industryTransporters } from '../db/schema/transporters';
import { hardCloseOf } from '../requests/requestRecord';
import { fieldViewOf } from './bidRanking';
import { offeredTo } from './offeredTo';

/**
 * Open requests a transporter is invited to (and not blocked from), soonest closing first, each with the
 * transporter's own latest bid and, when the shipper shows ranks, its rank; material hidden when the
 * industry says so.
 */
export async function offeredRequests(
  db: Queryable,
  transporterId: number,
  now: Date,
): Promise<OfferedRequest[]> {
  const rows = await db
    .select({
      request: requests,
      industry: industries.name,
      hideMaterial: industries.hideMaterialFromTransporters,
      pickupCity: cities.name,
      product: products.name,
      package: packages.name,
    })
    .from(requests)
    .innerJoin(requestTransporters, offeredTo(transporterId))
    .innerJoin(
      industryTransporters,
      and(
        eq(industryTransporters.industryId, requests.industryId),
        eq(industryTransporters.transporterId, transporterId),
        eq(industryTransporters.status, 'active'),
      ),
    )
    .innerJoin(industries, eq(industries.id, requests.industryId))
    .innerJoin(cities, eq(cities.id, requests.pickupCityId))
    .leftJoin(products, eq(products.id, requests.productId))
    .leftJoin(packages, eq(packages.id, requests.packageId))
    .where(and(eq(requests.status, 'open'), gt(requests.biddingEndsAt, now)))
    .orderBy(asc(requests.biddingEndsAt));
  const ids = rows.map((r) => r.request.id);
  const [drops, allBids] = ids.length
    ? await Promise.all([
        db
          .select({ requestId: requestDropOffs.requestId, city: cities.name })
          .from(requestDropOffs)
          .innerJoin(cities, eq(cities.id, requestDropOffs.cityId))
          .where(inArray(requestDropOffs.requestId, ids))
          .orderBy(requestDropOffs.seq),
        db.select().from(bids).where(inArray(bids.requestId, ids)),
      ])
    : [[], []];
  return rows.map(({ request: r, ...more }) => {
    const mine = allBids
      .filter((b) => b.requestId === r.id && b.transporterId === transporterId)
      .sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime())[0];
    const field = fieldViewOf(
      r.bidVisibility,
      allBids.filter((b) => b.requestId === r.id),
      mine?.id,
    );
    return {
      id: r.id,
      number: r.number,
      industry: more.industry,
      direction: r.direction,
      kind: r.kind,
      pickupCity: more.pickupCity,
      dropOffCities: drops.filter((d) => d.requestId === r.id).map((d) => d.city),
      pickupAt: r.pickupAt.toISOString(),
      biddingStartsAt: r.biddingStartsAt.toISOString(),
      biddingEndsAt: r.biddingEndsAt.toISOString(),
      biddingHardCloseAt: hardCloseOf(r).toISOString(),
      ceilingPaise: r.ceilingPaise,
      vehicleType: r.vehicleType,
      vehicleCount: r.vehicleCount,
      weightKg: r.weightKg,
      // The industry's hide-material flag: what is carried stays with the shipper until award.
      product: more.hideMaterial ? null : more.product,
      package: more.hideMaterial ? null : more.package,
      quantity: more.hideMaterial ? null : r.quantity,
      myBid: mine
        ? { id: mine.id, amountPaise: mine.amountPaise, status: mine.status, revision: mine.revision }
        : null,
      ...field,
    };
  });
}
