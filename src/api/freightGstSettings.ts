import { type FreightGstRates, FreightGstSettings } from '../domain/schemas/freightGstSettings';
import type { HttpClient } from './httpClient';

const PATH = '/api/settings/freight-gst';

/** The industry's GST rates of freight; saving and resetting answer the rates as they now are. */
export const freightGstSettingsApi = (http: HttpClient) => ({
  get: (signal?: AbortSignal) => http.get(PATH, { schema: FreightGstSettings, signal }),
  save: (values: FreightGstRates) => http.put(PATH, { schema: FreightGstSettings, body: values }),
  reset: () => http.delete(PATH, { schema: FreightGstSettings }),
});
