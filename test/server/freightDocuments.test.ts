import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industries } from '../../server/db/schema/tenancy';
import { transporters } from '../../server/db/schema/transporters';
import { rupeesInHindiWords, rupeesInWords } from '../../src/domain/amountInWords';
import type { InvoiceDetail } from '../../src/domain/schemas/payments';
import type { TransporterLink } from '../../src/domain/schemas/transporter';
import { validGstin } from '../support/importFiles';
import { documentLinkOf, fetchPdf, fetchPdfIn } from './documentPdf';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { deliveredOrder } from './invoiceFixtures';
import { type DemoRefs, demoRefs, makeStaffGateKeeper } from './lifecycleFixtures';
import { prepareSecondIndustry } from './trackingFixtures';

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let invoice: InvoiceDetail;

// Text read back from a shaped Devanagari line comes in the order of its glyphs, not of its letters: a pre-base
// vowel sign (ि) or a reph (र्) moves, and a conjunct's pieces may be read with a space between them ("रु पये").
// So the Hindi is checked on words without those, and the amount in words without its spaces.
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

/** Amounts as the documents print them: ₹ with lakh grouping, the same in English and Hindi. */
const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

const step = (path: string, body?: object) =>
  api<InvoiceDetail>(app, `/api/invoices/${invoice.id}/${path}`, {
    token: owner,
    method: 'POST',
    ...(body ? { body } : {}),
  });

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  owner = await loginAs(app, 'owner');
  const orderId = await deliveredOrder(app, owner, refs);
  const entered = await api<InvoiceDetail>(app, '/api/invoices', {
    token: owner,
    body: {
      orderId,
      number: 'RT/26-27/PDF1',
      issuedOn: '2026-06-10',
      chargeMode: 'forward',
      irn: '',
      lines: [
        { kind: 'freight', quantity: 1, rateInr: 1_23_456.78 },
        { kind: 'detention', quantity: 6, rateInr: 500 },
      ],
    },
  });
  expect(entered.status).toBe(201);
  invoice = entered.body;
  await step('approve');
  await step('schedule', { scheduledOn: '2026-07-05' });
  for (const amountInr of [50_000, 25_000])
    await step('payments', {
      amountInr,
      paidOn: '2026-07-05',
      mode: 'rtgs',
      reference: `UTR${amountInr}XYZ`,
    });
  invoice = (await api<InvoiceDetail>(app, `/api/invoices/${invoice.id}`, { token: owner })).body;
});
afterAll(() => app.close());

const gstinsOf = async () => {
  const [industry] = await app.database.db
    .select()
    .from(industries)
    .where(eq(industries.id, refs.industryId));
  const [transporter] = await app.database.db
    .select()
    .from(transporters)
    .where(eq(transporters.id, invoice.transporter.id));
  return { industry: industry!, transporter: transporter! };
};

describe('the freight invoice as a PDF', () => {
  it('prints the number, both GSTINs, the lines, GST and the payable in figures and in words', async () => {
    const pdf = await fetchPdf(app, `/api/invoices/${invoice.id}/pdf`, owner);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      'attachment; filename="freight-invoice-RT-26-27-PDF1.pdf"',
    );
    const { industry, transporter } = await gstinsOf();
    expect(pdf.text).toContain('Freight Invoice');
    expect(pdf.text).toContain('No. RT/26-27/PDF1');
    expect(pdf.text).toContain(`GSTIN: ${transporter.gstin}`);
    expect(pdf.text).toContain(`GSTIN: ${industry.gstin}`);
    expect(pdf.text).toContain(industry.name);
    // The supplier at its registered office, as a tax invoice names it.
    expect(transporter.address).toBeTruthy();
    expect(pdf.text).toContain(
      `(SUPPLIER) ${transporter.name} ${transporter.address} GSTIN: ${transporter.gstin}`,
    );
    expect(pdf.text).toContain('Charge Quantity Rate Amount');
    expect(pdf.text).toContain(`Freight 1 ₹1,23,456.78 ₹1,23,456.78`);
    expect(pdf.text).toContain(`Detention 6 ₹500.00 ₹3,000.00`);
    expect(pdf.text).toContain(`Taxable value ${rupees(invoice.amountPaise)}`);
    // A transporter of Madhya Pradesh billing an industry registered there, under forward charge at 12 %.
    expect(pdf.text).toContain('Place of supply: Madhya Pradesh (23)');
    expect(pdf.text).toContain('Tax payable on reverse charge: No');
    expect(pdf.text).toContain(`CGST 6 % ${rupees(invoice.cgstPaise)}`);
    expect(pdf.text).toContain(`SGST 6 % ${rupees(invoice.sgstPaise)}`);
    expect(pdf.text).not.toContain('IGST');
    expect(pdf.text).toContain(`Total ${rupees(invoice.payablePaise)}`);
    expect(pdf.text).not.toContain('INR');
    expect(pdf.text).not.toMatch(/[\u0900-\u097F]/);
    expect(pdf.text).toContain(rupeesInWords(invoice.payablePaise));
    documentLinkOf(pdf, app.config.publicUrl);
  });

  it('prints the registered office the industry gave its invited transporter, and the one it changed it to', async () => {
    const invited = await api<{ id: number }>(app, '/api/industry-transporters', {
      token: owner,
      body: {
        mode: 'invite',
        name: 'Rewa Road Carriers',
        gstin: validGstin(4242, '23', 'Z'),
        contactName: 'Anil Tiwari',
        email: 'anil@rewaroad.example.in',
        mobile: '9425042420',
        cityId: refs.cityId,
        address: '21 Transport Nagar, Rewa',
      },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const link = await api<TransporterLink>(app, `/api/industry-transporters/${invited.body.id}`, {
      token: owner,
    });
    const orderId = await deliveredOrder(app, owner, refs, undefined, {
      transporterId: link.body.transporterId,
    });
    const entered = await api<InvoiceDetail>(app, '/api/invoices', {
      token: owner,
      body: {
        orderId,
        number: 'RR/26-27/ADDR1',
        issuedOn: '2026-06-10',
        chargeMode: 'forward',
        irn: '',
        lines: [{ kind: 'freight', quantity: 1, rateInr: 20_000 }],
      },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const supplier = async () => (await fetchPdf(app, `/api/invoices/${entered.body.id}/pdf`, owner)).text;
    expect(await supplier()).toContain('(SUPPLIER) Rewa Road Carriers 21 Transport Nagar, Rewa GSTIN:');

    const moved = await api(app, `/api/industry-transporters/${invited.body.id}`, {
      token: owner,
      method: 'PUT',
      body: { contactName: 'Anil Tiwari', address: '5 Sirmour Chowk, Rewa' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await supplier()).toContain('(SUPPLIER) Rewa Road Carriers 5 Sirmour Chowk, Rewa GSTIN:');
  });

  it('under reverse charge from a transporter of another state: IGST, payable by the recipient and left out of the total', async () => {
    const orderId = await deliveredOrder(app, owner, refs, undefined, {
      transporterId: refs.otherTransporterIds[0],
    });
    const entered = await api<InvoiceDetail>(app, '/api/invoices', {
      token: owner,
      body: {
        orderId,
        number: 'PB/26-27/RCM1',
        issuedOn: '2026-06-10',
        chargeMode: 'reverse',
        irn: '',
        lines: [{ kind: 'freight', quantity: 1, rateInr: 38_500 }],
      },
    });
    expect(entered.status).toBe(201);
    const [transporter] = await app.database.db
      .select()
      .from(transporters)
      .where(eq(transporters.id, refs.otherTransporterIds[0]));
    expect(transporter!.gstin!.slice(0, 2)).not.toBe('23');
    expect(entered.body).toMatchObject({
      placeOfSupply: '23',
      supplierStateCode: transporter!.gstin!.slice(0, 2),
      ratePercent: 5,
      igstPaise: 1_925_00,
      cgstPaise: 0,
      sgstPaise: 0,
      payablePaise: 38_500_00,
    });
    const pdf = await fetchPdf(app, `/api/invoices/${entered.body.id}/pdf`, owner);
    expect(pdf.text).toContain('Place of supply: Madhya Pradesh (23)');
    expect(pdf.text).toContain('Tax payable on reverse charge: Yes');
    expect(pdf.text).toContain(`IGST 5 %, payable by the recipient ${rupees(1_925_00)}`);
    expect(pdf.text).not.toContain('CGST');
    expect(pdf.text).toContain(`Payable to the transporter ${rupees(38_500_00)}`);
    expect(pdf.text).toContain(rupeesInWords(38_500_00));
    expect(pdf.text).toContain(`The recipient pays the GST of ${rupees(1_925_00)} on this supply`);

    const hindi = await fetchPdfIn(app, 'hi', `/api/invoices/${entered.body.id}/pdf`, owner);
    expect(hindi.text).toContain(`IGST 5 %`);
    expect(hindi.text).toContain('हाँ');
    expect(withoutSpaces(hindi.text)).toContain(withoutSpaces(rupeesInHindiWords(38_500_00)));
  });

  it('prints each receipt with its payment, the invoice it settles and what is still owed after it', async () => {
    expect(invoice.receipts).toHaveLength(2);
    const [first, second] = invoice.receipts;
    const pdf = await fetchPdf(app, `/api/receipts/${second!.id}/pdf`, owner);
    expect(pdf.status).toBe(200);
    // The industry's own series: one receipt after the other.
    const number = second!.number;
    expect(Number(number.slice('RCPT-'.length))).toBe(Number(first!.number.slice('RCPT-'.length)) + 1);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${number}.pdf"`);
    expect(pdf.text).toContain('Payment Receipt');
    expect(pdf.text).toContain(`No. ${number}`);
    expect(pdf.text).toContain('Against invoice: RT/26-27/PDF1 of 2026-06-10');
    expect(pdf.text).toContain('Mode: RTGS');
    expect(pdf.text).toContain('UTR25000XYZ');
    expect(pdf.text).toContain(`Amount paid ${rupees(25_000_00)}`);
    expect(pdf.text).toContain('Rupees Twenty-Five Thousand Only');
    expect(pdf.text).toContain(`Paid so far on this invoice: ${rupees(75_000_00)}`);
    expect(pdf.text).toContain(`Still owed after this payment: ${rupees(invoice.payablePaise - 75_000_00)}`);
    const earlier = await fetchPdf(app, `/api/receipts/${first!.id}/pdf`, owner);
    expect(earlier.text).toContain(
      `Still owed after this payment: ${rupees(invoice.payablePaise - 50_000_00)}`,
    );
  });

  it('prints the invoice in Hindi for a reader who reads Hindi, with the legal facts as they are', async () => {
    const pdf = await fetchPdfIn(app, 'hi', `/api/invoices/${invoice.id}/pdf`, owner);
    expect(pdf.status).toBe(200);
    const { industry, transporter } = await gstinsOf();
    expect(pdf.text).toContain('भाड़ा इनवॉइस');
    expect(pdf.text).toContain('RT/26-27/PDF1');
    expect(pdf.text).toContain(`GSTIN: ${transporter.gstin}`);
    expect(pdf.text).toContain(`GSTIN: ${industry.gstin}`);
    expect(pdf.text).toContain('शुल्क मात्रा दर');
    expect(pdf.text).toContain('भाड़ा 1 ₹1,23,456.78 ₹1,23,456.78');
    expect(pdf.text).toContain(`कर योग्य मूल्य ${rupees(invoice.amountPaise)}`);
    expect(pdf.text).toContain(`CGST 6 % ${rupees(invoice.cgstPaise)}`);
    expect(pdf.text).toContain('Madhya Pradesh (23)');
    expect(pdf.text).toContain('नहीं');
    expect(pdf.text).toContain(rupees(invoice.payablePaise));
    expect(withoutSpaces(pdf.text)).toContain(withoutSpaces(rupeesInHindiWords(invoice.payablePaise)));
    documentLinkOf(pdf, app.config.publicUrl);
    for (const english of ['Freight Invoice', 'Taxable value', 'Amount in words', 'Rupees', 'INR'])
      expect(pdf.text).not.toContain(english);
  });

  it('prints the receipt in Hindi for a reader who reads Hindi', async () => {
    const receipt = invoice.receipts[1]!;
    const pdf = await fetchPdfIn(app, 'hi', `/api/receipts/${receipt.id}/pdf`, owner);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${receipt.number}.pdf"`,
    );
    expect(pdf.text).toContain('भुगतान रसीद');
    expect(pdf.text).toContain('माध्यम: RTGS');
    expect(pdf.text).toContain('UTR25000XYZ');
    expect(pdf.text).toContain(`इस इनवॉइस पर अब तक भुगतान: ${rupees(75_000_00)}`);
    expect(pdf.text).toContain(`इस भुगतान के बाद शेष देय: ${rupees(invoice.payablePaise - 75_000_00)}`);
    expect(withoutSpaces(pdf.text)).toContain(withoutSpaces('पच्चीस हज़ार रुपये मात्र'));
    for (const english of ['Payment Receipt', 'Amount paid', 'Rupees', 'INR'])
      expect(pdf.text).not.toContain(english);
  });

  it('is not found for another industry, needs payment-summary, and validates the id', async () => {
    await prepareSecondIndustry(app);
    const theirOwner = await loginAs(app, 'noPlan');
    for (const path of [`/api/invoices/${invoice.id}/pdf`, `/api/receipts/${invoice.receipts[0]!.id}/pdf`]) {
      const across = await fetchPdf(app, path, theirOwner);
      expect(across.status).toBe(404);
      expect(across.json?.error.code).toBe('not_found');
    }
    expect((await fetchPdf(app, '/api/receipts/999999/pdf', owner)).status).toBe(404);
    expect((await fetchPdf(app, '/api/invoices/first/pdf', owner)).status).toBe(400);
    await makeStaffGateKeeper(app.database.db, refs.industryId);
    const staff = await loginAs(app, 'staff');
    expect((await fetchPdf(app, `/api/invoices/${invoice.id}/pdf`, staff)).status).toBe(403);
    expect((await fetchPdf(app, `/api/receipts/${invoice.receipts[0]!.id}/pdf`, staff)).status).toBe(403);
  });
});
