import { type AnyColumn, and, count, eq, gte, inArray, lt, min, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestDetail, RequestListQuery, RequestRow } from '../../src/domain/schemas/requests';
import { requestLifecycle } from '../../src/machines/requestMachine';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Database } from '../db/database';
import { searchPattern } from '../db/likePattern';
import {
  type Alternative,
  cappedCount,
  cappedCountOfAny,
  matchingRows,
  type PageWindow,
  pageIds,
  pageWindow,
  rowsOfPage,
} from '../db/listPage';
import { numberHolds, pointingAtNamed } from '../db/listSearch';
import { packages, products } from '../db/schema/catalogue';
import { cities } from '../db/schema/geo';
import { clients, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { bids, requestDropOffs, requests, requestTransporters } from '../db/schema/requests';
import { transporters } from '../db/schema/transporters';
import { startOfIndianDay } from '../indianDate';
import { requestNumberPrefix } from './requestNumbers';
import {
  countStandingBids,
  hardCloseOf,
  RECEIVED_BID_STATUSES,
  type RequestRecord,
  requestContextOf,
} from './requestRecord';

const DAY_MS = 86_400_000;

/** from/to are Indian calendar days, both inclusive. */
export function dayRange(column: AnyColumn, from?: string, to?: string): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(gte(column, startOfIndianDay(from)));
  if (to) out.push(lt(column, new Date(startOfIndianDay(to).getTime() + DAY_MS)));
  return out;
}

const receivedBids = and(eq(bids.requestId, requests.id), inArray(bids.status, [...RECEIVED_BID_STATUSES]));

const SORTS = {
  createdAt: requests.createdAt,
  pickupAt: requests.pickupAt,
  biddingEndsAt: requests.biddingEndsAt,
  number: requests.number,
} as const;

const iso = (d: Date) => d.toISOString();

export async function listRequests(db: Database, user: SignedInUser, query: RequestListQuery) {
  const scope = plantScope(user, requests.plantId);
  const conditions: SQL[] = [
    eq(requests.industryId, industryOf(user)),
    eq(requests.direction, query.direction),
    ...(scope ? [scope] : []),
    ...dayRange(requests.pickupAt, query.pickupFrom, query.pickupTo),
    ...dayRange(requests.createdAt, query.from, query.to),
  ];
  if (query.tab !== 'all') conditions.push(eq(requests.status, query.tab));
  if (query.plant) conditions.push(eq(requests.plantId, query.plant));
  let search: Alternative[] | undefined;
  if (query.search) {
    const pattern = searchPattern(query.search);
    const industry = industryOf(user);
    const named = await pointingAtNamed(
      db,
      [
        {
          column: requests.clientId,
          table: clients,
          id: clients.id,
          name: clients.name,
          scope: eq(clients.industryId, industry),
        },
        {
          column: requests.vendorId,
          table: vendors,
          id: vendors.id,
          name: vendors.name,
          scope: eq(vendors.industryId, industry),
        },
      ],
      pattern,
    );
    search = [
      numberHolds(requests.number, query.search, requestNumberPrefix(query.direction), [
        requests.createdAt,
        requests.pickupAt,
      ]),
      ...named.map((where) => ({ where })),
    ];
  }
  const where = and(...conditions);
  const read = (window: PageWindow) => {
    const page = pageIds(db, requests, requests.id, where, window, search);
    return db
      .select({
        id: requests.id,
        number: requests.number,
        direction: requests.direction,
        kind: requests.kind,
        status: requests.status,
        plantId: plants.id,
        plantName: plants.name,
        clientId: clients.id,
        clientName: clients.name,
        vendorId: vendors.id,
        vendorName: vendors.name,
        pickupAt: requests.pickupAt,
        biddingStartsAt: requests.biddingStartsAt,
        biddingEndsAt: requests.biddingEndsAt,
        ceilingPaise: requests.ceilingPaise,
        vehicleType: requests.vehicleType,
        vehicleCount: requests.vehicleCount,
        createdAt: requests.createdAt,
        bidCount: sql<number>`(select count(*)::int from ${bids} where ${receivedBids})`,
        lowestBidPaise: sql<
          number | null
        >`(select min(${bids.amountPaise})::bigint from ${bids} where ${receivedBids})`,
      })
      .from(requests)
      .innerJoin(plants, eq(plants.id, requests.plantId))
      .leftJoin(clients, eq(clients.id, requests.clientId))
      .leftJoin(vendors, eq(vendors.id, requests.vendorId))
      .innerJoin(page, eq(page.id, requests.id))
      .orderBy(...window.orderBy);
  };
  const [rows, counted] = await Promise.all([
    rowsOfPage(pageWindow(query, SORTS[query.sort], requests.id), read),
    search
      ? cappedCountOfAny(db, requests, requests.id, where, search)
      : cappedCount(db, matchingRows(db).from(requests).where(where)),
  ]);
  const out: RequestRow[] = rows.map((r) => ({
    id: r.id,
    number: r.number,
    direction: r.direction,
    kind: r.kind,
    status: r.status,
    plant: { id: r.plantId, name: r.plantName },
    party:
      r.clientId !== null
        ? { id: r.clientId, name: r.clientName ?? '' }
        : r.vendorId !== null
          ? { id: r.vendorId, name: r.vendorName ?? '' }
          : null,
    pickupAt: iso(r.pickupAt),
    biddingStartsAt: iso(r.biddingStartsAt),
    biddingEndsAt: iso(r.biddingEndsAt),
    ceilingPaise: r.ceilingPaise,
    vehicleType: r.vehicleType,
    vehicleCount: r.vehicleCount,
    bidCount: Number(r.bidCount),
    lowestBidPaise: r.lowestBidPaise === null ? null : Number(r.lowestBidPaise),
    createdAt: iso(r.createdAt),
  }));
  return { rows: out, ...counted, page: query.page, pageSize: query.pageSize };
}

/** The screen's action probes: representative events whose acceptance decides each button. */
const probes = (row: RequestRecord, now: number) =>
  [
    {
      type: 'request.edit',
      biddingStartsAt: row.biddingStartsAt.getTime(),
      biddingEndsAt: row.biddingEndsAt.getTime(),
      vehicleCount: row.vehicleCount,
    },
    { type: 'request.publish', at: now },
    { type: 'request.cancel', reason: 'probe' },
    { type: 'request.award', vehicles: row.vehicleCount },
  ] as const;

export async function requestDetail(db: Database, row: RequestRecord, now: Date): Promise<RequestDetail> {
  const pickupCity = alias(cities, 'pickup_city');
  const [head] = await db
    .select({
      plantName: plants.name,
      clientName: clients.name,
      vendorName: vendors.name,
      pickupCity: pickupCity.name,
      productName: products.name,
      packageName: packages.name,
    })
    .from(requests)
    .innerJoin(plants, eq(plants.id, requests.plantId))
    .innerJoin(pickupCity, eq(pickupCity.id, requests.pickupCityId))
    .leftJoin(clients, eq(clients.id, requests.clientId))
    .leftJoin(vendors, eq(vendors.id, requests.vendorId))
    .leftJoin(products, eq(products.id, requests.productId))
    .leftJoin(packages, eq(packages.id, requests.packageId))
    .where(eq(requests.id, row.id));
  const [drops, invited, [lowest], activeBids] = await Promise.all([
    db
      .select({
        seq: requestDropOffs.seq,
        address: requestDropOffs.address,
        cityId: cities.id,
        cityName: cities.name,
        latitude: requestDropOffs.latitude,
        longitude: requestDropOffs.longitude,
      })
      .from(requestDropOffs)
      .innerJoin(cities, eq(cities.id, requestDropOffs.cityId))
      .where(eq(requestDropOffs.requestId, row.id))
      .orderBy(requestDropOffs.seq),
    db
      .select({ id: transporters.id, name: transporters.name })
      .from(requestTransporters)
      .innerJoin(transporters, eq(transporters.id, requestTransporters.transporterId))
      .where(eq(requestTransporters.requestId, row.id))
      .orderBy(transporters.name),
    db
      .select({ amount: min(bids.amountPaise), received: count() })
      .from(bids)
      .where(and(eq(bids.requestId, row.id), inArray(bids.status, [...RECEIVED_BID_STATUSES]))),
    countStandingBids(db, row.id),
  ]);
  const party =
    row.clientId !== null
      ? { id: row.clientId, name: head?.clientName ?? '' }
      : row.vendorId !== null
        ? { id: row.vendorId, name: head?.vendorName ?? '' }
        : null;
  const context = requestContextOf(row, activeBids);
  return {
    id: row.id,
    number: row.number,
    direction: row.direction,
    kind: row.kind,
    status: row.status,
    plant: { id: row.plantId, name: head?.plantName ?? '' },
    party,
    vendorId: row.vendorId,
    clientId: row.clientId,
    pickupAddress: row.pickupAddress,
    pickupCity: { id: row.pickupCityId, name: head?.pickupCity ?? '' },
    dropOffs: drops.map((d) => ({
      seq: d.seq,
      address: d.address,
      city: { id: d.cityId, name: d.cityName },
      latitude: d.latitude,
      longitude: d.longitude,
    })),
    product: row.productId !== null ? { id: row.productId, name: head?.productName ?? '' } : null,
    package: row.packageId !== null ? { id: row.packageId, name: head?.packageName ?? '' } : null,
    quantity: row.quantity,
    weightKg: row.weightKg,
    vehicleType: row.vehicleType,
    vehicleCount: row.vehicleCount,
    pickupAt: iso(row.pickupAt),
    biddingStartsAt: iso(row.biddingStartsAt),
    biddingEndsAt: iso(row.biddingEndsAt),
    ceilingPaise: row.ceilingPaise,
    bidVisibility: row.bidVisibility,
    notes: row.notes,
    transporters: invited,
    biddingHardCloseAt: iso(hardCloseOf(row)),
    extensionsUsed: row.extensionsUsed,
    maxExtensions: row.maxExtensions,
    extensionMinutes: row.extensionSeconds / 60,
    bidCount: lowest?.received ?? 0,
    lowestBidPaise: lowest?.amount ?? null,
    createdAt: iso(row.createdAt),
    actions: requestLifecycle.allowedEvents(row.status, context, probes(row, now.getTime())),
  };
}
