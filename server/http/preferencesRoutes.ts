import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserPreferences } from '../../src/domain/schemas/preferences';
import { TransporterNotificationPreferences } from '../../src/domain/schemas/profile';
import { signedIn } from '../auth/authHook';
import { transporterOf } from '../auth/transporterOf';
import type { Database } from '../db/database';
import {
  saveTransporterNotificationPreferences,
  transporterNotificationPreferencesOf,
} from '../profile/notificationPreferences';
import { preferencesOf, savePreferences } from '../profile/userPreferences';
import { signedInErrors } from './errorResponses';

/**
 * The signed-in user's own choices (today the language), kept on the server so they follow the user to every
 * browser. Plan-exempt: the language applies on the plan page too; a transporter's portal keeps its language too,
 * and its notification choices.
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

  // A transporter's person's own notification choices; the shipper's are part of their profile. Not a plant
  // user's to write: the auth hook refuses their writes before the body is read, as on every transporter route.
  const transporterConfig = { planExempt: true, transporterAllowed: true } as const;
  app.get(
    '/api/transporter/notification-preferences',
    {
      config: transporterConfig,
      schema: {
        tags: ['transporter'],
        summary:
          "How I hear of my company's bids won and lost beyond the portal: push and e-mail, each on or off",
        response: { 200: TransporterNotificationPreferences, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      transporterOf(user);
      return transporterNotificationPreferencesOf(db, user.id);
    },
  );

  app.put(
    '/api/transporter/notification-preferences',
    {
      config: transporterConfig,
      schema: {
        tags: ['transporter'],
        summary: 'Change my push and e-mail choices for bids won and lost, all at once',
        body: TransporterNotificationPreferences,
        response: { 200: TransporterNotificationPreferences, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return saveTransporterNotificationPreferences(
        db,
        { id: user.id, transporterId: transporterOf(user) },
        request.body,
      );
    },
  );
};
