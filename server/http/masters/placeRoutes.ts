import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { PinCodeLocalities, PinCodeParams } from '../../../src/domain/schemas/pinLocalities';
import {
  City,
  CityInput,
  CityListQuery,
  Country,
  CountryInput,
  CountryListQuery,
  PlaceOptions,
  State,
  StateInput,
  StateListQuery,
} from '../../../src/domain/schemas/places';
import { requireOwner } from '../../auth/requireOwner';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/httpError';
import { cityStore } from '../../masters/cityStore';
import { countryStore } from '../../masters/countryStore';
import { placeOptions } from '../../masters/placeOptions';
import { stateStore } from '../../masters/stateStore';
import { localitiesOf } from '../../places/pinLocalities';
import { signedInErrors } from '../errorResponses';
import { type MasterAccess, masterRoutes } from './masterRoutes';

/**
 * Countries, states and cities: reference geography every industry shares, so one industry's change reaches
 * all. Their permissions are not shown (seed-spec §2); ours: every signed-in user reads them (every form picks
 * cities), and only an industry owner (user type 3) adds, edits or deletes one. No role grants it: a
 * permission in a role is the industry's to hand out, and this data is not the industry's alone. The route
 * table asks the same of the add and edit screens (src/routes/routeTable.ts, placeRoutes).
 */
const owners: MasterAccess = {
  guard: requireOwner('change countries, states and cities'),
  says: 'industry owners only: shared by every industry',
};
const access = { list: null, add: owners, edit: owners };

const countryRoutes = masterRoutes({
  path: '/api/places/countries',
  tag: 'countries',
  noun: 'This country',
  permissions: access,
  schemas: { row: Country, input: CountryInput, query: CountryListQuery },
  store: countryStore,
  export: {
    columns: [
      { key: 'name', value: (c) => c.name },
      { key: 'isoCode', value: (c) => c.isoCode },
      { key: 'phoneCode', value: (c) => c.phoneCode },
      { key: 'currency', value: (c) => c.currency },
      { key: 'states', value: (c) => c.stateCount },
    ],
  },
});

const stateRoutes = masterRoutes({
  path: '/api/places/states',
  tag: 'states',
  noun: 'This state',
  permissions: access,
  schemas: { row: State, input: StateInput, query: StateListQuery },
  store: stateStore,
  export: {
    columns: [
      { key: 'name', value: (s) => s.name },
      { key: 'code', value: (s) => s.code },
      { key: 'country', value: (s) => s.country },
      { key: 'cities', value: (s) => s.cityCount },
    ],
  },
});

const cityRoutes = masterRoutes({
  path: '/api/places/cities',
  tag: 'cities',
  noun: 'This city',
  permissions: access,
  schemas: { row: City, input: CityInput, query: CityListQuery },
  store: cityStore,
  export: {
    columns: [
      { key: 'name', value: (c) => c.name },
      { key: 'state', value: (c) => c.state },
      { key: 'pincode', value: (c) => c.pincode },
      { key: 'latitude', value: (c) => c.latitude },
      { key: 'longitude', value: (c) => c.longitude },
    ],
  },
});

export const placeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(countryRoutes, { db });
  await app.register(stateRoutes, { db });
  await app.register(cityRoutes, { db });
  app.get(
    '/api/places/options',
    {
      schema: {
        tags: ['states'],
        summary: 'Every country and state, for pickers and filters',
        response: { 200: PlaceOptions, ...signedInErrors },
      },
    },
    async () => placeOptions(db),
  );
  app.get(
    '/api/places/pin-codes/:pincode',
    {
      schema: {
        tags: ['cities'],
        summary: "A PIN code's localities, with coordinates, to place an address's pin",
        description:
          "GeoNames' Indian postal codes (CC BY 4.0), shipped with the product. 404 for a code it does not know.",
        params: PinCodeParams,
        response: { 200: PinCodeLocalities, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const localities = await localitiesOf(request.params.pincode);
      if (localities.length === 0) throw notFound('This PIN code');
      return { pincode: request.params.pincode, localities };
    },
  );
};
