import type { ImportKind } from '../schemas/transfer';
import type { AnyImportSpec } from './importSpec';
import { clientImportSpec, vendorImportSpec } from './partyImports';
import { plantImportSpec } from './plantImports';
import { transporterImportSpec } from './transporterImports';

/** Every import's spec by its kind: what the server's sheet thread checks a file's rows against. */
export const IMPORT_SPECS: Readonly<Record<ImportKind, AnyImportSpec>> = {
  client: clientImportSpec,
  vendor: vendorImportSpec,
  transporter: transporterImportSpec,
  plant: plantImportSpec,
};
