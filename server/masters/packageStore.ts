import { and, eq, ne, sql } from 'drizzle-orm';
import type { Package, PackageInput, PackageListQuery } from '../../src/domain/schemas/catalogue';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { packages } from '../db/schema/catalogue';
import { fieldError } from '../errors/httpError';
import { allOf, listFilters } from './masterList';
import type { MasterStore } from './masterStore';

// Written with table names: inside a subquery Drizzle leaves columns unqualified, and `id` would be the product's.
const productCount =
  sql<number>`(select count(*) from products where products.default_package_id = packages.id)`.mapWith(
    Number,
  );

const columns = {
  id: packages.id,
  name: packages.name,
  unitWeightKg: packages.unitWeightKg,
  productCount,
  status: packages.status,
  createdAt: packages.createdAt,
};

const SORTS = {
  name: packages.name,
  unitWeightKg: packages.unitWeightKg,
  productCount,
  createdAt: packages.createdAt,
} as const;

const toPackage = (row: Omit<Package, 'createdAt'> & { createdAt: Date }): Package => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const mine = (user: SignedInUser, id: number) =>
  and(eq(packages.id, id), eq(packages.industryId, industryOf(user)));

/** Two packages of one name would be told apart by nobody picking one in a form. */
async function refuseTakenName(tx: Queryable, user: SignedInUser, input: PackageInput, id?: number) {
  const [taken] = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(
        eq(packages.industryId, industryOf(user)),
        sql`lower(${packages.name}) = lower(${input.name})`,
        ...(id ? [ne(packages.id, id)] : []),
      ),
    );
  if (taken) throw fieldError('name', say('validation.schema.masters.nameTaken'));
}

export const packageStore: MasterStore<Package, PackageInput, PackageListQuery> = {
  async list(db, user, query) {
    const where = allOf([
      eq(packages.industryId, industryOf(user)),
      ...listFilters(query, {
        status: packages.status,
        createdAt: packages.createdAt,
        searchIn: [packages.name],
      }),
    ]);
    const window = pageWindow(query, SORTS[query.sort], packages.id);
    return pageOfRows(
      query,
      db
        .select(columns)
        .from(packages)
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) => rows.map(toPackage)),
      cappedCount(db, matchingRows(db).from(packages).where(where)),
    );
  },

  async find(db, user, id) {
    const [row] = await db.select(columns).from(packages).where(mine(user, id));
    return row ? toPackage(row) : null;
  },

  async create(tx, user, input) {
    await refuseTakenName(tx, user, input);
    const [row] = await tx
      .insert(packages)
      .values({ industryId: industryOf(user), name: input.name, unitWeightKg: input.unitWeightKg })
      .returning({ id: packages.id });
    return row!.id;
  },

  async update(tx, user, id, input) {
    await refuseTakenName(tx, user, input, id);
    const changed = await tx
      .update(packages)
      .set({ name: input.name, unitWeightKg: input.unitWeightKg })
      .where(mine(user, id))
      .returning({ id: packages.id });
    return changed.length > 0;
  },

  async setStatus(tx, user, id, status) {
    const changed = await tx
      .update(packages)
      .set({ status })
      .where(mine(user, id))
      .returning({ id: packages.id });
    return changed.length > 0;
  },

  /** A package no product defaults to and no request names; otherwise 409, deactivate it instead. */
  async remove(tx, user, id) {
    const gone = await tx.delete(packages).where(mine(user, id)).returning({ id: packages.id });
    return gone.length > 0;
  },
};
