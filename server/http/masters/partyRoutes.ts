import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientImportSpec, vendorImportSpec } from '../../../src/domain/imports/partyImports';
import {
  Party,
  PartyContactListQuery,
  PartyContactPage,
  type PartyContactRow,
  PartyInput,
  type PartyKind,
  PartyListQuery,
} from '../../../src/domain/schemas/party';
import type { PartyImportRow } from '../../../src/domain/schemas/partyImport';
import { signedIn } from '../../auth/authHook';
import { assertPermission, requirePermission } from '../../auth/requirePermission';
import type { Database } from '../../db/database';
import { type ExportCell, type ExportColumn, exportDefinition } from '../../exports/exportDefinition';
import { partyContactList, partyStore } from '../../masters/partyStore';
import { signedInErrors } from '../errorResponses';
import { exportRoutes } from '../transfer/exportRoutes';
import { masterRoutes } from './masterRoutes';

/** Each column of the party import's file, read from a party and its main (first) address. */
const IMPORT_CELLS: Record<keyof PartyImportRow, (party: Party) => ExportCell> = {
  code: (p) => p.code,
  name: (p) => p.name,
  gstin: (p) => p.gstin,
  email: (p) => p.email,
  phone: (p) => p.phone,
  addressLabel: (p) => p.addresses[0]?.label ?? null,
  address: (p) => p.addresses[0]?.address ?? null,
  city: (p) => p.addresses[0]?.city ?? null,
  state: (p) => p.addresses[0]?.state ?? null,
  pincode: (p) => p.addresses[0]?.pincode ?? null,
  // Not stored: the pin it placed is, and an empty locality keeps it on import.
  locality: () => null,
};

const IMPORT_SPECS = { client: clientImportSpec, vendor: vendorImportSpec };

/**
 * Clients and vendors: the same six routes over one schema, each kind on its own tables and permissions. Their
 * export is in their import's own columns (headers as keys), so a manager can export, edit and import again:
 * rows update the records by code and the main address by its label.
 */
const partyRoutes = (kind: PartyKind, noun: string) =>
  masterRoutes({
    path: `/api/${kind}s`,
    tag: `${kind}s`,
    noun,
    permissions: { list: `list-${kind}`, add: `add-${kind}`, edit: `edit-${kind}` },
    plantUsers: { add: 'masterData', edit: 'masterData' },
    schemas: { row: Party, input: PartyInput, query: PartyListQuery },
    store: partyStore(kind),
    export: {
      headers: 'keys',
      columns: IMPORT_SPECS[kind].columns.map((column) => ({
        key: column.key,
        value: IMPORT_CELLS[column.key as keyof PartyImportRow],
      })),
    },
  });

export const clientRoutes = partyRoutes('client', 'This client');
export const vendorRoutes = partyRoutes('vendor', 'This vendor');

const clientContacts = partyContactList('client');

const CONTACT_COLUMNS: readonly ExportColumn<PartyContactRow>[] = [
  { key: 'name', value: (c) => c.name },
  { key: 'designation', value: (c) => c.designation },
  { key: 'email', value: (c) => c.email },
  { key: 'mobile', value: (c) => c.mobile },
  { key: 'clientCode', value: (c) => c.party.code },
  { key: 'client', value: (c) => c.party.name },
];

/** `/client-contact`: every contact of every client, paged and searched on the server, and as a file. */
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

  await app.register(exportRoutes, {
    db,
    exports: [
      exportDefinition({
        path: '/api/client-contacts',
        tag: 'clients',
        query: PartyContactListQuery,
        authorize: (user) => assertPermission(user, 'list-client'),
        fileName: () => 'client-contacts',
        columns: CONTACT_COLUMNS,
        rows: (user, query) => clientContacts(db, user, query),
      }),
    ],
  });
};
