import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLinkKeys } from '../../server/db/schema/documents';
import { orders } from '../../server/db/schema/orders';
import { subscriptionInvoices } from '../../server/db/schema/subscriptionBilling';
import {
  type DocumentLink,
  decodeDocumentLink,
  encodeDocumentLink,
  signDocumentLink,
} from '../../server/documents/documentLinks';
import { ApiError } from '../../src/domain/schemas/error';
import type { InvoiceDetail } from '../../src/domain/schemas/payments';
import { documentLinkOf, fetchPdf, fetchPdfIn } from './documentPdf';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { deliveredOrder } from './invoiceFixtures';
import { demoRefs } from './lifecycleFixtures';
import { prepareSecondIndustry } from './trackingFixtures';

/**
 * The link a printed document's QR carries opens that document for anyone holding the paper, signed in or
 * not, for a year; nothing else: not another record, not another industry's, not after its year.
 */

let app: TestApp;
let owner: string;
let industryId: number;
let orderId: number;
let invoice: InvoiceDetail;
let subscriptionInvoice: typeof subscriptionInvoices.$inferSelect;
let theirs: { owner: string; industryId: number; orderId: number };

const DAY_MS = 24 * 3_600_000;
const path = (token: string) => `/api/documents/${token}`;
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/** The signed link printed on the document a signed-in user downloads from `route`. */
async function printedLink(route: string, token = owner) {
  const pdf = await fetchPdf(app, route, token);
  expect(pdf.status, route).toBe(200);
  return documentLinkOf(pdf, app.config.publicUrl);
}

/** A link opened as a phone opens it: no session. */
const open = (link: string) => fetchPdf(app, link.slice(app.config.publicUrl.length));

const statusOf = async (token: string) => (await fetch(`${app.baseUrl}${path(token)}`)).status;

async function expectRefused(token: string) {
  const reply = await api(app, path(token));
  expect(reply.status).toBe(404);
  expect(ApiError.parse(reply.body).error.code).toBe('not_found');
}

/** A token's payload rewritten, its signature kept: what tampering with a printed link gives. */
function reaimed(token: string, change: Partial<DocumentLink>) {
  const [payload, signature] = token.split('.') as [string, string];
  const link = decodeDocumentLink(payload)!;
  return `${encodeDocumentLink({ ...link, ...change })}.${signature}`;
}

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  const db = app.database.db;
  const refs = await demoRefs(db);
  industryId = refs.industryId;
  owner = await loginAs(app, 'owner');
  orderId = await deliveredOrder(app, owner, refs);
  const entered = await api<InvoiceDetail>(app, '/api/invoices', {
    token: owner,
    body: {
      orderId,
      number: 'RT/26-27/QR1',
      issuedOn: '2026-06-10',
      chargeMode: 'forward',
      irn: '',
      lines: [{ kind: 'freight', quantity: 1, rateInr: 38_500 }],
    },
  });
  expect(entered.status).toBe(201);
  const step = (to: string, body?: object) =>
    api(app, `/api/invoices/${entered.body.id}/${to}`, {
      token: owner,
      method: 'POST',
      ...(body ? { body } : {}),
    });
  await step('approve');
  await step('schedule', { scheduledOn: '2026-07-05' });
  for (const amountInr of [10_000, 5_000])
    await step('payments', { amountInr, paidOn: '2026-07-05', mode: 'rtgs', reference: `UTR${amountInr}` });
  invoice = (await api<InvoiceDetail>(app, `/api/invoices/${entered.body.id}`, { token: owner })).body;
  const [paid] = await db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.industryId, industryId))
    .limit(1);
  subscriptionInvoice = paid!;
  const second = await prepareSecondIndustry(app);
  theirs = { owner: await loginAs(app, 'noPlan'), industryId: second.industryId, orderId: second.orderId };
});
afterAll(() => app.close());

describe("a printed document's QR link", () => {
  it('opens each document without signing in, inline, as the document it was printed from', async () => {
    const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    const documents = [
      [`/api/invoices/${invoice.id}/pdf`, 'Freight Invoice', invoice.number],
      [`/api/receipts/${invoice.receipts[1]!.id}/pdf`, 'Payment Receipt', 'UTR5000'],
      [`/api/orders/${orderId}/lorry-receipt/pdf`, 'Lorry Receipt', order!.number],
      [`/api/orders/${orderId}/gate-pass/pdf`, 'Gate Pass', order!.number],
      [`/api/subscription/invoices/${subscriptionInvoice.id}/pdf`, 'Tax Invoice', subscriptionInvoice.number],
    ] as const;
    for (const [route, title, number] of documents) {
      const link = await printedLink(route);
      // Short enough for the router's path parameter (100 characters) and a QR read at a glance.
      expect(tokenOf(link)).toHaveLength(63);
      const opened = await open(link);
      expect(opened.status, route).toBe(200);
      expect(opened.headers.get('content-type'), route).toBe('application/pdf');
      expect(opened.headers.get('content-disposition'), route).toMatch(/^inline; filename=".+\.pdf"$/);
      expect(opened.text, route).toContain(title);
      expect(opened.text, route).toContain(number);
      // What opens carries its own link again, so a copy printed from the phone scans alike.
      expect(opened.links, route).toEqual([link]);
    }
  });

  it('prints in the language of whoever printed the paper, whoever scans it', async () => {
    const pdf = await fetchPdfIn(app, 'hi', `/api/invoices/${invoice.id}/pdf`, owner);
    const opened = await open(documentLinkOf(pdf, app.config.publicUrl));
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('भाड़ा इनवॉइस');
    expect(opened.text).not.toContain('Freight Invoice');
  });

  it('refuses a token with any one character changed', async () => {
    const token = tokenOf(await printedLink(`/api/invoices/${invoice.id}/pdf`));
    const [payload] = token.split('.') as [string];
    // One character of the payload, one of the signature (its last, whose low bits base64 decoding would
    // drop), and the token cut short.
    for (const at of [payload.length - 3, token.length - 1, 5]) {
      const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      await expectRefused(changed);
    }
    await expectRefused(token.slice(0, -1));
    // Ids no column holds are refused before any key is looked up for them.
    await expectRefused(reaimed(token, { id: 1, industryId: 2 ** 32 - 1 }));
    await expectRefused('not-a-document-link');
    expect(await statusOf(token)).toBe(200);
  });

  it('refuses a token re-aimed at another record, another kind or another language', async () => {
    const [first, second] = invoice.receipts;
    const token = tokenOf(await printedLink(`/api/receipts/${first!.id}/pdf`));
    await expectRefused(reaimed(token, { id: second!.id }));
    await expectRefused(reaimed(token, { kind: 'freight-invoice', id: invoice.id }));
    await expectRefused(reaimed(token, { language: 'hi' }));
    await expectRefused(reaimed(token, { expiresAt: new Date(4e12) }));
    // The same receipt, unchanged, still opens: only the tampering was refused.
    expect(await statusOf(reaimed(token, {}))).toBe(200);
  });

  it('lasts a year from its printing, and not a day more', async () => {
    const db = app.database.db;
    const link: Omit<DocumentLink, 'expiresAt'> = {
      kind: 'freight-invoice',
      id: invoice.id,
      industryId,
      language: 'en',
    };
    const printedAgo = (days: number) => signDocumentLink(db, link, new Date(Date.now() - days * DAY_MS));
    expect(await statusOf(await printedAgo(364))).toBe(200);
    await expectRefused(await printedAgo(366));
  });

  it("never opens another industry's document, whatever the token names", async () => {
    const db = app.database.db;
    // Their own lorry receipt's link opens for them: the refusals below are about whose link it is.
    const their = tokenOf(await printedLink(`/api/orders/${theirs.orderId}/lorry-receipt/pdf`, theirs.owner));
    expect(await statusOf(their)).toBe(200);
    const ours = tokenOf(await printedLink(`/api/orders/${orderId}/lorry-receipt/pdf`));

    // Our token re-aimed at their order, under our industry or under theirs.
    await expectRefused(reaimed(ours, { id: theirs.orderId }));
    await expectRefused(reaimed(ours, { id: theirs.orderId, industryId: theirs.industryId }));
    // A link our own key signs truly, naming their order: the record is looked up within our industry only.
    const signed = await signDocumentLink(
      db,
      {
        kind: 'lorry-receipt',
        id: theirs.orderId,
        industryId,
        language: 'en',
      },
      new Date(),
    );
    await expectRefused(signed);
    // Each industry has its own key, so neither can sign the other's links.
    const keys = await db.select().from(documentLinkKeys);
    const keyOf = (id: number) => Buffer.from(keys.find((k) => k.industryId === id)!.key).toString('hex');
    expect(keyOf(industryId)).toHaveLength(64);
    expect(keyOf(industryId)).not.toBe(keyOf(theirs.industryId));
  });

  it('is a public operation, limited per address like the other public links', async () => {
    const document = app.app.swagger() as { paths: Record<string, { get?: { security?: unknown } }> };
    expect(document.paths['/api/documents/{token}']?.get?.security).toEqual([]);
    let limited: Response | undefined;
    for (let attempt = 0; attempt <= 60 && !limited; attempt++) {
      const reply = await fetch(`${app.baseUrl}${path(`guess-${attempt}`)}`);
      if (reply.status === 429) limited = reply;
      else expect(reply.status).toBe(404);
    }
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(ApiError.parse(await limited?.json()).error.code).toBe('rate_limited');
  });
});
