import { and, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { INDIA_ISO_CODE, outsideIndia } from '../../src/domain/indiaBounds';
import { currentNamesOfFormer } from '../../src/domain/renamedCities';
import {
  type City,
  type CityInput,
  type CityListQuery,
  outsideIndiaMessage,
} from '../../src/domain/schemas/places';
import { say } from '../../src/i18n/schemaMessages';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/likePattern';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { hasPgCode, PG_ERROR } from '../db/pgErrors';
import { cities, countries, states } from '../db/schema/geo';
import { fieldErrors } from '../errors/httpError';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { allOf } from './masterList';
import type { MasterStore } from './masterStore';

const columns = {
  id: cities.id,
  name: cities.name,
  stateId: cities.stateId,
  state: states.name,
  countryId: states.countryId,
  pincode: cities.pincode,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

const SORTS = { name: cities.name, state: states.name, pincode: cities.pincode } as const;

const cityTaken = () => ({ name: say('validation.schema.places.cityTaken') });

/**
 * The search: the text in the name or the PIN code, or a former name of the city (Gurgaon finds Gurugram,
 * as people and old letterheads still say it).
 */
function searchFor(text: string | undefined): SQL[] {
  if (!text) return [];
  const pattern = likePattern(text);
  const formerly = currentNamesOfFormer(text);
  return [
    or(
      ilike(cities.name, pattern),
      ilike(cities.pincode, pattern),
      ...(formerly.length > 0 ? [inArray(cities.name, formerly)] : []),
    )!,
  ];
}

/**
 * The checks a saved city passes besides its schema: its state exists (422 otherwise), an Indian city lies in
 * India, and a state has one city of a name, case aside (the database's unique index is case-sensitive).
 */
async function check(tx: Queryable, user: SignedInUser, input: CityInput, id?: number) {
  await requireOwnedReferences(tx, user, [{ field: 'stateId', kind: 'state', id: input.stateId }]);
  const fields: Record<string, string> = {};
  const [state] = await tx
    .select({ isoCode: countries.isoCode })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(states.id, input.stateId));
  if (state?.isoCode === INDIA_ISO_CODE)
    for (const field of outsideIndia(input)) fields[field] = outsideIndiaMessage(field).error();
  const [taken] = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(
      and(
        eq(cities.stateId, input.stateId),
        sql`lower(${cities.name}) = lower(${input.name})`,
        ...(id ? [ne(cities.id, id)] : []),
      ),
    );
  if (taken) Object.assign(fields, cityTaken());
  if (Object.keys(fields).length > 0) throw fieldErrors(fields);
}

/** Two owners adding one city at the same moment: the second meets the unique index instead of the check. */
const orTaken = (error: unknown): never => {
  if (hasPgCode(error, PG_ERROR.uniqueViolation)) throw fieldErrors(cityTaken());
  throw error;
};

/**
 * Cities: shared by every industry, so no query is scoped by the user (the routes let owners change them).
 * Plants, party addresses, requests and orders name them: a city they name is never deleted (409).
 */
export const cityStore: MasterStore<City, CityInput, CityListQuery> = {
  async list(db, _user, query) {
    const where = allOf([
      ...(query.state ? [eq(cities.stateId, query.state)] : []),
      ...(query.country ? [eq(states.countryId, query.country)] : []),
      ...searchFor(query.search),
    ]);
    const window = pageWindow(query, SORTS[query.sort], cities.id);
    return pageOfRows(
      query,
      db
        .select(columns)
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
      cappedCount(
        db,
        matchingRows(db).from(cities).innerJoin(states, eq(states.id, cities.stateId)).where(where),
      ),
    );
  },

  async find(db, _user, id) {
    const [row] = await db
      .select(columns)
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(eq(cities.id, id));
    return row ?? null;
  },

  async create(tx, user, input) {
    await check(tx, user, input);
    const [row] = await tx.insert(cities).values(input).returning({ id: cities.id }).catch(orTaken);
    return row!.id;
  },

  async update(tx, user, id, input) {
    await check(tx, user, input, id);
    const changed = await tx
      .update(cities)
      .set(input)
      .where(eq(cities.id, id))
      .returning({ id: cities.id })
      .catch(orTaken);
    return changed.length > 0;
  },

  async remove(tx, _user, id) {
    const gone = await tx.delete(cities).where(eq(cities.id, id)).returning({ id: cities.id });
    return gone.length > 0;
  },
};
