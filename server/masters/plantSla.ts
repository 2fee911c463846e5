import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlantSla, PlantSlaInput, SlaLane } from '../../src/domain/schemas/plant';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cities, states } from '../db/schema/geo';
import { plantSlas, plants } from '../db/schema/plants';
import { repromiseUnstarted } from '../orders/orderPromise';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { visiblePlants } from './plantStore';

/** A city lane's state is the city's; a state lane names its state itself. */
const laneState = alias(states, 'lane_state');

/**
 * A plant's service level agreement: its terms and conditions and its lanes (states first, then cities,
 * each by name); null when the plant is not one the user may see.
 */
export async function findPlantSla(
  db: Queryable,
  user: SignedInUser,
  plantId: number,
): Promise<PlantSla | null> {
  const [plant] = await db
    .select({ terms: plants.slaTerms })
    .from(plants)
    .where(and(eq(plants.id, plantId), ...visiblePlants(user)));
  if (!plant) return null;
  const rows = await db
    .select({
      cityId: plantSlas.destinationCityId,
      city: cities.name,
      stateId: laneState.id,
      state: laneState.name,
      transitDays: plantSlas.transitDays,
    })
    .from(plantSlas)
    .leftJoin(cities, eq(cities.id, plantSlas.destinationCityId))
    .innerJoin(laneState, sql`${laneState.id} = coalesce(${plantSlas.destinationStateId}, ${cities.stateId})`)
    .where(eq(plantSlas.plantId, plantId))
    .orderBy(sql`${plantSlas.destinationCityId} is not null`, asc(laneState.name), asc(cities.name));
  const lanes = rows.map(
    (r): SlaLane => ({
      kind: r.cityId === null ? 'state' : 'city',
      stateId: r.stateId,
      state: r.state,
      cityId: r.cityId,
      city: r.city,
      transitDays: r.transitDays,
    }),
  );
  return { plantId, terms: plant.terms, lanes };
}

/**
 * Replaces the agreement as a whole, inside the caller's transaction: the destinations must exist, the plant
 * must be the user's (false otherwise, as for a missing one). The lanes are written afresh, so a removed row
 * is gone and a changed one holds its new days.
 */
export async function savePlantSla(
  tx: Queryable,
  user: SignedInUser,
  plantId: number,
  input: PlantSlaInput,
): Promise<boolean> {
  const [plant] = await tx
    .select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.id, plantId), ...visiblePlants(user)))
    .for('update');
  if (!plant) return false;
  await requireOwnedReferences(
    tx,
    user,
    input.lanes.map((lane, i) =>
      lane.kind === 'state'
        ? { field: `lanes.${i}.stateId`, kind: 'state' as const, id: lane.stateId }
        : { field: `lanes.${i}.cityId`, kind: 'city' as const, id: lane.cityId },
    ),
  );
  await tx.update(plants).set({ slaTerms: input.terms }).where(eq(plants.id, plantId));
  await tx.delete(plantSlas).where(eq(plantSlas.plantId, plantId));
  if (input.lanes.length > 0)
    await tx.insert(plantSlas).values(
      input.lanes.map((lane) => ({
        industryId: industryOf(user),
        plantId,
        destinationCityId: lane.kind === 'city' ? lane.cityId : null,
        destinationStateId: lane.kind === 'state' ? lane.stateId : null,
        transitDays: lane.transitDays,
      })),
    );
  await repromiseUnstarted(tx, plantId);
  return true;
}
