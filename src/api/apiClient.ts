import { authApi } from './auth';
import { clientConfigApi } from './clientConfig';
import { dashboardApi } from './dashboard';
import { createHttpClient, type HttpClientOptions } from './httpClient';
import { plantsApi } from './plants';
import { specApi } from './spec';
import { trackingApi } from './tracking';

/** Every resource module bound to one HTTP client, so screens get them from one place (ApiProvider). */
export const createApiClient = (options: HttpClientOptions) => {
  const http = createHttpClient(options);
  return {
    auth: authApi(http),
    spec: specApi(http),
    plants: plantsApi(http),
    dashboard: dashboardApi(http),
    clientConfig: clientConfigApi(http),
    tracking: trackingApi(http),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
