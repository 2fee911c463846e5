import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../src/domain/schemas/error';
import { Plant, PlantListQuery, PlantPage } from '../../src/domain/schemas/plant';
import { signedIn } from '../auth/authHook';
import { requirePermission } from '../auth/requirePermission';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Database } from '../db/database';
import { likePattern } from '../db/likePattern';
import { cities, states } from '../db/schema/geo';
import { plants } from '../db/schema/plants';
import { startOfIndianDay } from '../indianDate';
import { signedInErrors } from './errorResponses';
import { notFound } from './httpError';
import { plantScope } from './plantScope';

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

export const plantRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/plants',
    {
      preHandler: requirePermission('list-plant'),
      schema: {
        tags: ['plants'],
        summary: 'Plants, warehouses and depots, paged on the server',
        querystring: PlantListQuery,
        response: { 200: PlantPage, ...signedInErrors },
      },
    },
    async (request) => {
      const query = request.query;
      const where = and(...listConditions(signedIn(request), query));
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
    },
  );

  app.get(
    '/api/plants/:id',
    {
      preHandler: requirePermission('list-plant'),
      schema: {
        tags: ['plants'],
        summary: 'One plant',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: Plant, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const [row] = await db
        .select(columns)
        .from(plants)
        .innerJoin(cities, eq(cities.id, plants.cityId))
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(and(eq(plants.id, request.params.id), ...visiblePlants(signedIn(request))));
      if (!row) throw notFound('This plant');
      return toPlant(row);
    },
  );
};
