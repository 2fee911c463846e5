import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeviceTokenReply } from '../../src/domain/schemas/push';
import { signedIn } from '../auth/authHook';
import type { Database } from '../db/database';
import { deleteDeviceToken, deviceTokenOf } from '../push/deviceTokens';
import { signedInErrors } from './errorResponses';

/**
 * The signed-in user's browser push registration. Saving stays the seed's `POST /api/user/save-token`
 * (specRoutes.ts); these read it back and remove it. Plan-exempt like save-token: registration runs right
 * after sign-in, before the plan check has answered. A transporter's person registers as well, for the
 * company's awards.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const config = { planExempt: true, plantUsers: 'own', transporterAllowed: true } as const;

  app.get(
    '/api/push/device-token',
    {
      config,
      schema: {
        tags: ['session'],
        summary: 'The push token stored for me (the deviceToken), null when none',
        response: { 200: DeviceTokenReply, ...signedInErrors },
      },
    },
    async (request) => {
      const stored = await deviceTokenOf(db, signedIn(request).id);
      return { deviceToken: stored?.token ?? null, savedAt: stored?.savedAt.toISOString() ?? null };
    },
  );

  app.delete(
    '/api/push/device-token',
    {
      config,
      schema: {
        tags: ['session'],
        summary: 'Forget my push token: no more pushes until the browser registers again',
        response: { 204: z.null(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await deleteDeviceToken(db, signedIn(request).id);
      return reply.status(204).send(null);
    },
  );
};
