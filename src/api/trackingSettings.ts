import { TrackingAlertSettings, type TrackingAlertThresholds } from '../domain/schemas/trackingSettings';
import type { HttpClient } from './httpClient';

const PATH = '/api/settings/tracking-alerts';

/** The industry's alert thresholds; saving and resetting answer the settings as they now are. */
export const trackingSettingsApi = (http: HttpClient) => ({
  alerts: (signal?: AbortSignal) => http.get(PATH, { schema: TrackingAlertSettings, signal }),
  saveAlerts: (thresholds: TrackingAlertThresholds) =>
    http.put(PATH, { schema: TrackingAlertSettings, body: thresholds }),
  resetAlerts: () => http.delete(PATH, { schema: TrackingAlertSettings }),
});

export type TrackingSettingsApi = ReturnType<typeof trackingSettingsApi>;
