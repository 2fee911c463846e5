import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role, RoleInput, RoleListQuery } from '../../../src/domain/schemas/role';
import type { Database } from '../../db/database';
import type { EventBus } from '../../events/eventBus';
import { createRoleStore } from '../../masters/roleStore';
import { masterRoutes } from './masterRoutes';

/** The role master: the six routes of every master, over the role store (its rules live there). */
export const roleRoutes: FastifyPluginAsyncZod<{ db: Database; events: EventBus }> = async (
  app,
  { db, events },
) => {
  await app.register(
    masterRoutes({
      path: '/api/roles',
      tag: 'roles',
      noun: 'This role',
      permissions: { list: 'list-role', add: 'add-role', edit: 'edit-role' },
      schemas: { row: Role, input: RoleInput, query: RoleListQuery },
      store: createRoleStore(events),
    }),
    { db },
  );
};
