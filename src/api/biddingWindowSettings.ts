import { BiddingWindowSettings, type BiddingWindowValues } from '../domain/schemas/biddingWindowSettings';
import type { HttpClient } from './httpClient';

const PATH = '/api/settings/bidding-window';

/** The industry's bidding window settings; saving and resetting answer the settings as they now are. */
export const biddingWindowSettingsApi = (http: HttpClient) => ({
  get: (signal?: AbortSignal) => http.get(PATH, { schema: BiddingWindowSettings, signal }),
  save: (values: BiddingWindowValues) => http.put(PATH, { schema: BiddingWindowSettings, body: values }),
  reset: () => http.delete(PATH, { schema: BiddingWindowSettings }),
});
