import type { HttpClient } from './httpClient';

/**
 * An API's calls fetched when first made, with their schemas (and zod): for the calls the app's frame makes on
 * its own (the plan check, the permissions' refresh, the reader's language), which the sign-in page's first
 * load must not carry. The module system keeps each after its first fetch.
 */
const whenMade =
  <Api>(load: () => Promise<(http: HttpClient) => Api>) =>
  async (http: HttpClient): Promise<Api> =>
    (await load())(http);

export const specWhenMade = whenMade(() => import('./spec').then((module) => module.specApi));
export const preferencesWhenMade = whenMade(() =>
  import('./preferences').then((module) => module.preferencesApi),
);
export const authWhenMade = whenMade(() => import('./auth').then((module) => module.authApi));
export const clientConfigWhenMade = whenMade(() =>
  import('./clientConfig').then((module) => module.clientConfigApi),
);
export const pushWhenMade = whenMade(() => import('./push').then((module) => module.pushApi));
