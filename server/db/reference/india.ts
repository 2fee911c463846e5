import { City, Country, State } from 'country-state-city';
import { eq, sql } from 'drizzle-orm';
import { GST_STATES } from '../../../src/domain/gstStates';
import { RENAMED_CITIES } from '../../../src/domain/renamedCities';
import type { Queryable } from '../database';
import { cities, countries, states } from '../schema/geo';
import { insertMany } from '../seed/batch';
import { MAIN_PINCODES } from './cityPincodes';

export const INDIA = 'IN';

/**
 * India with its states and union territories (each with its GST state code) and its cities and towns with their
 * coordinates, from country-state-city: inserted the first time, then kept current (names that changed, main PIN
 * codes, GST codes) without undoing what owners changed since (a city they renamed, a PIN they entered).
 * Idempotent; on a database already current it changes nothing.
 */
export async function loadIndia(db: Queryable): Promise<{ inserted: boolean }> {
  const [existing] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.isoCode, INDIA));
  const countryId = existing?.id ?? (await insertIndia(db));
  await keepCurrent(db, countryId);
  return { inserted: !existing };
}

async function insertIndia(db: Queryable): Promise<number> {
  const india = Country.getCountryByCode(INDIA);
  if (!india) throw new Error('country-state-city has no India');
  const [countryId] = await insertMany(db, countries, [
    { name: india.name, isoCode: india.isoCode, phoneCode: india.phonecode, currency: india.currency },
  ]);
  const stateList = State.getStatesOfCountry(INDIA);
  const stateIds = await insertMany(
    db,
    states,
    stateList.map((s) => ({ countryId: countryId!, name: s.name, code: s.isoCode })),
  );
  const stateIdByCode = new Map(stateList.map((s, i) => [s.isoCode, stateIds[i]!]));
  const seen = new Set<string>();
  const rows = City.getCitiesOfCountry(INDIA)?.flatMap((c) => {
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
 * Three statements: renamed cities take their current name (unless the state already has a city of that name),
 * the main cities their PIN code where none is kept, and the states their GST code where none is kept. A state's
 * GST code is read from its name in the GST Council's list (src/domain/gstStates.ts), which spells every state
 * and union territory as country-state-city does.
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
  const gstCodes = Object.entries(GST_STATES).map(([code, name]) => sql`(${code}, ${name})`);
  await db.execute(sql`
    update states set gst_code = v.code
    from (values ${sql.join(gstCodes, sql`, `)}) as v(code, name)
    where states.country_id = ${countryId} and states.name = v.name and states.gst_code is null
      and not exists (select 1 from states taken where taken.country_id = states.country_id and taken.gst_code = v.code)`);
}
