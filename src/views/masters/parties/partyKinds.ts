import { clientsApi, vendorsApi } from '../../../api/parties';
import type { PartyKind } from '../../../domain/schemas/party';

/** Each kind's routes: the party screens are written once and told which kind they show. */
export const PARTY_ROUTES = {
  client: {
    list: 'client-list',
    add: 'client-add',
    view: 'client-view',
    edit: 'client-edit',
    import: 'client-import',
  },
  vendor: {
    list: 'vendor-list',
    add: 'vendor-add',
    view: 'vendor-view',
    edit: 'vendor-edit',
    import: 'vendor-import',
  },
} as const;

/** The kind's API module, for useApi. */
export const partyApiOf = (kind: PartyKind) => (kind === 'client' ? clientsApi : vendorsApi);
