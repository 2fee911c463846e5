import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CurrentPlanReply,
  LoginHeaderDetailsReply,
  SaveTokenBody,
  SaveTokenReply,
  ShipperPermissionsReply,
} from '../../src/domain/schemas/spec';
import { signedIn } from '../auth/authHook';
import { industryOf } from '../auth/signedInUser';
import { loadUserAccess, roleLabel } from '../auth/userAccess';
import type { Database } from '../db/database';
import { unauthorized } from '../errors/httpError';
import { saveDeviceToken } from '../push/deviceTokens';
import { currentPlans } from '../tenancy/plans';
import { signedInErrors } from './errorResponses';

/**
 * The seed's four calls with their exact paths and shapes (seed-spec §7). They answer without a plan:
 * the browser needs them to find out that there is none.
 */
export const specRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const config = { planExempt: true, plantUsers: 'own' } as const;

  app.post(
    '/api/shipper-permissions',
    {
      config,
      schema: {
        tags: ['session'],
        summary: "The signed-in user's permissions",
        response: { 200: ShipperPermissionsReply, ...signedInErrors },
      },
    },
    async (request) => [...signedIn(request).permissions],
  );

  app.post(
    '/api/login-header-details',
    {
      config,
      schema: {
        tags: ['session'],
        summary: 'Industry, name and role for the header',
        response: { 200: LoginHeaderDetailsReply, ...signedInErrors },
      },
    },
    async (request) => {
      const access = await loadUserAccess(db, { id: signedIn(request).id }, app.clock.now());
      if (!access) throw unauthorized();
      return { industry: access.organisationName, name: access.name, role: roleLabel(access) };
    },
  );

  app.post(
    '/api/plan/current-plan',
    {
      config,
      schema: {
        tags: ['session'],
        summary: "The industry's current plans (empty: none)",
        response: { 200: CurrentPlanReply, ...signedInErrors },
      },
    },
    async (request) => currentPlans(db, industryOf(signedIn(request)), app.clock.now()),
  );

  app.post(
    '/api/user/save-token',
    {
      // A transporter's person registers too: awards reach them by push (push/pushDelivery.ts).
      config: { ...config, transporterAllowed: true },
      schema: {
        tags: ['session'],
        summary: 'Store the browser push token; saved is false when it was already stored',
        body: SaveTokenBody,
        response: { 200: SaveTokenReply, ...signedInErrors },
      },
    },
    async (request) => saveDeviceToken(db, signedIn(request).id, request.body.token, app.clock.now()),
  );
};
