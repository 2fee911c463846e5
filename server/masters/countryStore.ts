import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Country, CountryInput, CountryListQuery } from '../../src/domain/schemas/places';
import { say } from '../../src/i18n/schemaMessages';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { hasPgCode, PG_ERROR } from '../db/pgErrors';
import { countries } from '../db/schema/geo';
import { fieldErrors } from '../errors/httpError';
import { allOf, listFilters } from './masterList';
import type { MasterStore } from './masterStore';

// Written with table names: inside a subquery Drizzle leaves columns unqualified.
const stateCount = sql<number>`(select count(*) from states where states.country_id = countries.id)`.mapWith(
  Number,
);

const columns = {
  id: countries.id,
  name: countries.name,
  isoCode: countries.isoCode,
  phoneCode: countries.phoneCode,
  currency: countries.currency,
  stateCount,
};

const SORTS = { name: countries.name, isoCode: countries.isoCode, stateCount } as const;

/** One country a name, one ISO code a country: the codes are what imports and GST state codes are matched by. */
async function refuseTaken(tx: Queryable, input: CountryInput, id?: number) {
  const other = id ? [ne(countries.id, id)] : [];
  const taken = async (condition: SQL) =>
    (
      await tx
        .select({ id: countries.id })
        .from(countries)
        .where(and(condition, ...other))
    ).length > 0;
  const fields: Record<string, string> = {};
  if (await taken(sql`lower(${countries.name}) = lower(${input.name})`))
    fields.name = say('validation.schema.masters.nameTaken');
  if (await taken(eq(countries.isoCode, input.isoCode)))
    fields.isoCode = say('validation.schema.places.isoCodeTaken');
  if (Object.keys(fields).length > 0) throw fieldErrors(fields);
}

/** A second owner saving the same ISO code at the same moment meets the unique index instead of the check. */
const orTaken = (error: unknown): never => {
  if (hasPgCode(error, PG_ERROR.uniqueViolation))
    throw fieldErrors({ isoCode: say('validation.schema.places.isoCodeTaken') });
  throw error;
};

/** Countries: shared by every industry, so no query is scoped by the user (the routes let owners change them). */
export const countryStore: MasterStore<Country, CountryInput, CountryListQuery> = {
  async list(db, _user, query) {
    const where = allOf(
      listFilters(query, { searchIn: [countries.name, countries.isoCode, countries.currency] }),
    );
    const window = pageWindow(query, SORTS[query.sort], countries.id);
    return pageOfRows(
      query,
      db
        .select(columns)
        .from(countries)
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
      cappedCount(db, matchingRows(db).from(countries).where(where)),
    );
  },

  async find(db, _user, id) {
    const [row] = await db.select(columns).from(countries).where(eq(countries.id, id));
    return row ?? null;
  },

  async create(tx, _user, input) {
    await refuseTaken(tx, input);
    const [row] = await tx.insert(countries).values(input).returning({ id: countries.id }).catch(orTaken);
    return row!.id;
  },

  async update(tx, _user, id, input) {
    await refuseTaken(tx, input, id);
    const changed = await tx
      .update(countries)
      .set(input)
      .where(eq(countries.id, id))
      .returning({ id: countries.id })
      .catch(orTaken);
    return changed.length > 0;
  },

  async remove(tx, _user, id) {
    const gone = await tx.delete(countries).where(eq(countries.id, id)).returning({ id: countries.id });
    return gone.length > 0;
  },
};
