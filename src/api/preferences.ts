import { UserPreferences } from '../domain/schemas/preferences';
import type { HttpClient } from './httpClient';

export const preferencesApi = (http: HttpClient) => ({
  get: () => http.get('/api/user/preferences', { schema: UserPreferences }),
  save: (preferences: UserPreferences) =>
    http.put('/api/user/preferences', { body: preferences, schema: UserPreferences }),
});
