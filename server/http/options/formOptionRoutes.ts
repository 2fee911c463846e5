import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CityOptions,
  CitySearchQuery,
  FormOptions,
  StateOptions,
} from '../../../src/domain/schemas/formOptions';
import { signedIn } from '../../auth/authHook';
import type { Database } from '../../db/database';
import { allStates, searchCities } from '../../options/cityQueries';
import { formOptions } from '../../options/formOptionQueries';
import { signedInErrors } from '../errorResponses';

/** The choices behind the request and offline-order forms: industry records, and India's cities by search. */
export const formOptionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/form-options',
    {
      schema: {
        tags: ['forms'],
        summary: 'Plants, clients and vendors with their addresses, products, packages and my transporters',
        response: { 200: FormOptions, ...signedInErrors },
      },
    },
    async (request) => formOptions(db, signedIn(request)),
  );
  app.get(
    '/api/cities',
    {
      schema: {
        tags: ['forms'],
        summary: 'Cities by name (at least two letters) and by id',
        querystring: CitySearchQuery,
        response: { 200: CityOptions, ...signedInErrors },
      },
    },
    async (request) => {
      signedIn(request);
      return searchCities(db, request.query);
    },
  );
  app.get(
    '/api/form-options/states',
    {
      schema: {
        tags: ['forms'],
        summary: "India's states and union territories",
        response: { 200: StateOptions, ...signedInErrors },
      },
    },
    async (request) => {
      signedIn(request);
      return allStates(db);
    },
  );
};
