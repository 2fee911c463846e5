import { asc } from 'drizzle-orm';
import type { PlaceOptions } from '../../src/domain/schemas/places';
import type { Queryable } from '../db/database';
import { countries, states } from '../db/schema/geo';

/** Every country and state, by name: the pickers and filters of the places' screens. */
export async function placeOptions(db: Queryable): Promise<PlaceOptions> {
  const [countryRows, stateRows] = await Promise.all([
    db
      .select({ id: countries.id, name: countries.name, isoCode: countries.isoCode })
      .from(countries)
      .orderBy(asc(countries.name)),
    db
      .select({ id: states.id, name: states.name, code: states.code, countryId: states.countryId })
      .from(states)
      .orderBy(asc(states.name)),
  ]);
  return { countries: countryRows, states: stateRows };
}
