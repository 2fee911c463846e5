import type { ImportKind } from '../../src/domain/schemas/transfer';
import type { AnyImportDefinition } from './importDefinition';
import { clientImport, vendorImport } from './partyImports';

/** Every import by its kind: adding one is its spec, its definition and a line here (and in IMPORT_KINDS). */
export const IMPORTS: Readonly<Record<ImportKind, AnyImportDefinition>> = {
  client: clientImport,
  vendor: vendorImport,
};
