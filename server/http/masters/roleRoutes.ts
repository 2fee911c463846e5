import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role, RoleInput, RoleListQuery } from '../../../src/domain/schemas/role';
import type { Database } from '../../db/database';
import type { EventBus } from '../../events/eventBus';
import { indianTime, joined, recordStatus } from '../../exports/exportCells';
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
      export: {
        columns: [
          { key: 'name', value: (r) => r.name },
          // The catalogue's own names (list-inbound-order…), as the seed and the API speak of them.
          { key: 'permissions', value: (r) => joined(r.permissions) },
          { key: 'members', value: (r) => r.memberCount },
          { key: 'status', value: (r, t) => recordStatus(t, r.status) },
          { key: 'createdAt', value: (r) => indianTime(r.createdAt) },
        ],
      },
    }),
    { db },
  );
};
