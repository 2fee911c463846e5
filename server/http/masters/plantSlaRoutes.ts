import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { PlantSla, PlantSlaInput } from '../../../src/domain/schemas/plant';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/httpError';
import { findPlantSla, savePlantSla } from '../../masters/plantSla';
import { referenceErrors, signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

/**
 * A plant's service level agreement (seed-spec §2 `/plant/sla/edit/:id`): read with the plant, written as a
 * whole by whoever may edit terms and conditions (the route's `list-terms-conditions`).
 */
export const plantSlaRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = async (user: ReturnType<typeof signedIn>, id: number) => {
    const sla = await findPlantSla(db, user, id);
    if (!sla) throw notFound('This plant');
    return sla;
  };

  app.get(
    '/api/plants/:id/sla',
    {
      preHandler: requirePermission('list-plant'),
      schema: {
        tags: ['plants'],
        summary: 'plants: the transit days per destination state or city, and the terms and conditions',
        params: IdParams,
        response: { 200: PlantSla, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => read(signedIn(request), request.params.id),
  );

  app.put(
    '/api/plants/:id/sla',
    {
      preHandler: [requirePermission('list-plant'), requirePermission('list-terms-conditions')],
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['plants'],
        summary: 'plants: replace the service level agreement as a whole',
        params: IdParams,
        body: PlantSlaInput,
        response: { 200: PlantSla, 404: ApiError, ...referenceErrors, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { id } = request.params;
      const saved = await db.transaction((tx) => savePlantSla(tx, user, id, request.body));
      if (!saved) throw notFound('This plant');
      return read(user, id);
    },
  );
};
