import { BID_VISIBILITIES } from '../../../src/domain/bidding';
import { planRoute } from '../../../src/domain/shortestRoute';
import type { Direction, RequestStatus } from '../../../src/domain/statuses';
import { VEHICLE_TYPES } from '../../../src/domain/vehicleTypes';
import { bids, requestDropOffs, requests, requestTransporters } from '../schema/requests';
import { insertAll, insertMany } from './batch';
import type { SeededTransporter } from './carriers';
import { HOUR_MS, type SeedContext } from './context';
import { partiesInReach, receivesFromVendors } from './lanes';
import type { SeededParty } from './parties';
import type { SeededPlant } from './sites';

/** How many requests of each status per direction: enough to fill every tab of the request lists. */
const REQUESTS_PER_STATUS: Record<RequestStatus, number> = {
  draft: 2,
  open: 6,
  closed: 3,
  awarded: 5,
  fulfilled: 8,
  cancelled: 2,
  expired: 2,
};

/** Hours from now to the end of the bidding window, per status. */
const WINDOW_END_HOURS: Record<RequestStatus, [number, number]> = {
  draft: [26, 72],
  open: [1, 6],
  closed: [-10, -1],
  awarded: [-72, -12],
  fulfilled: [-960, -120],
  cancelled: [-480, -48],
  expired: [-240, -24],
};

export interface SeededRequest {
  id: number;
  number: string;
  direction: Direction;
  status: RequestStatus;
  plant: SeededPlant;
  party: SeededParty;
  productId: number;
  acceptedBid?: { id: number; transporterId: number; amountPaise: number };
}

export interface RequestInputs {
  industryId: number;
  createdBy: number;
  plants: readonly SeededPlant[];
  clients: readonly SeededParty[];
  vendors: readonly SeededParty[];
  transporters: readonly SeededTransporter[];
  outboundProductIds: readonly number[];
  inboundProductIds: readonly number[];
  packageIds: readonly number[];
}

/** Full-truck freight: about ₹55–75 per km with a floor, rounded to ₹100, in paise. */
export const freightPaise = (ctx: SeedContext, km: number): number =>
  Math.round(Math.max(8000, km * 1.25 * ctx.random.int(55, 75)) / 100) * 100 * 100;

export async function seedRequests(ctx: SeedContext, input: RequestInputs): Promise<SeededRequest[]> {
  const activePlants = input.plants.filter((p) => p.active);
  const bidders = input.transporters.filter((t) => !t.blocked);
  const planned: (Omit<SeededRequest, 'id' | 'number' | 'acceptedBid'> & {
    row: typeof requests.$inferInsert;
    km: number;
  })[] = [];
  for (const direction of ['outbound', 'inbound'] as const) {
    let n = 0;
    for (const [status, count] of Object.entries(REQUESTS_PER_STATUS) as [RequestStatus, number][]) {
      for (let i = 0; i < count; i++) {
        n += 1;
        const plant = ctx.random.pick(
          direction === 'outbound' ? activePlants : activePlants.filter((p) => receivesFromVendors(p.kind)),
        );
        const party = ctx.random.pick(
          partiesInReach(plant, direction, direction === 'outbound' ? input.clients : input.vendors),
        );
        const [from, to] = WINDOW_END_HOURS[status];
        const endsAt = new Date(ctx.now.getTime() + ctx.random.int(from, to) * HOUR_MS);
        const startsAt = new Date(endsAt.getTime() - ctx.random.int(4, 48) * HOUR_MS);
        const km = Math.max(40, Math.round(planRoute(plant, party).km));
        const vehicleCount = ctx.random.int(1, 4);
        const productId = ctx.random.pick(
          direction === 'outbound' ? input.outboundProductIds : input.inboundProductIds,
        );
        const weightKg = vehicleCount * ctx.random.int(18, 30) * 1000;
        const pickup = direction === 'outbound' ? plant : party;
        planned.push({
          direction,
          status,
          plant,
          party,
          productId,
          km,
          row: {
            industryId: input.industryId,
            number: `REQ-${direction === 'outbound' ? 'OUT' : 'IN'}-${String(n).padStart(4, '0')}`,
            direction,
            kind: ctx.random.chance(0.2) ? 'spot' : 'regular',
            status,
            plantId: plant.id,
            clientId: direction === 'outbound' ? party.id : null,
            vendorId: direction === 'inbound' ? party.id : null,
            productId,
            packageId: ctx.random.pick(input.packageIds),
            pickupAddress: direction === 'outbound' ? plant.name : party.address,
            pickupCityId: pickup.cityId,
            pickupAt: new Date(endsAt.getTime() + ctx.random.int(12, 48) * HOUR_MS),
            biddingStartsAt: startsAt,
            biddingEndsAt: endsAt,
            ceilingPaise: Math.round((freightPaise(ctx, km) * 1.15) / 10_000) * 10_000,
            vehicleType: ctx.random.pick(VEHICLE_TYPES),
            vehicleCount,
            quantity: weightKg / 1000,
            weightKg,
            bidVisibility: ctx.random.pick(BID_VISIBILITIES),
            createdBy: input.createdBy,
            createdAt: new Date(startsAt.getTime() - ctx.random.int(1, 24) * HOUR_MS),
          },
        });
      }
    }
  }
  const ids = await insertMany(
    ctx.db,
    requests,
    planned.map((p) => p.row),
  );
  await insertAll(
    ctx.db,
    requestDropOffs,
    planned.map((p, i) => {
      const drop = p.direction === 'outbound' ? p.party : p.plant;
      return {
        industryId: input.industryId,
        requestId: ids[i]!,
        seq: 1,
        address: p.direction === 'outbound' ? p.party.address : p.plant.name,
        cityId: drop.cityId,
        latitude: drop.latitude,
        longitude: drop.longitude,
      };
    }),
  );
  const invited = planned.map(() => ctx.random.sample(bidders, ctx.random.int(4, 8)));
  await insertAll(
    ctx.db,
    requestTransporters,
    invited.flatMap((list, i) =>
      list.map((t) => ({ industryId: input.industryId, requestId: ids[i]!, transporterId: t.id })),
    ),
  );
  const seeded: SeededRequest[] = planned.map((p, i) => ({
    id: ids[i]!,
    number: p.row.number,
    direction: p.direction,
    status: p.status,
    plant: p.plant,
    party: p.party,
    productId: p.productId,
  }));
  await seedBids(ctx, input.industryId, planned, seeded, invited);
  return seeded;
}

const BIDLESS: readonly RequestStatus[] = ['draft', 'expired'];

async function seedBids(
  ctx: SeedContext,
  industryId: number,
  planned: readonly { row: typeof requests.$inferInsert }[],
  seeded: SeededRequest[],
  invited: readonly SeededTransporter[][],
): Promise<void> {
  const rows: (typeof bids.$inferInsert)[] = [];
  const winners: { request: SeededRequest; index: number }[] = [];
  seeded.forEach((request, i) => {
    if (BIDLESS.includes(request.status)) return;
    const { row } = planned[i]!;
    const bidders = invited[i]!.slice(0, ctx.random.int(2, Math.min(5, invited[i]!.length)));
    const amounts = bidders.map(
      () => Math.round((row.ceilingPaise * ctx.random.int(78, 99)) / 100 / 10_000) * 10_000,
    );
    const lowest = amounts.indexOf(Math.min(...amounts));
    bidders.forEach((t, b) => {
      const start = row.biddingStartsAt.getTime();
      const end = Math.min(row.biddingEndsAt.getTime(), ctx.now.getTime());
      const placedAt = new Date(start + ctx.random.next() * Math.max(end - start, HOUR_MS));
      const awarded = request.status === 'awarded' || request.status === 'fulfilled';
      const status = awarded
        ? b === lowest
          ? 'accepted'
          : 'rejected'
        : request.status === 'cancelled'
          ? 'withdrawn'
          : ctx.random.pick(['placed', 'placed', 'revised', 'withdrawn'] as const);
      const revision = status === 'revised' ? ctx.random.int(1, 3) : 0;
      if (awarded && b === lowest) winners.push({ request, index: rows.length });
      rows.push({
        industryId,
        requestId: request.id,
        transporterId: t.id,
        amountPaise: amounts[b]!,
        vehicleCount: row.vehicleCount ?? 1,
        status,
        revision,
        placedAt,
        updatedAt: placedAt,
      });
    });
  });
  const ids = await insertMany(ctx.db, bids, rows);
  for (const { request, index } of winners) {
    const bid = rows[index]!;
    request.acceptedBid = { id: ids[index]!, transporterId: bid.transporterId, amountPaise: bid.amountPaise };
  }
}
