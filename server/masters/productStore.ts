import { and, eq, ne } from 'drizzle-orm';
import type { Product, ProductInput, ProductListQuery } from '../../src/domain/schemas/catalogue';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { packages, products } from '../db/schema/catalogue';
import { fieldError } from '../errors/httpError';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { allOf, listFilters } from './masterList';
import type { MasterStore } from './masterStore';

const columns = {
  id: products.id,
  code: products.code,
  name: products.name,
  hsnCode: products.hsnCode,
  unit: products.unit,
  packageId: packages.id,
  packageName: packages.name,
  packageStatus: packages.status,
  status: products.status,
  createdAt: products.createdAt,
};

const SORTS = {
  code: products.code,
  name: products.name,
  unit: products.unit,
  createdAt: products.createdAt,
} as const;

type Selected = {
  id: number;
  code: string;
  name: string;
  hsnCode: string | null;
  unit: string;
  packageId: number | null;
  packageName: string | null;
  packageStatus: Product['status'] | null;
  status: Product['status'];
  createdAt: Date;
};

const toProduct = ({ packageId, packageName, packageStatus, createdAt, ...row }: Selected): Product => ({
  ...row,
  defaultPackage:
    packageId !== null && packageName !== null && packageStatus !== null
      ? { id: packageId, name: packageName, status: packageStatus }
      : null,
  createdAt: createdAt.toISOString(),
});

const mine = (user: SignedInUser, id: number) =>
  and(eq(products.id, id), eq(products.industryId, industryOf(user)));

/** The products with their default package, which is always the industry's own (checked on every write). */
const selected = (db: Queryable) =>
  db.select(columns).from(products).leftJoin(packages, eq(packages.id, products.defaultPackageId));

/**
 * A product's code is its name on dispatch papers and in imports: one per industry (the table's unique key
 * says so too; this answers it under the field rather than as a failed INSERT). The default package must be
 * one of the industry's packages, and in use unless the product already had it: deactivating a package
 * keeps it off new choices without making its products uneditable.
 */
async function checkWrite(
  tx: Queryable,
  user: SignedInUser,
  input: ProductInput,
  current?: { id: number; defaultPackageId: number | null },
) {
  const id = current?.id;
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.industryId, industryOf(user)),
        eq(products.code, input.code),
        ...(id ? [ne(products.id, id)] : []),
      ),
    );
  if (taken) throw fieldError('code', say('validation.schema.catalogue.codeTaken'));
  await requireOwnedReferences(tx, user, [
    {
      field: 'defaultPackageId',
      kind: 'package',
      id: input.defaultPackageId,
      inUse: input.defaultPackageId !== current?.defaultPackageId,
    },
  ]);
}

const written = (input: ProductInput) => ({
  code: input.code,
  name: input.name,
  hsnCode: input.hsnCode,
  unit: input.unit,
  defaultPackageId: input.defaultPackageId,
});

export const productStore: MasterStore<Product, ProductInput, ProductListQuery> = {
  async list(db, user, query) {
    const where = allOf([
      eq(products.industryId, industryOf(user)),
      ...listFilters(query, {
        status: products.status,
        createdAt: products.createdAt,
        searchIn: [products.code, products.name, products.hsnCode],
      }),
    ]);
    const window = pageWindow(query, SORTS[query.sort], products.id);
    return pageOfRows(
      query,
      selected(db)
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) => rows.map(toProduct)),
      cappedCount(db, matchingRows(db).from(products).where(where)),
    );
  },

  async find(db, user, id) {
    const [row] = await selected(db).where(mine(user, id));
    return row ? toProduct(row) : null;
  },

  async create(tx, user, input) {
    await checkWrite(tx, user, input);
    const [row] = await tx
      .insert(products)
      .values({ industryId: industryOf(user), ...written(input) })
      .returning({ id: products.id });
    return row!.id;
  },

  async update(tx, user, id, input) {
    // The record first: another industry's product is a 404, whatever its body names.
    const [own] = await tx
      .select({ id: products.id, defaultPackageId: products.defaultPackageId })
      .from(products)
      .where(mine(user, id));
    if (!own) return false;
    await checkWrite(tx, user, input, own);
    const changed = await tx
      .update(products)
      .set(written(input))
      .where(mine(user, id))
      .returning({ id: products.id });
    return changed.length > 0;
  },

  async setStatus(tx, user, id, status) {
    const changed = await tx
      .update(products)
      .set({ status })
      .where(mine(user, id))
      .returning({ id: products.id });
    return changed.length > 0;
  },

  /** A product no request or order names; otherwise 409, deactivate it instead. */
  async remove(tx, user, id) {
    const gone = await tx.delete(products).where(mine(user, id)).returning({ id: products.id });
    return gone.length > 0;
  },
};
