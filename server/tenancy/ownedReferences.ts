import { and, eq, inArray } from 'drizzle-orm';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { roles } from '../db/schema/access';
import { packages, products } from '../db/schema/catalogue';
import { cities, countries, states } from '../db/schema/geo';
import { orders } from '../db/schema/orders';
import { businesses, clients, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { bids, requests } from '../db/schema/requests';
import { industryTransporters } from '../db/schema/transporters';
import { HttpError } from '../errors/httpError';

/**
 * The one check of the ids a write refers to (DESIGN.md §4, tenancy). A write names other rows by id; an id
 * the signed-in user could not have picked from their own lists would tie their data to another tenant's,
 * and the screens would then show that tenant's names back to them. The row a write acts on (the `:id` of
 * its path) is not checked here: its domain's `find…` answers 404 for another tenant's id, as for a missing
 * one.
 */
export type ReferenceKind = keyof typeof OWNERSHIP;

export interface Reference {
  /** The body field the id came from, dot-joined like the schemas' field errors (`dropOffs.0.cityId`). */
  field: string;
  kind: ReferenceKind;
  /** Null or undefined: an optional field left empty, nothing to check. */
  id: number | null | undefined;
  /** Also refuse a record of the tenant's that is out of use (an inactive plant, a blocked transporter). */
  inUse?: boolean;
  /** What the form shows beside the field; the kind's own sentence when absent. */
  message?: string;
}

interface Found {
  id: number;
  inUse: boolean;
}

interface Ownership {
  /** Of these ids, those the user may name: one query, whatever the number of fields naming the kind. */
  owned(db: Queryable, user: SignedInUser, ids: number[]): Promise<Found[]>;
  message: string;
}

const active = (rows: { id: number; status: string }[]): Found[] =>
  rows.map((r) => ({ id: r.id, inUse: r.status === 'active' }));

/** Clients, vendors, products, packages, business units: the industry's own records, in use while active. */
const industryMasterData = (
  table:
    | typeof clients
    | typeof vendors
    | typeof products
    | typeof packages
    | typeof businesses
    | typeof roles,
  message: string,
): Ownership => ({
  message,
  owned: async (db, user, ids) =>
    active(
      await db
        .select({ id: table.id, status: table.status })
        .from(table)
        .where(and(inArray(table.id, ids), eq(table.industryId, industryOf(user)))),
    ),
});

/** What "belongs to the user" means, per kind of record a write may name. */
const OWNERSHIP = {
  /** A plant of the industry; a plant user (type 4) may name only the plants they are assigned. */
  plant: {
    message: 'Choose one of your plants',
    owned: async (db, user, ids) => {
      const scope = plantScope(user, plants.id);
      return active(
        await db
          .select({ id: plants.id, status: plants.status })
          .from(plants)
          .where(
            and(inArray(plants.id, ids), eq(plants.industryId, industryOf(user)), ...(scope ? [scope] : [])),
          ),
      );
    },
  },
  client: industryMasterData(clients, 'Choose one of your clients'),
  vendor: industryMasterData(vendors, 'Choose one of your vendors'),
  product: industryMasterData(products, 'Choose one of your products'),
  package: industryMasterData(packages, 'Choose one of your packages'),
  business: industryMasterData(businesses, 'Choose one of your business units'),
  /** A role of the industry, given to staff members and plant users; in use while active. */
  role: industryMasterData(roles, 'Choose one of your active roles'),
  /** Cities are reference geography shared by every industry: any city that exists belongs to everyone. */
  city: {
    message: 'Choose a city',
    owned: async (db, _user, ids) =>
      (await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids))).map((c) => ({
        id: c.id,
        inUse: true,
      })),
  },
  /** States too are shared reference geography (a plant's SLA lane to a whole state). */
  state: {
    message: 'Choose a state',
    owned: async (db, _user, ids) =>
      (await db.select({ id: states.id }).from(states).where(inArray(states.id, ids))).map((s) => ({
        id: s.id,
        inUse: true,
      })),
  },
  /** Countries, like their states and cities, are shared by every industry (a state names its country). */
  country: {
    message: 'Choose a country',
    owned: async (db, _user, ids) =>
      (await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids))).map((c) => ({
        id: c.id,
        inUse: true,
      })),
  },
  /**
   * Transporter companies are global; one belongs to the industry through its "my transporters" link, and is
   * in use while that link is active (a blocked transporter gets no new work).
   */
  transporter: {
    message: 'Choose one of your active transporters',
    owned: async (db, user, ids) =>
      active(
        await db
          .select({ id: industryTransporters.transporterId, status: industryTransporters.status })
          .from(industryTransporters)
          .where(
            and(
              inArray(industryTransporters.transporterId, ids),
              eq(industryTransporters.industryId, industryOf(user)),
            ),
          ),
      ),
  },
  /** A bid on one of the industry's requests, at a plant within a plant user's scope. */
  bid: {
    message: 'Choose a bid on one of your requests',
    owned: async (db, user, ids) => {
      const scope = plantScope(user, requests.plantId);
      return (
        await db
          .select({ id: bids.id })
          .from(bids)
          .innerJoin(requests, eq(requests.id, bids.requestId))
          .where(and(inArray(bids.id, ids), eq(bids.industryId, industryOf(user)), ...(scope ? [scope] : [])))
      ).map((b) => ({ id: b.id, inUse: true }));
    },
  },
  /** An order of the industry, at a plant within a plant user's scope (an invoice names the order it bills). */
  order: {
    message: 'Choose one of your orders',
    owned: async (db, user, ids) => {
      const scope = plantScope(user, orders.plantId);
      return (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(inArray(orders.id, ids), eq(orders.industryId, industryOf(user)), ...(scope ? [scope] : [])),
          )
      ).map((o) => ({ id: o.id, inUse: true }));
    },
  },
} satisfies Record<string, Ownership>;

/**
 * Refuses the write, inside its transaction and before it writes anything, unless every id it refers to is
 * the user's: 422 with one message per foreign field, so the form marks each one.
 */
export async function requireOwnedReferences(
  db: Queryable,
  user: SignedInUser,
  references: readonly Reference[],
): Promise<void> {
  const given = references.filter((r): r is Reference & { id: number } => r.id != null);
  const idsByKind = new Map<ReferenceKind, Set<number>>();
  for (const r of given) idsByKind.set(r.kind, (idsByKind.get(r.kind) ?? new Set()).add(r.id));
  const found = new Map<ReferenceKind, Map<number, Found>>();
  for (const [kind, ids] of idsByKind) {
    const rows = await OWNERSHIP[kind].owned(db, user, [...ids]);
    found.set(kind, new Map(rows.map((row) => [row.id, row])));
  }
  const fields: Record<string, string> = {};
  for (const r of given) {
    const row = found.get(r.kind)?.get(r.id);
    if (!row || (r.inUse && !row.inUse)) fields[r.field] ??= r.message ?? OWNERSHIP[r.kind].message;
  }
  if (Object.keys(fields).length > 0)
    throw new HttpError(422, 'unprocessable', 'Some fields name records you cannot use', fields);
}
