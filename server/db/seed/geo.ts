import { eq } from 'drizzle-orm';
import type { Queryable } from '../database';
import { cities, states } from '../schema/geo';

/** Finds a city of the reference data by its state code and current name (Gurugram, not Gurgaon). */
export type CityLookup = (
  stateCode: string,
  name: string,
) => { id: number; latitude: number; longitude: number };

/** The demo's cities, looked up in the reference data (server/db/reference/india.ts), loaded before the seed. */
export async function cityLookup(db: Queryable): Promise<CityLookup> {
  const rows = await db
    .select({
      id: cities.id,
      name: cities.name,
      stateCode: states.code,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId));
  const byKey = new Map(rows.map((r) => [`${r.stateCode}|${r.name}`, r]));
  return (stateCode, name) => {
    const city = byKey.get(`${stateCode}|${name}`);
    if (!city) throw new Error(`Seed data names an unknown city: ${name} (${stateCode})`);
    return city;
  };
}
