import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/api/ApiError';
import { createHttpClient } from '../../src/api/httpClient';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const setup = (response: Response, token = 'tok') => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response);
  const onUnauthorized = vi.fn();
  const http = createHttpClient({ getToken: () => token, onUnauthorized, fetch });
  return { http, fetch, onUnauthorized };
};

describe('httpClient', () => {
  it('sends JSON with the bearer token and parses the answer with the schema', async () => {
    const { http, fetch } = setup(json(200, { saved: true }));
    const answer = await http.post('/api/user/save-token', {
      schema: z.object({ saved: z.boolean() }),
      body: { token: 'push' },
    });
    expect(answer).toEqual({ saved: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/save-token');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"token":"push"}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it('builds the query string without empty values', async () => {
    const { http, fetch } = setup(json(200, []));
    await http.get('/api/plants', {
      schema: z.array(z.never()),
      query: { page: 2, search: '', status: undefined },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/plants?page=2');
  });

  it('maps {error} answers to ApiError with code, status and fields', async () => {
    const { http } = setup(
      json(400, { error: { code: 'validation', message: 'Bad input', fields: { login: 'Required' } } }),
    );
    const failure = await http
      .post('/api/auth/login', { schema: z.unknown(), authenticated: false })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'validation',
      status: 400,
      message: 'Bad input',
      fields: { login: 'Required' },
    });
  });

  it('signs the user out on a 401 of an authenticated call only', async () => {
    const unauthorized = { error: { code: 'unauthorized', message: 'Expired' } };
    const authed = setup(json(401, unauthorized));
    await expect(authed.http.get('/api/auth/me', { schema: z.unknown() })).rejects.toMatchObject({
      status: 401,
    });
    expect(authed.onUnauthorized).toHaveBeenCalledTimes(1);

    const login = setup(json(401, unauthorized));
    await expect(
      login.http.post('/api/auth/login', { schema: z.unknown(), authenticated: false }),
    ).rejects.toMatchObject({ code: 'unauthorized' });
    expect(login.onUnauthorized).not.toHaveBeenCalled();
    expect(login.fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('reports an answer that does not fit the schema', async () => {
    const { http } = setup(json(200, { industry: 1 }));
    await expect(
      http.post('/api/login-header-details', { schema: z.object({ industry: z.string() }) }),
    ).rejects.toMatchObject({
      code: 'bad_response',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const http = createHttpClient({ getToken: () => '', onUnauthorized: vi.fn(), fetch });
    await expect(http.get('/api/plants', { schema: z.unknown() })).rejects.toMatchObject({
      code: 'network',
      status: 0,
    });
  });

  it('accepts an empty 204 answer', async () => {
    const { http } = setup(new Response(null, { status: 204 }));
    await expect(http.post('/api/auth/logout', { schema: z.unknown() })).resolves.toBeUndefined();
  });
});
