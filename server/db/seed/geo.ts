import { City, Country, State } from 'country-state-city';
import { eq, sql } from 'drizzle-orm';
import { RENAMED_CITIES } from '../../../src/domain/renamedCities';
import type { Queryable } from '../database';
import { cities, countries, states } from '../schema/geo';
import { insertMany } from './batch';
import { MAIN_PINCODES } from './cityPincodes';

/** Finds a seeded city by its state code and current name (Gurugram, not Gurgaon). */
export type CityLookup = (
  stateCode: string,
  name: string,
) => { id: number; latitude: number; longitude: number };

/**
 * India with all its states and cities. Reference data: inserted once, shared by every industry, and kept
 * current at every start (names that changed, main PIN codes), also in a database seeded before.
 */
export async function seedIndia(db: Queryable): Promise<CityLookup> {
  const [existing] = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, 'IN'));
  const countryId = existing?.id ?? (await insertIndia(db));
  await keepCurrent(db, countryId);
  return loadCityLookup(db);
}

async function insertIndia(db: Queryable): Promise<number> {
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
  return countryId!;
}

/**
 * Renamed cities take their current name (unless the state already has a city of that name), and the main
 * cities their PIN code where none is kept: two statements, run at every start. Idempotent: a database
 * already current is left as it is.
 */
async function keepCurrent(db: Queryable, countryId: number): Promise<void> {
  const renames = RENAMED_CITIES.map((c) => sql`(${c.state}, ${c.former}, ${c.current})`);
  await db.execute(sql`
    update cities set name = v.current
    from (values ${sql.join(renames, sql`, `)}) as v(code, former, current), states
    where states.id = cities.state_id and states.country_id = ${countryId} and states.code = v.code
      and cities.name = v.former
      and not exists (select 1 from cities taken where taken.state_id = cities.state_id and taken.name = v.current)`);
  const pincodes = Object.entries(MAIN_PINCODES).flatMap(([code, byName]) =>
    Object.entries(byName).map(([name, pincode]) => sql`(${code}, ${name}, ${pincode})`),
  );
  await db.execute(sql`
    update cities set pincode = v.pincode
    from (values ${sql.join(pincodes, sql`, `)}) as v(code, name, pincode), states
    where states.id = cities.state_id and states.country_id = ${countryId} and states.code = v.code
      and cities.name = v.name and cities.pincode is null`);
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
