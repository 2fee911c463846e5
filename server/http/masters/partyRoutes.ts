import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Party,
  PartyContactListQuery,
  PartyContactPage,
  PartyInput,
  type PartyKind,
  PartyListQuery,
} from '../../../src/domain/schemas/party';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { Database } from '../../db/database';
import { partyContactList, partyStore } from '../../masters/partyStore';
import { signedInErrors } from '../errorResponses';
import { masterRoutes } from './masterRoutes';

/** Clients and vendors: the same six routes over one schema, each kind on its own tables and permissions. */
const partyRoutes = (kind: PartyKind, noun: string) =>
  masterRoutes({
    path: `/api/${kind}s`,
    tag: `${kind}s`,
    noun,
    permissions: { list: `list-${kind}`, add: `add-${kind}`, edit: `edit-${kind}` },
    schemas: { row: Party, input: PartyInput, query: PartyListQuery },
    store: partyStore(kind),
  });

export const clientRoutes = partyRoutes('client', 'This client');
export const vendorRoutes = partyRoutes('vendor', 'This vendor');

const clientContacts = partyContactList('client');

/** `/client-contact`: every contact of every client, paged and searched on the server. */
export const clientContactRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/client-contacts',
    {
      preHandler: requirePermission('list-client'),
      schema: {
        tags: ['clients'],
        summary: "clients: every client's contacts, one page, filtered and sorted on the server",
        querystring: PartyContactListQuery,
        response: { 200: PartyContactPage, ...signedInErrors },
      },
    },
    async (request) => clientContacts(db, signedIn(request), request.query),
  );
};
