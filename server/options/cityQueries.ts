import { asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { CityOption, StateOption } from '../../src/domain/schemas/formOptions';
import type { Queryable } from '../db/database';
import { likePattern, prefixPattern } from '../db/likePattern';
import { cities, states } from '../db/schema/geo';

type CityQuery = { search?: string | undefined; ids?: number[] | undefined; limit: number };

/**
 * Cities whose name holds the search, those starting with it first, plus any cities asked for by id,
 * so that a saved form can name its cities without loading all of India's.
 */
export async function searchCities(db: Queryable, query: CityQuery): Promise<CityOption[]> {
  const ids = query.ids ?? [];
  const wanted: SQL[] = [];
  if (ids.length > 0) wanted.push(inArray(cities.id, ids));
  if (query.search) wanted.push(ilike(cities.name, likePattern(query.search)));
  if (wanted.length === 0) return [];
  const firsts: SQL[] = [];
  if (ids.length > 0) firsts.push(desc(inArray(cities.id, ids)));
  if (query.search) firsts.push(desc(ilike(cities.name, prefixPattern(query.search))));
  return db
    .select({
      id: cities.id,
      name: cities.name,
      state: states.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
      pincode: cities.pincode,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(or(...wanted))
    .orderBy(...firsts, asc(cities.name))
    .limit(query.limit + ids.length);
}

/** Every state and union territory of India, by name (a few dozen: no search needed). */
export function allStates(db: Queryable): Promise<StateOption[]> {
  return db
    .select({ id: states.id, name: states.name, code: states.code })
    .from(states)
    .orderBy(asc(states.name));
}
