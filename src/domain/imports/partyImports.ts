import { PartyImportRow } from '../schemas/partyImport';
import type { ImportKind } from '../schemas/transfer';
import { type ImportColumn, importSpec } from './importSpec';

/** The columns of a client or vendor file, in the template's order, with the template's example row. */
const PARTY_COLUMNS: readonly ImportColumn[] = [
  { key: 'code', required: true, example: 'V0001' },
  { key: 'name', required: true, example: 'Narmada Agro Traders' },
  { key: 'gstin', required: false, example: '23AAPFU0939F1Z3' },
  { key: 'email', required: false, example: 'dispatch@narmada-agro.in' },
  { key: 'phone', required: false, example: '+91 98260 12345' },
  { key: 'addressLabel', required: true, example: 'Main warehouse' },
  { key: 'address', required: true, example: 'Plot 14, Industrial Area, Govindpura' },
  { key: 'city', required: true, example: 'Bhopal' },
  { key: 'state', required: true, example: 'Madhya Pradesh' },
  { key: 'pincode', required: true, example: '462023' },
  { key: 'locality', required: false, example: 'Govindpura' },
];

const partySpec = (kind: Extract<ImportKind, 'client' | 'vendor'>) =>
  importSpec({
    kind,
    permission: kind === 'client' ? 'add-client' : 'add-vendor',
    editPermission: kind === 'client' ? 'edit-client' : 'edit-vendor',
    columns:
      kind === 'client'
        ? PARTY_COLUMNS.map((c) => (c.key === 'code' ? { ...c, example: 'C0001' } : c))
        : PARTY_COLUMNS,
    row: PartyImportRow,
    // Re-importing a file updates the records by code; a GSTIN may not move to a second record.
    keys: ['code', 'gstin'],
    nameOf: (row) => row.name,
  });

export const clientImportSpec = partySpec('client');
export const vendorImportSpec = partySpec('vendor');
