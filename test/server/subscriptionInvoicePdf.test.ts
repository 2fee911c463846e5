import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionInvoices } from '../../server/db/schema/subscriptionBilling';
import { industries } from '../../server/db/schema/tenancy';
import { DEMO_INDUSTRY_NAME } from '../../server/db/seed/demoAccounts';
import { rupeesInWords } from '../../src/domain/amountInWords';
import { documentLinkOf, fetchPdf, fetchPdfIn } from './documentPdf';
import { loginAs, startTestApp, type TestApp } from './harness';

let app: TestApp;
const tokens = { owner: '', staff: '', noPlan: '' };

beforeAll(async () => {
  app = await startTestApp();
  for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[key] = await loginAs(app, key);
});
afterAll(() => app.close());

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

const invoiceOf = async (industryName: string) => {
  const [row] = await app.database.db
    .select({ invoice: subscriptionInvoices })
    .from(subscriptionInvoices)
    .innerJoin(industries, eq(industries.id, subscriptionInvoices.industryId))
    .where(eq(industries.name, industryName))
    .limit(1);
  return row?.invoice;
};

describe('the subscription invoice as a PDF', () => {
  it('prints the number, both GSTINs, the lines, the total in figures and in words, and its own link', async () => {
    const invoice = (await invoiceOf(DEMO_INDUSTRY_NAME))!;
    const path = `/api/subscription/invoices/${invoice.id}/pdf`;
    const pdf = await fetchPdf(app, path, tokens.owner);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdf.text).toContain('Tax Invoice');
    expect(pdf.text).toContain(invoice.number);
    expect(pdf.text).toContain(`GSTIN: ${invoice.sellerGstin}`);
    expect(pdf.text).toContain(`GSTIN: ${invoice.buyerGstin}`);
    expect(pdf.text).toContain(invoice.buyerName);
    for (const line of invoice.lines) expect(pdf.text).toContain(line.description);
    expect(pdf.text).toContain(`Total ${rupees(invoice.totalPaise)}`);
    expect(pdf.text).not.toContain('INR');
    expect(pdf.text).toContain(rupeesInWords(invoice.totalPaise));
    documentLinkOf(pdf, app.config.publicUrl);
  });

  it('prints in Hindi for an owner who reads Hindi, with the seller, buyer, SAC and number as they are', async () => {
    const invoice = (await invoiceOf(DEMO_INDUSTRY_NAME))!;
    const pdf = await fetchPdfIn(app, 'hi', `/api/subscription/invoices/${invoice.id}/pdf`, tokens.owner);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('टैक्स इनवॉइस');
    expect(pdf.text).toContain(invoice.number);
    expect(pdf.text).toContain(`GSTIN: ${invoice.sellerGstin}`);
    expect(pdf.text).toContain(`GSTIN: ${invoice.buyerGstin}`);
    // The lines are printed as they were invoiced, with their SAC.
    for (const line of invoice.lines) expect(pdf.text).toContain(`${line.description} ${line.sacCode}`);
    expect(pdf.text).toContain(`कर योग्य मूल्य ${rupees(invoice.taxablePaise)}`);
    expect(pdf.text).toContain(rupees(invoice.totalPaise));
    // Shaped Devanagari reads back in glyph order, not letter by letter (ई comes back as इ and a stray sign), so
    // of the amount in words only its plain ending is read back here; the words are the unit tests' subject.
    expect(pdf.text).toContain('पैसे मात्र');
    for (const english of ['Tax Invoice', 'Taxable value', 'Total', 'Rupees', 'INR'])
      expect(pdf.text).not.toContain(english);
  });

  it("answers 404 for another industry's invoice and one that does not exist, 400 for an id that is not one", async () => {
    // The owner of the second industry reaches for the demo industry's invoice.
    const mine = (await invoiceOf(DEMO_INDUSTRY_NAME))!;
    const across = await fetchPdf(app, `/api/subscription/invoices/${mine.id}/pdf`, tokens.noPlan);
    expect(across.status).toBe(404);
    expect(across.json?.error.code).toBe('not_found');
    expect((await fetchPdf(app, '/api/subscription/invoices/999999/pdf', tokens.owner)).status).toBe(404);
    const word = await fetchPdf(app, '/api/subscription/invoices/first/pdf', tokens.owner);
    expect(word.status).toBe(400);
  });

  it('needs list-plan', async () => {
    const mine = (await invoiceOf(DEMO_INDUSTRY_NAME))!;
    const staff = await fetchPdf(app, `/api/subscription/invoices/${mine.id}/pdf`, tokens.staff);
    expect(staff.status).toBe(403);
  });
});
