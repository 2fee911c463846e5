import type { HttpClient } from '../api/httpClient';
import { useAppState } from './AppStateContext';

/** A resource module of src/api: what it offers, bound to an HTTP client. */
export type ApiModule<Bound> = (http: HttpClient) => Bound;

const bound = new WeakMap<HttpClient, WeakMap<ApiModule<unknown>, unknown>>();

/**
 * One resource module bound to the app's HTTP client. A screen imports the modules it calls and no others, so
 * each module (and the schemas it parses with) loads with the screens that use it; the bound module is the same
 * object on every render and in every component, so it is a steady dependency of memos and effects (pass the
 * module's factory itself, declared once, not a function made while rendering).
 */
export function useApi<Bound>(module: ApiModule<Bound>): Bound {
  const { http } = useAppState();
  const modules = bound.get(http) ?? new WeakMap<ApiModule<unknown>, unknown>();
  bound.set(http, modules);
  if (!modules.has(module)) modules.set(module, module(http));
  return modules.get(module) as Bound;
}
