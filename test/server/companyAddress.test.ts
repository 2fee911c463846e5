import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../server/db/schema/tenancy';
import type { Company } from '../../src/domain/schemas/company';
import type { CheckoutResult } from '../../src/domain/schemas/subscription';
import { fetchPdf } from './documentPdf';
import { api, loginAs, startTestApp, type TestApp } from './harness';

/**
 * The company's address: changed by the industry's owner alone, through a validated endpoint, and printed as
 * the buyer's on the plan invoices issued after.
 */

type Reply = Company & { error: { code: string; message: string; fields?: Record<string, string> } };

let app: TestApp;
const tokens = { owner: '', staff: '' };

const putAddress = (token: string, body: unknown) =>
  api<Reply>(app, '/api/company/address', { method: 'PUT', token, body });

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[key] = await loginAs(app, key);
});
afterAll(() => app.close());

describe("the company's address", () => {
  it('is changed by the owner and read back by everyone of the industry', async () => {
    const saved = await putAddress(tokens.owner, { address: '  12, Industrial Area, Mandideep 462046 ' });
    expect(saved.status).toBe(200);
    expect(saved.body.address).toBe('12, Industrial Area, Mandideep 462046');
    const read = await api<Company>(app, '/api/company', { token: tokens.staff });
    expect(read.body.address).toBe('12, Industrial Area, Mandideep 462046');
  });

  it('is refused to a member who is not the owner, and leaves the address as it was', async () => {
    const refused = await putAddress(tokens.staff, { address: 'Somewhere else, Bhopal' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'forbidden',
      message: "Only an industry owner can change the company's address",
    });
    const read = await api<Company>(app, '/api/company', { token: tokens.owner });
    expect(read.body.address).toBe('12, Industrial Area, Mandideep 462046');
  });

  it('refuses an address too short or missing under its field', async () => {
    for (const body of [{ address: ' x ' }, {}, { address: 'y'.repeat(301) }]) {
      const reply = await putAddress(tokens.owner, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.code).toBe('validation');
      expect(Object.keys(reply.body.error.fields ?? {})).toEqual(['address']);
    }
  });

  it("is printed as the buyer's on the next plan invoice", async () => {
    const address = 'Plot 4, Sector C, Pithampur 454775';
    expect((await putAddress(tokens.owner, { address })).status).toBe(200);
    const [growth] = await app.database.db.select().from(plans).where(eq(plans.name, 'Growth'));
    const checkout = await api<{ id: number }>(app, '/api/subscription/checkout', {
      token: tokens.owner,
      body: { planId: growth!.id },
    });
    expect(checkout.status).toBe(201);
    const paid = await api<CheckoutResult>(
      app,
      `/api/subscription/checkout/${checkout.body.id}/test-outcome`,
      {
        token: tokens.owner,
        body: { outcome: 'success' },
      },
    );
    expect(paid.body.invoice?.buyer.address).toBe(address);
    const pdf = await fetchPdf(app, `/api/subscription/invoices/${paid.body.invoice!.id}/pdf`, tokens.owner);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain(`BUYER ${paid.body.invoice!.buyer.name} ${address}`);
  });
});
