import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContainerDetail,
  ContainerFreeDaysInput,
  ContainerListQuery,
  ContainerPage,
  OrderContainer,
  OrderContainersInput,
} from '../../../src/domain/schemas/containers';
import { ApiError } from '../../../src/domain/schemas/error';
import { signedIn } from '../../auth/authHook';
import { setContainerFreeDays } from '../../containers/containerFreeDays';
import { containerDetail, findContainer, listContainers } from '../../containers/containerQueries';
import { setOrderContainers } from '../../containers/setOrderContainers';
import { requireOrderPermission } from '../../orders/orderPermissions';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

/**
 * Shipping containers: the lists per direction, one container's milestones, the containers an order carries
 * and a container's free days at the port. Guarded as the direction's orders are (`list-<direction>-order`).
 */
export const containerRoutes: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db, events }) => {
  app.get(
    '/api/containers',
    {
      schema: {
        operationId: 'listContainers',
        tags: ['containers'],
        summary:
          'Containers of one direction: search by container or order number, filter by status and plant',
        querystring: ContainerListQuery,
        response: { 200: ContainerPage, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      requireOrderPermission(user, request.query.direction);
      return listContainers(db, user, request.query, app.clock.now());
    },
  );

  app.get(
    '/api/containers/:id',
    {
      schema: {
        operationId: 'getContainer',
        tags: ['containers'],
        summary: 'One container with its milestones (planned, estimated, actual), status and free days left',
        params: IdParams,
        response: { 200: ContainerDetail, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const container = await findContainer(db, user, request.params.id);
      requireOrderPermission(user, container.direction);
      return containerDetail(db, container, app.clock.now());
    },
  );

  app.put(
    '/api/orders/:id/containers',
    {
      config: { plantUsers: 'plants' },
      schema: {
        operationId: 'setOrderContainers',
        tags: ['containers'],
        summary:
          'The containers an order carries, as a whole: new numbers are added, numbers left out removed',
        params: IdParams,
        body: OrderContainersInput,
        response: { 200: OrderContainer.array(), 404: ApiError, ...signedInErrors },
      },
    },
    async (request) =>
      setOrderContainers(
        db,
        signedIn(request),
        request.params.id,
        request.body.containerNumbers,
        app.clock.now(),
      ),
  );

  app.put(
    '/api/containers/:id/free-days',
    {
      config: { plantUsers: 'plants' },
      schema: {
        operationId: 'setContainerFreeDays',
        tags: ['containers'],
        summary: 'The free days a container has at the port of discharge (4 unless changed)',
        params: IdParams,
        body: ContainerFreeDaysInput,
        response: { 200: ContainerDetail, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const found = await findContainer(db, user, request.params.id);
      requireOrderPermission(user, found.direction);
      return setContainerFreeDays(db, events, user, found.id, request.body.freeDays, app.clock.now());
    },
  );
};
