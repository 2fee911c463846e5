import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../src/domain/schemas/error';
import { Plant, PlantListQuery, PlantPage } from '../../src/domain/schemas/plant';
import { signedIn } from '../auth/authHook';
import { requirePermission } from '../auth/requirePermission';
import type { Database } from '../db/database';
import { notFound } from '../errors/httpError';
import { findPlant, listPlants } from '../plants/plantQueries';
import { signedInErrors } from './errorResponses';
import { IdParams } from './routeParams';

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
    async (request) => listPlants(db, signedIn(request), request.query),
  );

  app.get(
    '/api/plants/:id',
    {
      preHandler: requirePermission('list-plant'),
      schema: {
        tags: ['plants'],
        summary: 'One plant',
        params: IdParams,
        response: { 200: Plant, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const plant = await findPlant(db, signedIn(request), request.params.id);
      if (!plant) throw notFound('This plant');
      return plant;
    },
  );
};
