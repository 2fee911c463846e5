import { City, Country, State } from 'country-state-city';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../database';
import { cities, countries, states } from '../schema/geo';
import { insertMany } from './batch';

/** Finds a seeded city by its state code and name, as country-state-city spells them. */
export type CityLookup = (
  stateCode: string,
  name: string,
) => { id: number; latitude: number; longitude: number };

/** India with all its states and cities. Reference data: inserted once, shared by every industry. */
export async function seedIndia(db: Queryable): Promise<CityLookup> {
  const [existing] = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, 'IN'));
  if (!existing) await insertIndia(db);
  return loadCityLookup(db);
}

async function insertIndia(db: Queryable): Promise<void> {
  const india = Country.getCountryByCode('IN');
  if (!india) throw new Error('country-state-city has no India');
  const [countryId] = await insertMany(db, countries, [
    { name: india.name, isoCode: india.isoCode, phoneCode: india.phonecode, currency: india.currency },
  ]);
  const stateList = State.getStatesOfCountry('IN');
  const stateIds = await insertMany(
    db,
    states,
    stateList.map((s) => ({ countryId: countryId!, name: s.name, code: s.isoCode })),
  );
  const stateIdByCode = new Map(stateList.map((s, i) => [s.isoCode, stateIds[i]!]));
  const seen = new Set<string>();
  const rows = City.getCitiesOfCountry('IN')?.flatMap((c) => {
    const stateId = stateIdByCode.get(c.stateCode);
    const key = `${c.stateCode}|${c.name}`;
    if (stateId === undefined || seen.has(key) || !c.latitude || !c.longitude) return [];
    seen.add(key);
    return [{ stateId, name: c.name, latitude: Number(c.latitude), longitude: Number(c.longitude) }];
  });
  await insertMany(db, cities, rows ?? []);
}

async function loadCityLookup(db: Queryable): Promise<CityLookup> {
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
