import { authApi } from './auth';
import { dashboardApi } from './dashboard';
import { createHttpClient, type HttpClientOptions } from './httpClient';
import { plantsApi } from './plants';
import { specApi } from './spec';

/** Every resource module bound to one HTTP client, so screens get them from one place (ApiProvider). */
export const createApiClient = (options: HttpClientOptions) => {
  const http = createHttpClient(options);
  return {
    auth: authApi(http),
    spec: specApi(http),
    plants: plantsApi(http),
    dashboard: dashboardApi(http),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
