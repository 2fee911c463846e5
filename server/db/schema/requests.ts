import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BID_VISIBILITIES, DEFAULT_BIDDING_WINDOW, DEFAULT_WINDOW_POLICY } from '../../../src/domain/bidding';
import {
  BID_STATUSES,
  DIRECTIONS,
  RECORD_STATUSES,
  REQUEST_KINDS,
  REQUEST_STATUSES,
} from '../../../src/domain/statuses';
import { users } from './access';
import { packages, products } from './catalogue';
import { createdAt, documentNumber, id, instant, oneOf } from './columns';
import { cities } from './geo';
import { clients, vendors } from './parties';
import { plants } from './plants';
import { industries } from './tenancy';
import { transporters } from './transporters';

/** Transport requests (indents) and the bids transporters place on them. */

export const requests = pgTable(
  'requests',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    number: documentNumber().notNull(),
    direction: text({ enum: DIRECTIONS }).notNull(),
    kind: text({ enum: REQUEST_KINDS }).notNull().default('regular'),
    status: text({ enum: REQUEST_STATUSES }).notNull().default('draft'),
    plantId: integer()
      .notNull()
      .references(() => plants.id),
    /** Outbound requests deliver to a client; inbound requests collect from a vendor. */
    clientId: integer().references(() => clients.id),
    vendorId: integer().references(() => vendors.id),
    productId: integer().references(() => products.id),
    packageId: integer().references(() => packages.id),
    pickupAddress: text().notNull(),
    pickupCityId: integer()
      .notNull()
      .references(() => cities.id),
    pickupAt: instant().notNull(),
    biddingStartsAt: instant().notNull(),
    /** The current close: the scheduled one, moved by each late-bid extension (never past the hard close). */
    biddingEndsAt: instant().notNull(),
    /** The industry's anti-sniping policy as it was when the request was published; it keeps it. */
    extensionSeconds: integer()
      .notNull()
      .default(DEFAULT_WINDOW_POLICY.extensionMs / 1000),
    maxExtensions: integer().notNull().default(DEFAULT_WINDOW_POLICY.maxExtensions),
    extensionsUsed: integer().notNull().default(0),
    ceilingPaise: bigint({ mode: 'number' }).notNull(),
    vehicleType: text().notNull(),
    vehicleCount: integer().notNull().default(1),
    quantity: doublePrecision().notNull(),
    weightKg: doublePrecision().notNull(),
    /** Whether bidders see their rank among the bids. */
    /** What its bidders see of the field (their rank, the L1 price or nothing), from the request settings. */
    bidVisibility: text({ enum: BID_VISIBILITIES }).notNull().default('rank'),
    notes: text().notNull().default(''),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.industryId, t.number),
    // The request list (requests/requestQueries.ts), newest first, in all or in one status tab; its search.
    index().on(t.industryId, t.direction, t.createdAt, t.id),
    index().on(t.industryId, t.direction, t.status, t.createdAt, t.id),
    index('requests_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    // A text the number starts with (REQ-OUT-26), and a party's name: counted from these alone, up to the list's
    // cap, however many requests they find (db/listSearch.ts).
    index('requests_number_prefix').on(t.industryId, t.direction, t.number.op('text_pattern_ops'), t.id),
    // Its start newest or oldest first, as the orders' (orders_number_newest).
    index('requests_number_newest').using(
      'gist',
      t.industryId,
      t.direction,
      sql`(${t.number} collate "C")`,
      t.createdAt,
      t.pickupAt,
    ),
    index('requests_client_search').on(t.industryId, t.clientId, t.direction, t.id),
    index('requests_vendor_search').on(t.industryId, t.vendorId, t.direction, t.id),
    index().on(t.industryId, t.plantId),
    index().on(t.industryId, t.pickupAt),
    // The requests open for bidding, by when their window ends: every industry's few, which transporters'
    // offered lists (bidding/offeredRequests.ts) and the window's sweep (requests/requestWindow.ts) read.
    index('requests_open_by_window_end').on(t.biddingEndsAt).where(sql`${t.status} = 'open'`),
    check('requests_direction', oneOf(t.direction, DIRECTIONS)),
    check('requests_kind', oneOf(t.kind, REQUEST_KINDS)),
    check('requests_status', oneOf(t.status, REQUEST_STATUSES)),
    check('requests_bid_visibility', oneOf(t.bidVisibility, BID_VISIBILITIES)),
    check('requests_ceiling', sql`${t.ceilingPaise} > 0`),
    check('requests_window', sql`${t.biddingEndsAt} > ${t.biddingStartsAt}`),
    check('requests_vehicles', sql`${t.vehicleCount} > 0`),
    check(
      'requests_extensions',
      sql`${t.extensionSeconds} > 0 and ${t.extensionsUsed} >= 0 and ${t.extensionsUsed} <= ${t.maxExtensions}`,
    ),
  ],
);

/** Bidding window settings of an industry; an industry without a row uses DEFAULT_BIDDING_WINDOW. */
export const biddingWindowSettings = pgTable(
  'bidding_window_settings',
  {
    industryId: integer()
      .primaryKey()
      .references(() => industries.id),
    spotWindowMinutes: doublePrecision().notNull().default(DEFAULT_BIDDING_WINDOW.spotWindowMinutes),
    extensionMinutes: doublePrecision().notNull().default(DEFAULT_BIDDING_WINDOW.extensionMinutes),
    maxExtensions: integer().notNull().default(DEFAULT_BIDDING_WINDOW.maxExtensions),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    check(
      'bidding_window_settings_positive',
      sql`${t.spotWindowMinutes} > 0 and ${t.extensionMinutes} > 0 and ${t.maxExtensions} >= 0`,
    ),
  ],
);

export const requestDropOffs = pgTable(
  'request_drop_offs',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    address: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
  },
  (t) => [unique().on(t.requestId, t.seq)],
);

/** Transporters invited to bid on a request. */
export const requestTransporters = pgTable(
  'request_transporters',
  {
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    transporterId: integer()
      .notNull()
      .references(() => transporters.id),
    /**
     * The invited transporter's bids on the request: how many it placed (any status), how many were accepted
     * and their amounts. Kept by triggers on bids (migration 0031), so the scorecard's bidding reads the
     * invitations alone rather than grouping a year of bids by request.
     */
    bids: integer().notNull().default(0),
    acceptedBids: integer().notNull().default(0),
    acceptedPaise: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.transporterId] })],
);

export const bids = pgTable(
  'bids',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    transporterId: integer()
      .notNull()
      .references(() => transporters.id),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    vehicleCount: integer().notNull().default(1),
    status: text({ enum: BID_STATUSES }).notNull().default('placed'),
    /** 0 for the first placement, +1 per revision. */
    revision: integer().notNull().default(0),
    placedAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.requestId, t.amountPaise),
    // A transporter's latest bids, newest first (masters/transporterPerformance.ts).
    index().on(t.industryId, t.transporterId, t.placedAt, t.id),
    check('bids_status', oneOf(t.status, BID_STATUSES)),
    check('bids_amount', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * How many bids each transporter has placed on each plant's requests of an industry, and how many it won: the
 * transporters master shows both on every row, and counting a year of bids for each row would read them all.
 * Triggers on `bids` keep it (migration 0026, by statement, so a bulk insert adds its rows once), whatever
 * writes the bid: the bidding API, the award, a seed. By plant, so a plant user's counts are their plants' sum.
 */
export const bidTallies = pgTable(
  'bid_tallies',
  {
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    transporterId: integer()
      .notNull()
      .references(() => transporters.id),
    plantId: integer()
      .notNull()
      .references(() => plants.id),
    bids: integer().notNull().default(0),
    wins: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.industryId, t.transporterId, t.plantId] })],
);

/**
 * Request settings: what transporters see while bidding and whom a new request invites by default, per plant
 * or (plant null) the industry's default, one active. The invited transporters are kept as ids: every write
 * checks them against the industry's active links, and a request copies them when it is made.
 */
export const requestSettings = pgTable(
  'request_settings',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    name: text().notNull(),
    plantId: integer().references(() => plants.id),
    bidVisibility: text({ enum: BID_VISIBILITIES }).notNull().default('rank'),
    transporterIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    // Null: the industry's default settings' value, else its Bidding window settings' (requestDefaults.ts).
    spotWindowMinutes: doublePrecision(),
    extensionMinutes: doublePrecision(),
    maxExtensions: integer(),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.name),
    uniqueIndex('request_settings_plant').on(t.industryId, t.plantId),
    uniqueIndex('request_settings_default')
      .on(t.industryId)
      .where(sql`${t.plantId} is null and ${t.status} = 'active'`),
    check('request_settings_visibility', oneOf(t.bidVisibility, BID_VISIBILITIES)),
    check(
      'request_settings_window_positive',
      sql`${t.spotWindowMinutes} > 0 and ${t.extensionMinutes} > 0 and ${t.maxExtensions} >= 0`,
    ),
    check('request_settings_status', oneOf(t.status, RECORD_STATUSES)),
  ],
);
