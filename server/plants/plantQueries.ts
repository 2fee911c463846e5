import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Plant, PlantListQuery, PlantPage } from '../../src/domain/schemas/plant';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/likePattern';
import { cities, states } from '../db/schema/geo';
import { plants } from '../db/schema/plants';
import { startOfIndianDay } from '../indianDate';

const columns = {
  id: plants.id,
  code: plants.code,
  name: plants.name,
  kind: plants.kind,
  address: plants.address,
  city: cities.name,
  state: states.name,
  pincode: plants.pincode,
  latitude: plants.latitude,
  longitude: plants.longitude,
  geofenceRadiusM: plants.geofenceRadiusM,
  status: plants.status,
  createdAt: plants.createdAt,
};

const SORT_COLUMNS = {
  name: plants.name,
  code: plants.code,
  city: cities.name,
  state: states.name,
  createdAt: plants.createdAt,
} as const;

type PlantRow = { createdAt: Date } & Omit<Plant, 'createdAt'>;
const toPlant = (row: PlantRow): Plant => ({ ...row, createdAt: row.createdAt.toISOString() });

function visiblePlants(user: SignedInUser): SQL[] {
  const scope = plantScope(user, plants.id);
  return [eq(plants.industryId, industryOf(user)), ...(scope ? [scope] : [])];
}

function listConditions(user: SignedInUser, query: PlantListQuery): SQL[] {
  const conditions = visiblePlants(user);
  if (query.status) conditions.push(eq(plants.status, query.status));
  if (query.plant) conditions.push(eq(plants.id, query.plant));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(plants.name, pattern), ilike(plants.code, pattern), ilike(cities.name, pattern))!,
    );
  }
  // from/to are Indian calendar days, both inclusive.
  if (query.from) conditions.push(gte(plants.createdAt, startOfIndianDay(query.from)));
  if (query.to)
    conditions.push(lt(plants.createdAt, new Date(startOfIndianDay(query.to).getTime() + 86_400_000)));
  return conditions;
}

/** One page of the plants the user may see, filtered and sorted on the server. */
export async function listPlants(
  db: Queryable,
  user: SignedInUser,
  query: PlantListQuery,
): Promise<z.output<typeof PlantPage>> {
  const where = and(...listConditions(user, query));
  const sortColumn = SORT_COLUMNS[query.sort];
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(plants)
      .innerJoin(cities, eq(cities.id, plants.cityId))
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(where)
      .orderBy(direction(sortColumn), direction(plants.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(plants).innerJoin(cities, eq(cities.id, plants.cityId)).where(where),
  ]);
  return { rows: rows.map(toPlant), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One plant if the user may see it. */
export async function findPlant(db: Queryable, user: SignedInUser, id: number): Promise<Plant | null> {
  const [row] = await db
    .select(columns)
    .from(plants)
    .innerJoin(cities, eq(cities.id, plants.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(plants.id, id), ...visiblePlants(user)));
  return row ? toPlant(row) : null;
}
