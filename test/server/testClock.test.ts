import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests } from '../../server/db/schema/requests';
import { MovableClock } from '../../server/movableClock';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { demoRefs, requestForm } from './lifecycleFixtures';

const HOUR = 3_600_000;
const PATH = '/api/test/clock';

/** The browser suite's server (TEST_CLOCK=movable): its time moves ahead over HTTP, and its sweeps follow. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { TEST_CLOCK: 'movable' }, clock: new MovableClock() });
});
afterAll(() => app.close());

describe('POST /api/test/clock', () => {
  it('moves the server ahead and answers once the sweeps have run at the new time', async () => {
    const owner = await loginAs(app, 'owner');
    const created = await api<{ id: number }>(app, '/api/requests', {
      token: owner,
      body: requestForm(await demoRefs(app.database.db)),
    });
    await api(app, `/api/requests/${created.body.id}/publish`, { method: 'POST', token: owner });

    const moved = await api<{ now: string }>(app, PATH, { body: { advanceMs: 5 * HOUR } });
    expect(moved.status).toBe(200);
    expect(Math.abs(Date.parse(moved.body.now) - (Date.now() + 5 * HOUR))).toBeLessThan(5_000);
    // Its window ended four hours after the form's now: nobody bid, so the sweep let it expire.
    const [row] = await app.database.db
      .select({ status: requests.status })
      .from(requests)
      .where(eq(requests.id, created.body.id));
    expect(row!.status).toBe('expired');
  });

  it('moves forward only, by whole milliseconds, and says which field is wrong', async () => {
    for (const advanceMs of [-1, 1.5, 'soon']) {
      const reply = await api<{ error: { code: string; fields: Record<string, string> } }>(app, PATH, {
        body: { advanceMs },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('validation');
      expect(Object.keys(reply.body.error.fields)).toEqual(['advanceMs']);
    }
  });

  it('is not there on a server that runs on the system clock', async () => {
    const plain = await startTestApp();
    try {
      const reply = await api<{ error: { code: string } }>(plain, PATH, { body: { advanceMs: HOUR } });
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('not_found');
    } finally {
      await plain.close();
    }
  });
});
