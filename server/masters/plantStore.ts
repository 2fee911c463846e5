import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Plant, PlantInput, PlantListQuery } from '../../src/domain/schemas/plant';
import { say } from '../../src/i18n/schemaMessages';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { userPlants } from '../db/schema/access';
import { cities, states } from '../db/schema/geo';
import { businesses } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { industries } from '../db/schema/tenancy';
import { conflict, fieldError, refused } from '../errors/httpError';
import { placedPin } from '../places/placedPin';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { currentPlans } from '../tenancy/plans';
import { allOf, listFilters } from './masterList';
import type { MasterStore } from './masterStore';

// Written with table names: inside a subquery Drizzle leaves columns unqualified.
const slaLanes = sql<number>`(select count(*) from plant_slas where plant_slas.plant_id = plants.id)`.mapWith(
  Number,
);

const columns = {
  id: plants.id,
  code: plants.code,
  name: plants.name,
  kind: plants.kind,
  businessId: plants.businessId,
  business: businesses.name,
  address: plants.address,
  cityId: plants.cityId,
  city: cities.name,
  state: states.name,
  pincode: plants.pincode,
  latitude: plants.latitude,
  longitude: plants.longitude,
  pinSource: plants.pinSource,
  geofenceRadiusM: plants.geofenceRadiusM,
  slaLanes,
  status: plants.status,
  createdAt: plants.createdAt,
};

const SORTS = {
  name: plants.name,
  code: plants.code,
  city: cities.name,
  state: states.name,
  createdAt: plants.createdAt,
} as const;

const toPlant = (row: Omit<Plant, 'createdAt'> & { createdAt: Date }): Plant => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The plants the user may see and change: the industry's, and of those a plant user's own. */
export function visiblePlants(user: SignedInUser): SQL[] {
  const scope = plantScope(user, plants.id);
  return [eq(plants.industryId, industryOf(user)), ...(scope ? [scope] : [])];
}

const mine = (user: SignedInUser, id: number) => and(eq(plants.id, id), ...visiblePlants(user));

const selectPlants = (db: Queryable) =>
  db
    .select(columns)
    .from(plants)
    .innerJoin(cities, eq(cities.id, plants.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .leftJoin(businesses, eq(businesses.id, plants.businessId));

/** A code names one plant of the industry, whoever asks (a plant user's code may clash with an unseen one). */
async function refuseTakenCode(tx: Queryable, user: SignedInUser, input: PlantInput, id?: number) {
  const [taken] = await tx
    .select({ id: plants.id })
    .from(plants)
    .where(
      and(
        eq(plants.industryId, industryOf(user)),
        sql`upper(${plants.code}) = ${input.code}`,
        ...(id ? [ne(plants.id, id)] : []),
      ),
    );
  if (taken) throw fieldError('code', say('validation.schema.plants.codeTaken'));
}

const requireOwnPlaces = (tx: Queryable, user: SignedInUser, input: PlantInput) =>
  requireOwnedReferences(tx, user, [
    { field: 'cityId', kind: 'city', id: input.cityId },
    { field: 'businessId', kind: 'business', id: input.businessId },
  ]);

/**
 * The plan's `noOfPlants` (the first current plan, as the seed's header reads it) and the industry's active
 * plants. The industry's row is locked first, so that two writers adding plants at once (a form, an import)
 * are counted one after the other; outside a transaction the lock ends with the statement.
 */
export async function plantRoom(
  tx: Queryable,
  industryId: number,
  now: Date,
): Promise<{ limit: number; active: number }> {
  await tx.select({ id: industries.id }).from(industries).where(eq(industries.id, industryId)).for('update');
  const [plan] = await currentPlans(tx, industryId, now);
  return { limit: plan?.noOfPlants ?? 0, active: await activePlantCount(tx, industryId) };
}

/** One more active plant must fit the plan. */
async function refuseBeyondPlan(tx: Queryable, industryId: number, now: Date): Promise<void> {
  const { limit, active } = await plantRoom(tx, industryId, now);
  if (active >= limit) throw refused({ refusal: { code: 'planPlantLimit', limit } });
}

/** The industry's plants as its plan counts them: the active ones. */
export async function activePlantCount(db: Queryable, industryId: number): Promise<number> {
  const [active] = await db
    .select({ n: count() })
    .from(plants)
    .where(and(eq(plants.industryId, industryId), eq(plants.status, 'active')));
  return active?.n ?? 0;
}

/** A plant as stored: its gate placed from its PIN code unless the user placed it (server/places/placedPin.ts). */
const written = async (tx: Queryable, input: PlantInput) => ({
  code: input.code,
  name: input.name,
  kind: input.kind,
  businessId: input.businessId,
  address: input.address,
  cityId: input.cityId,
  pincode: input.pincode,
  ...(await placedPin(tx, input)),
  geofenceRadiusM: input.geofenceRadiusM,
});

export const plantStore: MasterStore<Plant, PlantInput, PlantListQuery> = {
  async list(db, user, query) {
    const where = allOf([
      ...visiblePlants(user),
      ...(query.plant ? [eq(plants.id, query.plant)] : []),
      ...(query.kind ? [eq(plants.kind, query.kind)] : []),
      ...listFilters(query, {
        status: plants.status,
        createdAt: plants.createdAt,
        searchIn: [plants.name, plants.code, cities.name],
      }),
    ]);
    const window = pageWindow(query, SORTS[query.sort], plants.id);
    return pageOfRows(
      query,
      selectPlants(db)
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) => rows.map(toPlant)),
      cappedCount(
        db,
        matchingRows(db).from(plants).innerJoin(cities, eq(cities.id, plants.cityId)).where(where),
      ),
    );
  },

  async find(db, user, id) {
    const [row] = await selectPlants(db).where(mine(user, id));
    return row ? toPlant(row) : null;
  },

  async create(tx, user, input, { now }) {
    await refuseTakenCode(tx, user, input);
    await requireOwnPlaces(tx, user, input);
    await refuseBeyondPlan(tx, industryOf(user), now);
    const [row] = await tx
      .insert(plants)
      .values({ industryId: industryOf(user), ...(await written(tx, input)) })
      .returning({ id: plants.id });
    return row!.id;
  },

  async update(tx, user, id, input) {
    const [found] = await tx.select({ id: plants.id }).from(plants).where(mine(user, id));
    if (!found) return false;
    await refuseTakenCode(tx, user, input, id);
    await requireOwnPlaces(tx, user, input);
    await tx
      .update(plants)
      .set(await written(tx, input))
      .where(mine(user, id));
    return true;
  },

  async setStatus(tx, user, id, status, { now }) {
    const [found] = await tx.select({ status: plants.status }).from(plants).where(mine(user, id));
    if (!found) return false;
    if (status === 'active' && found.status !== 'active') await refuseBeyondPlan(tx, industryOf(user), now);
    await tx.update(plants).set({ status }).where(mine(user, id));
    return true;
  },

  async remove(tx, user, id) {
    const [found] = await tx.select({ id: plants.id }).from(plants).where(mine(user, id));
    if (!found) return false;
    // Assignments cascade away with a plant; a plant user would lose it without a word, so it stays.
    const [assigned] = await tx.select({ n: count() }).from(userPlants).where(eq(userPlants.plantId, id));
    if ((assigned?.n ?? 0) > 0)
      throw conflict('This plant is in use and cannot be deleted: deactivate it instead');
    await tx.delete(plants).where(mine(user, id));
    return true;
  },
};
