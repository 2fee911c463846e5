import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs, startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('error shapes', () => {
  it('validation errors name each bad field', async () => {
    const reply = await api(app, '/api/auth/login', { body: { login: '', password: '' } });
    expect(reply).toEqual({
      status: 400,
      body: {
        error: {
          code: 'validation',
          message: 'Some fields are invalid',
          fields: { login: 'Enter your email or mobile number', password: 'Enter your password' },
        },
      },
    });
  });

  it('a missing body is reported against the body', async () => {
    const reply = await api(app, '/api/auth/login', { method: 'POST' });
    expect(reply).toMatchObject({
      status: 400,
      body: { error: { code: 'validation', fields: { body: expect.any(String) } } },
    });
  });

  it('malformed JSON is a 400 bad_request', async () => {
    const reply = await api(app, '/api/auth/login', { rawBody: '{"login":' });
    expect(reply).toMatchObject({ status: 400, body: { error: { code: 'bad_request' } } });
  });

  it('an unknown API route is a JSON 404, signed in or not', async () => {
    expect(await api(app, '/api/no-such-thing')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'No API route GET /api/no-such-thing' } },
    });
    const token = await loginAs(app, 'owner');
    expect((await api(app, '/api/no-such-thing', { token, method: 'DELETE' })).status).toBe(404);
  });

  it('answers what fails before any route runs in the same shape, without echoing the URL', async () => {
    const token = await loginAs(app, 'owner');
    const longId = '9'.repeat(5_000);
    expect(await api(app, `/api/orders/${longId}`, { token })).toEqual({
      status: 414,
      body: { error: { code: 'bad_request', message: 'A part of the URL is too long' } },
    });
    expect(await api(app, '/api/orders/%E0%A4', { token })).toEqual({
      status: 400,
      body: { error: { code: 'bad_request', message: 'The URL is not valid: check its percent-encoding' } },
    });
    // Past Node's 16 KiB for the request head, the server answers before Fastify sees the request.
    expect(await api(app, `/api/orders?search=${'x'.repeat(20_000)}`, { token })).toEqual({
      status: 431,
      body: { error: { code: 'bad_request', message: 'The URL and headers are too large' } },
    });
    const unknown = await api<{ error: { message: string } }>(app, `/api/${'x'.repeat(5_000)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message.length).toBeLessThan(150);
  });

  it('refuses a body past the limit, and one that is no JSON, in the same shape', async () => {
    const tooLarge = await api(app, '/api/auth/login', { rawBody: `"${'x'.repeat(1024 * 1024)}"` });
    expect(tooLarge).toMatchObject({ status: 413, body: { error: { code: 'bad_request' } } });
    const response = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<login>owner</login>',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { code: 'bad_request', message: expect.any(String) },
    });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const reply = await api<{ openapi: string; paths: Record<string, unknown> }>(app, '/api/docs/json');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/plants',
        '/api/plants/{id}',
        '/api/shipper-permissions',
      ]),
    );
  });

  it('sends a CSP that lets MapLibre run blob: workers and Mantine inline styles', async () => {
    const response = await fetch(`${app.baseUrl}/api/client-config`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toContain("script-src 'self'");
  });
});
