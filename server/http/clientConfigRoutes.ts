import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientConfig } from '../../src/domain/schemas/clientConfig';
import type { Config } from '../config';

/**
 * Browsers are told to register for push only when this server can also send (FCM_SERVICE_ACCOUNT): a token
 * nobody pushes to would only ask people for a permission that brings them nothing.
 */
const firebaseForBrowsers = (config: Config) =>
  config.firebaseWebConfig && config.fcmServiceAccount ? config.firebaseWebConfig : null;

export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/client-config',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: 'Map style and push settings for the browser',
        response: { 200: ClientConfig },
      },
    },
    async () => ({ mapStyleUrl: config.mapStyleUrl ?? null, firebase: firebaseForBrowsers(config) }),
  );
};
