import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClient } from '../../src/api/httpClient';
import { specApi } from '../../src/api/spec';
import { type AppState, AppStateContext } from '../../src/app/AppStateContext';
import { useApi } from '../../src/app/useApi';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The app state as far as useApi reads it: the one HTTP client. */
const withClient =
  (http: HttpClient) =>
  ({ children }: { children: ReactNode }) => (
    <AppStateContext.Provider value={{ http } as AppState}>{children}</AppStateContext.Provider>
  );

const client = (fetch: typeof globalThis.fetch = async () => json([])) =>
  createHttpClient({ getToken: () => 'token-abc', onUnauthorized: () => {}, fetch });

afterEach(cleanup);

describe('useApi', () => {
  it('binds a module once per HTTP client: every render and every caller gets the same object', () => {
    const http = client();
    const factory = vi.fn((bound: HttpClient) => ({ bound }));
    const { result, rerender } = renderHook(() => [useApi(factory), useApi(factory)] as const, {
      wrapper: withClient(http),
    });
    const [first, second] = result.current;
    rerender();
    expect(result.current[0]).toBe(first);
    expect(second).toBe(first);
    expect(factory).toHaveBeenCalledExactlyOnceWith(http);
  });

  it('binds anew for another client, so a second app never calls through the first one’s token', () => {
    const factory = vi.fn((bound: HttpClient) => ({ bound }));
    const one = renderHook(() => useApi(factory), { wrapper: withClient(client()) });
    const other = renderHook(() => useApi(factory), { wrapper: withClient(client()) });
    expect(other.result.current).not.toBe(one.result.current);
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('calls through the app’s client, signed with the session’s token', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(['list-plant']));
    const { result } = renderHook(() => useApi(specApi), { wrapper: withClient(client(fetch)) });
    expect(await result.current.shipperPermissions()).toEqual(['list-plant']);
    expect(fetch).toHaveBeenCalledWith(
      '/api/shipper-permissions',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-abc' }) }),
    );
  });
});
