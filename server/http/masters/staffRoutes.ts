import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { Staff, StaffChoices, StaffInput, StaffListQuery } from '../../../src/domain/schemas/staff';
import { USER_TYPE } from '../../../src/domain/userTypes';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/httpError';
import type { EventBus } from '../../events/eventBus';
import { indianTime, joined, recordStatus } from '../../exports/exportCells';
import type { Mailer } from '../../mail/mailer';
import { createStaffStore, resendInvitation, staffChoices } from '../../masters/staffStore';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';
import { masterRoutes } from './masterRoutes';

export interface StaffRoutesOptions {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  /** The app's address, for the invitation link. */
  publicUrl: string;
}

const NOUN = 'This staff member';

/**
 * The staff master (list, one, add with an invitation, edit, Active / Deactive; never deleted), the choices its
 * form and filters offer, and a new invitation for a member who has not joined.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  app,
  { db, events, mailer, publicUrl },
) => {
  const deps = { events, mailer, publicUrl, log: app.log };
  const tags = ['staff'];

  app.get(
    '/api/staff/choices',
    {
      preHandler: requirePermission('list-staff'),
      schema: {
        tags,
        summary: "staff: the active roles and plants the form offers, and the plan's member seats",
        response: { 200: StaffChoices, ...signedInErrors },
      },
    },
    async (request) => staffChoices(db, signedIn(request), app.clock.now()),
  );

  app.post(
    '/api/staff/:id/invite',
    {
      preHandler: requirePermission('edit-staff'),
      config: { plantUsers: 'plants' },
      schema: {
        tags,
        summary: 'staff: mail a new invitation to a member who has not set a password yet',
        params: IdParams,
        response: { 204: z.null(), 404: ApiError, 409: ApiError, ...signedInErrors },
      },
    },
    async (request, reply) => {
      if (!(await resendInvitation(db, deps, signedIn(request), request.params.id, app.clock.now())))
        throw notFound(NOUN);
      return reply.code(204).send(null);
    },
  );

  await app.register(
    masterRoutes({
      path: '/api/staff',
      tag: 'staff',
      noun: NOUN,
      permissions: { list: 'list-staff', add: 'add-staff', edit: 'edit-staff' },
      // A plant user manages plant users of their own plants only (staffStore.ts).
      plantUsers: { add: 'plants', edit: 'plants' },
      schemas: { row: Staff, input: StaffInput, query: StaffListQuery },
      store: createStaffStore(deps),
      // As the list shows them: the owner holds every permission, only a plant user is kept to plants.
      export: {
        columns: [
          { key: 'name', value: (m) => m.name },
          { key: 'email', value: (m) => m.email },
          { key: 'mobile', value: (m) => m.mobile },
          { key: 'userType', value: (m, t) => t(`domain.userTypes.${m.userType}`) },
          {
            key: 'role',
            value: (m, t) => (m.userType === USER_TYPE.owner ? t('people.staff.allPermissions') : m.roleName),
          },
          {
            key: 'plants',
            value: (m, t) =>
              m.userType === USER_TYPE.plantUser
                ? joined(m.plants.map((p) => p.name))
                : t('people.staff.allPlants'),
          },
          { key: 'invitation', value: (m, t) => (m.invitePending ? t('people.staff.invitePending') : null) },
          { key: 'status', value: (m, t) => recordStatus(t, m.status) },
          { key: 'createdAt', value: (m) => indianTime(m.createdAt) },
        ],
      },
    }),
    { db },
  );
};
