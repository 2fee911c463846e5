import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../server/db/schema/geo';
import { gateEvents, orders } from '../../server/db/schema/orders';
import { clientAddresses, clients } from '../../server/db/schema/parties';
import { industries } from '../../server/db/schema/tenancy';
import { transporters } from '../../server/db/schema/transporters';
import { rupeesInHindiWords, rupeesInWords } from '../../src/domain/amountInWords';
import { isoToIndianWallTime } from '../../src/domain/indianTime';
import { documentLinkOf, fetchPdf, fetchPdfIn } from './documentPdf';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { deliveredOrder } from './invoiceFixtures';
import { type DemoRefs, demoRefs, offlineOrderForm } from './lifecycleFixtures';
import { prepareSecondIndustry } from './trackingFixtures';

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let order: typeof orders.$inferSelect;

const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  owner = await loginAs(app, 'owner');
  const id = await deliveredOrder(app, owner, refs);
  order = await one(app.database.db.select().from(orders).where(eq(orders.id, id)));
  // The gate's two passes, with the weighbridge's readings at the way out.
  await app.database.db.insert(gateEvents).values([
    {
      industryId: refs.industryId,
      orderId: id,
      plantId: refs.plantId,
      kind: 'gate_in',
      at: order.gateInAt!,
      vehicleNumber: 'MP19AB1234',
    },
    {
      industryId: refs.industryId,
      orderId: id,
      plantId: refs.plantId,
      kind: 'gate_out',
      at: order.gateOutAt!,
      vehicleNumber: 'MP19AB1234',
      grossWeightKg: 37_250,
      tareWeightKg: 12_100,
    },
  ]);
});
afterAll(() => app.close());

describe("an order's lorry receipt and gate pass as PDFs", () => {
  it('the lorry receipt names the transporter, consignor and consignee with their GSTINs, the lane and the freight', async () => {
    const db = app.database.db;
    const [industry, transporter, client, from] = await Promise.all([
      one(db.select().from(industries).where(eq(industries.id, refs.industryId))),
      one(db.select().from(transporters).where(eq(transporters.id, refs.transporterId))),
      one(db.select().from(clients).where(eq(clients.id, refs.clientId))),
      one(db.select().from(cities).where(eq(cities.id, refs.cityId))),
    ]);
    const path = `/api/orders/${order.id}/lorry-receipt/pdf`;
    const pdf = await fetchPdf(app, path, owner);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="lorry-receipt-${order.number}.pdf"`,
    );
    expect(pdf.text).toContain('Lorry Receipt');
    expect(pdf.text).toContain(`No. ${order.number}`);
    expect(pdf.text).toContain(`${transporter.name} GSTIN: ${transporter.gstin}`);
    expect(pdf.text).toContain(`CONSIGNOR ${industry.name}`);
    expect(pdf.text).toContain(`GSTIN: ${industry.gstin}`);
    expect(pdf.text).toContain(client.name);
    expect(pdf.text).toContain(`From: ${from.name}`);
    expect(pdf.text).toContain('Vehicle: MP19AB1234');
    expect(pdf.text).toContain('25,000');
    expect(pdf.text).toContain('Freight ₹38,500.00');
    expect(pdf.text).not.toMatch(/[\u0900-\u097F]/);
    expect(pdf.text).toContain(rupeesInWords(38_500_00));
    documentLinkOf(pdf, app.config.publicUrl);
  });

  it("the lorry receipt gives the consignee's address in the town it goes to and when the truck left", async () => {
    const db = app.database.db;
    const town = await one(db.select().from(cities).where(eq(cities.id, refs.otherCityId)));
    // The client's address in the order's destination town, added after its main one: the one the goods go to.
    await db.insert(clientAddresses).values({
      industryId: refs.industryId,
      clientId: refs.clientId,
      label: 'Ring Road godown',
      address: 'Plot 7, Ring Road',
      cityId: town.id,
      pincode: '482001',
      latitude: town.latitude,
      longitude: town.longitude,
    });
    const pdf = await fetchPdf(app, `/api/orders/${order.id}/lorry-receipt/pdf`, owner);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain(`Plot 7, Ring Road, ${town.name}, 482001`);
    // An outbound truck with no trip start recorded left at its pass out of the plant's gate.
    expect(pdf.text).toContain(`Truck left: ${isoToIndianWallTime(order.gateOutAt!).slice(0, 16)}`);

    // An order whose truck has not left yet says so.
    const waiting = await api<{ id: number }>(app, '/api/offline-orders', {
      token: owner,
      body: offlineOrderForm(refs),
    });
    const before = await fetchPdf(app, `/api/orders/${waiting.body.id}/lorry-receipt/pdf`, owner);
    expect(before.status).toBe(200);
    expect(before.text).toContain('Truck left: —');
  });

  it('the gate pass lists each pass through the gate with its weights, and carries no amount', async () => {
    const pdf = await fetchPdf(app, `/api/orders/${order.id}/gate-pass/pdf`, owner);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('Gate Pass');
    expect(pdf.text).toMatch(/Gate in \d{4}-\d{2}-\d{2} \d{2}:\d{2} MP19AB1234 - -/);
    expect(pdf.text).toMatch(/Gate out \d{4}-\d{2}-\d{2} \d{2}:\d{2} MP19AB1234 37,250 12,100/);
    expect(pdf.text).not.toContain('Amount in words');
  });

  it('print in Hindi for a reader who reads Hindi: headings and labels in Hindi, the records as stored', async () => {
    const db = app.database.db;
    const [industry, client, from] = await Promise.all([
      one(db.select().from(industries).where(eq(industries.id, refs.industryId))),
      one(db.select().from(clients).where(eq(clients.id, refs.clientId))),
      one(db.select().from(cities).where(eq(cities.id, refs.cityId))),
    ]);
    const lorry = await fetchPdfIn(app, 'hi', `/api/orders/${order.id}/lorry-receipt/pdf`, owner);
    expect(lorry.status).toBe(200);
    expect(lorry.text).toContain('लॉरी रसीद');
    expect(lorry.text).toContain(order.number);
    expect(lorry.text).toContain(industry.name);
    expect(lorry.text).toContain(`GSTIN: ${industry.gstin}`);
    expect(lorry.text).toContain(client.name);
    expect(lorry.text).toContain(`कहाँ से: ${from.name}`);
    expect(lorry.text).toContain('गाड़ी: MP19AB1234');
    expect(lorry.text).toContain('भाड़ा ₹38,500.00');
    // Shaped Devanagari reads back in glyph order with stray spaces inside a conjunct ("रु पये"), so the amount
    // in words is compared without its spaces.
    const spaceless = (text: string) => text.replace(/\s+/g, '');
    expect(spaceless(lorry.text)).toContain(spaceless(rupeesInHindiWords(38_500_00)));
    // As words: the document's link carries a random token, which may hold "INR" by chance.
    for (const english of ['Lorry Receipt', 'Freight', 'Rupees', 'INR'])
      expect(lorry.text).not.toMatch(new RegExp(`\\b${english}\\b`));

    const pass = await fetchPdfIn(app, 'hi', `/api/orders/${order.id}/gate-pass/pdf`, owner);
    expect(pass.status).toBe(200);
    expect(pass.text).toContain('गेट पास');
    expect(pass.text).toMatch(/गेट-इन \d{4}-\d{2}-\d{2} \d{2}:\d{2} MP19AB1234 - -/);
    expect(pass.text).toMatch(/गेट-आउट \d{4}-\d{2}-\d{2} \d{2}:\d{2} MP19AB1234 37,250 12,100/);
    for (const english of ['Gate Pass', 'Gate in', 'Gate out']) expect(pass.text).not.toContain(english);
  });

  it("is not found for another industry's order, and validates the id", async () => {
    await prepareSecondIndustry(app);
    const theirOwner = await loginAs(app, 'noPlan');
    for (const kind of ['lorry-receipt', 'gate-pass']) {
      const across = await fetchPdf(app, `/api/orders/${order.id}/${kind}/pdf`, theirOwner);
      expect(across.status).toBe(404);
      expect(across.json?.error.code).toBe('not_found');
    }
    expect((await fetchPdf(app, '/api/orders/first/gate-pass/pdf', owner)).status).toBe(400);
  });
});
