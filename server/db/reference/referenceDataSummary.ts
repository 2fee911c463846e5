import { count, eq } from 'drizzle-orm';
import type { Queryable } from '../database';
import { cities, countries, states } from '../schema/geo';
import { plans } from '../schema/tenancy';
import { INDIA } from './india';

export interface ReferenceDataSummary {
  states: number;
  statesWithGstCode: number;
  cities: number;
  citiesWithPincode: number;
  plans: number;
  plansRetired: number;
}

/** What a database holds of the reference data: India's states and cities, and the plans. */
export async function referenceDataSummary(db: Queryable): Promise<ReferenceDataSummary> {
  const [indianStates] = await db
    .select({ all: count(), withGstCode: count(states.gstCode) })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(countries.isoCode, INDIA));
  const [indianCities] = await db
    .select({ all: count(), withPincode: count(cities.pincode) })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(countries.isoCode, INDIA));
  const [catalogue] = await db.select({ all: count(), retired: count(plans.retiredAt) }).from(plans);
  return {
    states: indianStates?.all ?? 0,
    statesWithGstCode: indianStates?.withGstCode ?? 0,
    cities: indianCities?.all ?? 0,
    citiesWithPincode: indianCities?.withPincode ?? 0,
    plans: catalogue?.all ?? 0,
    plansRetired: catalogue?.retired ?? 0,
  };
}
