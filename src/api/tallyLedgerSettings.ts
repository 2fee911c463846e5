import { type TallyLedgerNames, TallyLedgerSettings } from '../domain/schemas/tallyLedgers';
import type { HttpClient } from './httpClient';

const PATH = '/api/settings/tally-ledgers';

/** The ledger names of the industry's Tally company; saving and resetting answer the names as they now are. */
export const tallyLedgerSettingsApi = (http: HttpClient) => ({
  get: (signal?: AbortSignal) => http.get(PATH, { schema: TallyLedgerSettings, signal }),
  save: (values: TallyLedgerNames) => http.put(PATH, { schema: TallyLedgerSettings, body: values }),
  reset: () => http.delete(PATH, { schema: TallyLedgerSettings }),
});
