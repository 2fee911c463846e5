import { and, eq, ne, sql } from 'drizzle-orm';
import type { Business, BusinessInput, BusinessListQuery } from '../../src/domain/schemas/business';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { businesses } from '../db/schema/parties';
import { fieldError } from '../errors/httpError';
import { allOf, listFilters } from './masterList';
import type { MasterStore } from './masterStore';

// Written with table names: inside a subquery Drizzle leaves columns unqualified, and `id` would be the plant's.
const plantCount =
  sql<number>`(select count(*) from plants where plants.business_id = businesses.id)`.mapWith(Number);

const columns = {
  id: businesses.id,
  name: businesses.name,
  gstin: businesses.gstin,
  plantCount,
  status: businesses.status,
  createdAt: businesses.createdAt,
};

const SORTS = { name: businesses.name, plantCount, createdAt: businesses.createdAt } as const;

const toBusiness = (row: Omit<Business, 'createdAt'> & { createdAt: Date }): Business => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const mine = (user: SignedInUser, id: number) =>
  and(eq(businesses.id, id), eq(businesses.industryId, industryOf(user)));

/** Two business units of one industry with one name would be told apart by nobody. */
async function refuseTakenName(tx: Queryable, user: SignedInUser, input: BusinessInput, id?: number) {
  const [taken] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.industryId, industryOf(user)),
        sql`lower(${businesses.name}) = lower(${input.name})`,
        ...(id ? [ne(businesses.id, id)] : []),
      ),
    );
  if (taken) throw fieldError('name', say('validation.schema.masters.nameTaken'));
}

export const businessStore: MasterStore<Business, BusinessInput, BusinessListQuery> = {
  async list(db, user, query) {
    const where = allOf([
      eq(businesses.industryId, industryOf(user)),
      ...listFilters(query, {
        status: businesses.status,
        createdAt: businesses.createdAt,
        searchIn: [businesses.name, businesses.gstin],
      }),
    ]);
    const window = pageWindow(query, SORTS[query.sort], businesses.id);
    return pageOfRows(
      query,
      db
        .select(columns)
        .from(businesses)
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) => rows.map(toBusiness)),
      cappedCount(db, matchingRows(db).from(businesses).where(where)),
    );
  },

  async find(db, user, id) {
    const [row] = await db.select(columns).from(businesses).where(mine(user, id));
    return row ? toBusiness(row) : null;
  },

  async create(tx, user, input) {
    await refuseTakenName(tx, user, input);
    const [row] = await tx
      .insert(businesses)
      .values({ industryId: industryOf(user), name: input.name, gstin: input.gstin })
      .returning({ id: businesses.id });
    return row!.id;
  },

  async update(tx, user, id, input) {
    await refuseTakenName(tx, user, input, id);
    const changed = await tx
      .update(businesses)
      .set({ name: input.name, gstin: input.gstin })
      .where(mine(user, id))
      .returning({ id: businesses.id });
    return changed.length > 0;
  },

  async setStatus(tx, user, id, status) {
    const changed = await tx
      .update(businesses)
      .set({ status })
      .where(mine(user, id))
      .returning({ id: businesses.id });
    return changed.length > 0;
  },

  async remove(tx, user, id) {
    const gone = await tx.delete(businesses).where(mine(user, id)).returning({ id: businesses.id });
    return gone.length > 0;
  },
};
