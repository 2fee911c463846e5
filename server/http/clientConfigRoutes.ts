import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientConfig } from '../../src/domain/schemas/clientConfig';
import type { Config } from '../config';

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
    async () => ({ mapStyleUrl: config.mapStyleUrl ?? null, firebase: config.firebaseWebConfig ?? null }),
  );
};
