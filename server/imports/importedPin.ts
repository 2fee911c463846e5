import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { type PlacedPin, placedPin } from '../places/placedPin';
import type { FoundCity } from './cityLookup';

/**
 * Where an imported address's pin stands when the file gives no coordinates: placed from its PIN code and
 * locality as a form's address is (server/places/placedPin.ts), else on its city's centre, flagged. One after
 * another: the PIN table is in memory, and no query is asked for an address given as on its city's centre.
 */
export async function importedPins(
  db: Queryable,
  rows: readonly { pincode: string; locality: string | null; city: FoundCity | null }[],
): Promise<(PlacedPin | null)[]> {
  const pins: (PlacedPin | null)[] = [];
  for (const { pincode, locality, city } of rows)
    pins.push(
      city
        ? await placedPin(db, {
            cityId: city.cityId,
            pincode,
            latitude: city.latitude,
            longitude: city.longitude,
            pinSource: 'city',
            locality,
          })
        : null,
    );
  return pins;
}

/**
 * Whether a saved address keeps its pin when a file updates it without coordinates: a pin placed by hand, or
 * from the same PIN code with no locality named now, stays where it is while the city and PIN code are the
 * same; otherwise the file's placed pin replaces it. `saved` and `row` are the statement's aliases, with the
 * saved row's columns (`city_id`, `pincode`, `pin_source`) and the row's (`"cityId"`, `pincode`, `locality`).
 */
export const keepsSavedPin = (saved: string, row: string): SQL => {
  const [s, r] = [sql.raw(saved), sql.raw(row)];
  return sql`(${s}.city_id = ${r}."cityId" and ${s}.pincode = ${r}.pincode
    and (${s}.pin_source = 'hand' or (${s}.pin_source = 'pin' and ${r}.locality is null)))`;
};
