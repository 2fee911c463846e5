import { clientImportSpec } from '../../src/domain/imports/partyImports';
import { PARTY_KINDS, type Party, PartyListQuery } from '../../src/domain/schemas/party';
import type { PartyImportRow } from '../../src/domain/schemas/partyImport';
import type { Database } from '../db/database';
import { forbidden } from '../errors/httpError';
import { partyStore } from '../masters/partyStore';
import { type ExportCell, exportDefinition } from './exportDefinition';

/** Each column of the import file, read from a party and its main (first) address. */
const CELLS: Record<keyof PartyImportRow, (party: Party) => ExportCell> = {
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
};

/**
 * The client and vendor lists as files in their import's own columns (headers as keys), so a manager can
 * export, edit and import again: rows update the records by code and the main address by its label.
 */
export const partyExports = (db: Database) =>
  PARTY_KINDS.map((kind) => {
    const store = partyStore(kind);
    const permission = `list-${kind}` as const;
    return exportDefinition({
      path: `/api/${kind}s`,
      tag: `${kind}s`,
      query: PartyListQuery,
      authorize: (user) => {
        if (!user.permissions.includes(permission))
          throw forbidden(`You need the "${permission}" permission to do this`);
      },
      fileName: () => `${kind}s`,
      headers: 'keys',
      columns: clientImportSpec.columns.map((column) => ({
        key: column.key,
        value: CELLS[column.key as keyof PartyImportRow],
      })),
      rows: (user, query) => store.list(db, user, query),
    });
  });
