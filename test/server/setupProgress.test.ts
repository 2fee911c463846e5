import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupProgress } from '../../src/domain/schemas/setupProgress';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { freshIndustry } from './masters/peopleFixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => app?.close());

const progressOf = async (token: string) => {
  const reply = await api<SetupProgress>(app, '/api/dashboard/setup', { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return Object.fromEntries(reply.body.steps.map((s) => [s.step, s.count]));
};

describe("a new company's first steps", () => {
  it('are all to do for a company that has just started, in the order it needs them', async () => {
    const { owner } = await freshIndustry(app, { members: 5 });
    const reply = await api<SetupProgress>(app, '/api/dashboard/setup', { token: owner });
    expect(reply.body.steps).toEqual([
      { step: 'plants', count: 0 },
      { step: 'transporters', count: 0 },
      { step: 'clients', count: 0 },
      { step: 'products', count: 0 },
    ]);
  });

  it("count the company's own records only: its first product, not another company's", async () => {
    const first = await freshIndustry(app, { members: 5 });
    const other = await freshIndustry(app, { members: 5 });
    const added = await api(app, '/api/products', {
      token: first.owner,
      body: { code: 'CEM-OPC', name: 'OPC 53 cement', hsnCode: '2523', unit: 'MT', defaultPackageId: '' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await progressOf(first.owner)).toEqual({ plants: 0, transporters: 0, clients: 0, products: 1 });
    expect(await progressOf(other.owner)).toEqual({ plants: 0, transporters: 0, clients: 0, products: 0 });
  });

  it('are all done for the demo company', async () => {
    const counts = await progressOf(await loginAs(app, 'owner'));
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(0);
  });

  it('are refused without a session, and to a transporter, in the error shape', async () => {
    expect((await api(app, '/api/dashboard/setup')).status).toBe(401);
    const reply = await api<{ error: { code: string } }>(app, '/api/dashboard/setup', {
      token: await loginAs(app, 'transporter'),
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBeTruthy();
  });
});
