import { eq, sql } from 'drizzle-orm';
import { RENAMED_CITIES } from '../../src/domain/renamedCities';
import type { Queryable } from '../db/database';
import { cities, countries, states } from '../db/schema/geo';
import type { RowProblem } from './importDefinition';
import { problemMessage } from './problemText';

export interface FoundCity {
  cityId: number;
  latitude: number;
  longitude: number;
}

const fold = (text: string) => text.trim().toLowerCase();

/** A city's current name by its former one within its state ("MH", "aurangabad"), as people still type them. */
const CURRENT_NAME = new Map(
  RENAMED_CITIES.map((r) => [`${r.state}\u0000${fold(r.former)}`, fold(r.current)]),
);
const currentNames = (name: string) =>
  RENAMED_CITIES.filter((r) => fold(r.former) === name).map((r) => fold(r.current));

/**
 * Each row's city, found by name (or a former name) within its state, case aside; the state by its name or its
 * code ("MP"). One query for the states and one for every city name the rows use.
 */
export async function findCities(
  db: Queryable,
  rows: readonly { city: string; state: string }[],
): Promise<(FoundCity | { problems: RowProblem[] })[]> {
  if (rows.length === 0) return [];
  const stateList = await db
    .select({ id: states.id, name: states.name, code: states.code })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(countries.isoCode, 'IN'));
  const stateOf = new Map<string, { id: number; name: string; code: string }>();
  for (const s of stateList) {
    stateOf.set(fold(s.name), s);
    stateOf.set(fold(s.code), s);
  }
  const names = [...new Set(rows.flatMap((r) => [fold(r.city), ...currentNames(fold(r.city))]))];
  const found = await db
    .select({
      id: cities.id,
      name: cities.name,
      stateId: cities.stateId,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .where(sql`lower(${cities.name}) in (select json_array_elements_text(${JSON.stringify(names)}::json))`);
  const cityOf = new Map(found.map((c) => [`${c.stateId}\u0000${fold(c.name)}`, c]));
  return rows.map((row) => {
    const state = stateOf.get(fold(row.state));
    if (!state)
      return {
        problems: [
          {
            column: 'state',
            code: 'unknownState',
            message: problemMessage('unknownState', { state: row.state }),
            values: { state: row.state },
          },
        ],
      };
    const renamed = CURRENT_NAME.get(`${state.code}\u0000${fold(row.city)}`);
    const city =
      cityOf.get(`${state.id}\u0000${fold(row.city)}`) ??
      (renamed ? cityOf.get(`${state.id}\u0000${renamed}`) : undefined);
    if (!city)
      return {
        problems: [
          {
            column: 'city',
            code: 'unknownCity',
            message: problemMessage('unknownCity', { city: row.city, state: state.name }),
            values: { city: row.city, state: state.name },
          },
        ],
      };
    return { cityId: city.id, latitude: city.latitude, longitude: city.longitude };
  });
}
