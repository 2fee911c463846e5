import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { State, StateInput, StateListQuery } from '../../src/domain/schemas/places';
import { say } from '../../src/i18n/schemaMessages';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { hasPgCode, PG_ERROR } from '../db/pgErrors';
import { countries, states } from '../db/schema/geo';
import { fieldErrors } from '../errors/httpError';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { allOf, listFilters } from './masterList';
import type { MasterStore } from './masterStore';

// Written with table names: inside a subquery Drizzle leaves columns unqualified.
const cityCount = sql<number>`(select count(*) from cities where cities.state_id = states.id)`.mapWith(
  Number,
);

const columns = {
  id: states.id,
  name: states.name,
  code: states.code,
  countryId: states.countryId,
  country: countries.name,
  cityCount,
};

const SORTS = { name: states.name, code: states.code, country: countries.name, cityCount } as const;

/** Within a country, one state a name and one a code (the code is how vehicle plates and imports name it). */
async function refuseTaken(tx: Queryable, input: StateInput, id?: number) {
  const sameCountry = [eq(states.countryId, input.countryId), ...(id ? [ne(states.id, id)] : [])];
  const taken = async (condition: SQL) =>
    (
      await tx
        .select({ id: states.id })
        .from(states)
        .where(and(condition, ...sameCountry))
    ).length > 0;
  const fields: Record<string, string> = {};
  if (await taken(sql`lower(${states.name}) = lower(${input.name})`))
    fields.name = say('validation.schema.places.stateTaken');
  if (await taken(eq(states.code, input.code))) fields.code = say('validation.schema.places.stateCodeTaken');
  if (Object.keys(fields).length > 0) throw fieldErrors(fields);
}

const orTaken = (error: unknown): never => {
  if (hasPgCode(error, PG_ERROR.uniqueViolation))
    throw fieldErrors({ code: say('validation.schema.places.stateCodeTaken') });
  throw error;
};

/** The country a state names: any that exists, since countries are shared (422 for one that does not). */
const countryOf = (input: StateInput) => [
  { field: 'countryId', kind: 'country' as const, id: input.countryId },
];

/** States: shared by every industry, so no query is scoped by the user (the routes let owners change them). */
export const stateStore: MasterStore<State, StateInput, StateListQuery> = {
  async list(db, _user, query) {
    const where = allOf([
      ...(query.country ? [eq(states.countryId, query.country)] : []),
      ...listFilters(query, { searchIn: [states.name, states.code] }),
    ]);
    const window = pageWindow(query, SORTS[query.sort], states.id);
    return pageOfRows(
      query,
      db
        .select(columns)
        .from(states)
        .innerJoin(countries, eq(countries.id, states.countryId))
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
      cappedCount(db, matchingRows(db).from(states).where(where)),
    );
  },

  async find(db, _user, id) {
    const [row] = await db
      .select(columns)
      .from(states)
      .innerJoin(countries, eq(countries.id, states.countryId))
      .where(eq(states.id, id));
    return row ?? null;
  },

  async create(tx, user, input) {
    await requireOwnedReferences(tx, user, countryOf(input));
    await refuseTaken(tx, input);
    const [row] = await tx.insert(states).values(input).returning({ id: states.id }).catch(orTaken);
    return row!.id;
  },

  async update(tx, user, id, input) {
    await requireOwnedReferences(tx, user, countryOf(input));
    await refuseTaken(tx, input, id);
    const changed = await tx
      .update(states)
      .set(input)
      .where(eq(states.id, id))
      .returning({ id: states.id })
      .catch(orTaken);
    return changed.length > 0;
  },

  async remove(tx, _user, id) {
    const gone = await tx.delete(states).where(eq(states.id, id)).returning({ id: states.id });
    return gone.length > 0;
  },
};
