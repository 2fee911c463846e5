import type { ApiClient } from '../../../api/apiClient';
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

export const partyApiOf = (api: ApiClient, kind: PartyKind) =>
  kind === 'client' ? api.clients : api.vendors;
