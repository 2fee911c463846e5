import type { ImportKind } from '../../src/domain/schemas/transfer';
import type { InviteMailing } from '../masters/transporterInvite';
import type { AnyImportDefinition } from './importDefinition';
import { clientImport, vendorImport } from './partyImports';
import { plantImport } from './plantImport';
import { transporterImport } from './transporterImport';

/**
 * Every import by its kind: adding one is its spec, its definition and a line here (and in IMPORT_KINDS).
 * Imports that invite people (transporters) mail their links, so the registry is made with the mailer.
 */
export const importRegistry = (
  mailing: InviteMailing,
): Readonly<Record<ImportKind, AnyImportDefinition>> => ({
  client: clientImport,
  vendor: vendorImport,
  transporter: transporterImport(mailing),
  plant: plantImport,
});
