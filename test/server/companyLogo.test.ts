import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../server/db/schema/billing';
import { orders } from '../../server/db/schema/orders';
import type { Company } from '../../src/domain/schemas/company';
import { fetchPdf } from './documentPdf';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { demoRefs } from './lifecycleFixtures';
import { prepareSecondIndustry } from './trackingFixtures';

/**
 * The industry's logo: uploaded by its owner, kept as a PNG in the file store, served to its own people only,
 * and printed at the head of the documents its account prints.
 */

let app: TestApp;
let owner: string;
let staff: string;
let theirOwner: string;
let orderId: number;
let invoiceId: number;
let theirOrderId: number;

/** An odd size, so that the PDF's image of it is told apart from the QR code's. */
const LOGO_SIZE = { width: 321, height: 123 };

const putLogo = async (token: string, bytes: Uint8Array, type: string) => {
  const response = await fetch(`${app.baseUrl}/api/company/logo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: new Uint8Array(bytes),
  });
  return {
    status: response.status,
    body: (await response.json()) as Company & { error: { message: string } },
  };
};

const storedLogos = async () =>
  readdir(join(app.config.dataDir, 'files', 'logo')).catch(() => [] as string[]);

/** pdfkit writes each image as an XObject whose dictionary names its pixel size in plain text. */
const hasLogoImage = (pdf: Uint8Array) => {
  const text = Buffer.from(pdf).toString('latin1');
  return (
    /\/Subtype \/Image/.test(text) &&
    text.includes(`/Width ${LOGO_SIZE.width}\n`) &&
    text.includes(`/Height ${LOGO_SIZE.height}\n`)
  );
};

const DOCUMENTS = () => [
  `/api/orders/${orderId}/gate-pass/pdf`,
  `/api/orders/${orderId}/lorry-receipt/pdf`,
  `/api/invoices/${invoiceId}/pdf`,
];

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  const { industryId } = await demoRefs(app.database.db);
  const second = await prepareSecondIndustry(app);
  theirOrderId = second.orderId;
  [owner, staff, theirOwner] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'staff'),
    loginAs(app, 'noPlan'),
  ]);
  const [invoice] = await app.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.industryId, industryId))
    .limit(1);
  invoiceId = invoice!.id;
  const [order] = await app.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.industryId, industryId), eq(orders.id, invoice!.orderId)));
  orderId = order!.id;
});
afterAll(() => app.close());

describe("the industry's logo", () => {
  it('starts absent: the company reads without one and its documents carry the Freightdesk mark', async () => {
    const company = await api<Company>(app, '/api/company', { token: staff });
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ name: expect.any(String), gstin: expect.any(String), logo: null });
    for (const path of DOCUMENTS())
      expect(hasLogoImage((await fetchPdf(app, path, owner)).bytes), path).toBe(false);
    expect((await api(app, '/api/company/logo', { token: staff })).status).toBe(404);
  });

  it('is changed by the owner only, and only with an image', async () => {
    const png = await sharp({
      create: { ...LOGO_SIZE, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    expect((await putLogo(staff, png, 'image/png')).status).toBe(403);
    const text = await putLogo(owner, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect([text.status, text.body.error.message]).toEqual([
      415,
      'This file is not a logo that can be read: send a JPEG, PNG or WebP',
    ]);
    // Its size is read from its header and refused before a pixel is decoded.
    const wide = await sharp({ create: { width: 12_001, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const tooWide = await putLogo(owner, wide, 'image/png');
    expect([tooWide.status, tooWide.body.error.message]).toEqual([
      422,
      'The logo is larger than 12000 pixels a side: send a smaller one',
    ]);
    expect(await storedLogos()).toEqual([]);

    const saved = await putLogo(owner, png, 'image/png');
    expect(saved.status).toBe(200);
    expect(saved.body.logo).toMatch(/^\/api\/company\/logo\?v=\d+$/);
    const served = await fetch(`${app.baseUrl}${saved.body.logo}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(served.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual([
      'png',
      321,
      123,
      true,
    ]);
  });

  it("is printed at the head of the industry's documents, and of no other industry's", async () => {
    for (const path of DOCUMENTS()) {
      const pdf = await fetchPdf(app, path, owner);
      expect(pdf.status, path).toBe(200);
      expect(hasLogoImage(pdf.bytes), path).toBe(true);
    }
    const theirs = await fetchPdf(app, `/api/orders/${theirOrderId}/gate-pass/pdf`, theirOwner);
    expect(theirs.status).toBe(200);
    expect(hasLogoImage(theirs.bytes)).toBe(false);
    expect((await api(app, '/api/company/logo', { token: theirOwner })).status).toBe(404);
  });

  it('is shrunk to fit the header box, and a replaced logo leaves the store', async () => {
    const wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const saved = await putLogo(owner, wide, 'image/jpeg');
    expect(saved.status).toBe(200);
    expect(await storedLogos()).toHaveLength(1);
    const served = await fetch(`${app.baseUrl}${saved.body.logo}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 480, 240]);
  });

  it('is removed by the owner: gone from the store and from the documents', async () => {
    const removed = await api<Company>(app, '/api/company/logo', { token: owner, method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body.logo).toBeNull();
    expect(await storedLogos()).toEqual([]);
    const pdf = await fetchPdf(app, `/api/orders/${orderId}/gate-pass/pdf`, owner);
    expect(Buffer.from(pdf.bytes).toString('latin1')).not.toContain('/Width 480\n');
  });
});
