import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserPreferences } from '../../src/domain/schemas/preferences';
import { signedIn } from '../auth/authHook';
import type { Database } from '../db/database';
import { preferencesOf, savePreferences } from '../profile/userPreferences';
import { signedInErrors } from './errorResponses';

/**
 * The signed-in user's own choices (today the language), kept on the server so they follow the user to every
 * browser. Plan-exempt: the language applies on the plan page too; a transporter's portal keeps its language too.
 */
export const preferencesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const config = { planExempt: true, plantUsers: 'own', transporterAllowed: true } as const;

  app.get(
    '/api/user/preferences',
    {
      config,
      schema: {
        tags: ['session'],
        summary: 'My preferences: the language I read the app, notifications and e-mails in',
        response: { 200: UserPreferences, ...signedInErrors },
      },
    },
    async (request) => preferencesOf(db, signedIn(request).id),
  );

  app.put(
    '/api/user/preferences',
    {
      config,
      schema: {
        tags: ['session'],
        summary: 'Change my preferences',
        body: UserPreferences,
        response: { 200: UserPreferences, ...signedInErrors },
      },
    },
    async (request) => {
      await savePreferences(db, signedIn(request).id, request.body);
      return request.body;
    },
  );
};
