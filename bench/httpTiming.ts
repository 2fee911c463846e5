import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, demoAccount } from '../server/db/seed/demoAccounts';

/** Signs the demo owner in over HTTP, as the browser does; answers the bearer token. */
export async function signInOwner(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: demoAccount('owner').email, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** One signed-in GET of a track, timed from the request to the whole body read. */
export async function timedTrack(url: string, token: string) {
  const started = performance.now();
  const reply = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await reply.text();
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}: ${body.slice(0, 200)}`);
  return {
    ms: performance.now() - started,
    bytes: body.length,
    points: (JSON.parse(body) as { points: unknown[] }).points.length,
  };
}
