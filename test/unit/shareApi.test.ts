import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/ApiError';
import { createHttpClient } from '../../src/api/httpClient';
import { shareApi } from '../../src/api/share';

const TOKEN = 'AbCdEf0123456789_-xyz';

const setup = (response: Response) => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response);
  const onUnauthorized = vi.fn();
  const api = shareApi(createHttpClient({ getToken: () => 'session', onUnauthorized, fetch }));
  return { api, fetch, onUnauthorized };
};

describe('shareApi', () => {
  it('revokes with a signed-in DELETE and takes the empty 204 as done', async () => {
    const { api, fetch } = setup(new Response(null, { status: 204 }));
    await expect(api.revoke(42, TOKEN)).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/tracking/orders/42/share/${TOKEN}`);
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer session' });
  });

  it('reads a shared order without the session, and a dead link neither signs out nor passes as data', async () => {
    const body = { error: { code: 'not_found', message: 'This tracking link has expired or was revoked' } };
    const { api, fetch, onUnauthorized } = setup(new Response(JSON.stringify(body), { status: 410 }));
    const failure = await api.view(TOKEN).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(410);
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
