import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '../../src/domain/money';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { suiteServer } from '../support/suiteServer';

/**
 * The demo transporter (Jai Bharat Roadways) on a phone, about its money: it raises the invoice of an order it
 * delivered from My orders, in the shipper's own invoice form worded for it; the shipper approves, schedules
 * and pays it (over the API, as its back office would), and the transporter sees each step on My invoices with
 * the payments and what the shipper still owes; a disputed one says why the moment the shipper disputes it, and
 * the transporter corrects it and submits it again. Then the same in Hindi, and the file.
 */

let app: App;
let page: App['page'];
let owner: ApiSession;
let plates = 0;
/** The invoice the shipper disputes while My invoices is open, corrected, then disputed again for Hindi. */
const disputed = `TD/${Date.now() % 1_000_000}`;

const FREIGHT_INR = 41_000;

/** An order of the demo industry carried by the demo transporter, walked by the shipper to delivered. */
async function deliveredOrder(): Promise<{ id: number; number: string }> {
  const form = await owner.get<FormOptions>('/api/form-options');
  const plant = form.plants[0]!;
  const client = form.clients.find((c) => c.addresses.length > 0)!;
  const order = await owner.post<{ id: number; number: string }>('/api/offline-orders', {
    direction: 'outbound',
    plantId: plant.id,
    transporterId: form.transporters.find((t) => t.name === 'Jai Bharat Roadways')!.id,
    clientId: client.id,
    productId: form.products[0]!.id,
    originCityId: plant.cityId,
    destinationCityId: client.addresses[0]!.cityId,
    weightKg: 18_000,
    freightInr: FREIGHT_INR,
    pickupAt: new Date().toISOString(),
  });
  const plate = `MP09TM${String((Date.now() + ++plates) % 10_000).padStart(4, '0')}`;
  await owner.post(`/api/orders/${order.id}/vehicle`, {
    vehicleNumber: plate,
    driverName: 'Ramesh Yadav',
    driverPhone: '9876543210',
    trackingMethod: 'gps',
  });
  await owner.post(`/api/orders/${order.id}/step`, { event: 'gate.arrive' });
  await owner.post(`/api/gate/orders/${order.id}/in`, { vehicleNumber: plate });
  await owner.post(`/api/orders/${order.id}/step`, { event: 'cargo.start' });
  await owner.post(`/api/gate/orders/${order.id}/out`, { vehicleNumber: plate });
  await owner.post(`/api/orders/${order.id}/step`, { event: 'trip.start' });
  const pod = new FormData();
  pod.append('receivedBy', 'Store keeper');
  pod.append('file', new Blob(['%PDF-1.4 signed'], { type: 'application/pdf' }), 'pod.pdf');
  const delivered = await fetch(`${owner.baseUrl}/api/orders/${order.id}/pod`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: pod,
  });
  expect(delivered.status).toBe(200);
  return order;
}

/** The shipper's id of an invoice the transporter raised, found by its number. */
async function shipperInvoiceId(number: string): Promise<{ id: number; payablePaise: number }> {
  const found = await owner.get<{ rows: { id: number; payablePaise: number }[] }>(
    `/api/invoices?search=${encodeURIComponent(number)}`,
  );
  expect(found.rows).toHaveLength(1);
  return found.rows[0]!;
}

const cardOf = (number: string) => page.locator(`[data-testid="my-invoice"][data-invoice="${number}"]`);
const statusOf = (number: string) => cardOf(number).getByTestId('status-badge').getAttribute('data-status');

/** From My orders: raise the delivered order's invoice under this number, forward charge, and submit it. */
async function raiseFromMyOrders(order: { id: number; number: string }, number: string) {
  await page.getByTestId('portal-nav-transporter-orders').click();
  await app.expectPath('/transporter/orders');
  const card = page.locator(`[data-testid="my-order"][data-order="${order.number}"]`);
  await card.getByTestId('order-raise-invoice').click();
  await app.expectPath(`/transporter/orders/${order.id}/invoice`);
  await page.getByTestId('invoice-form').waitFor();
  // Freight starts at the award.
  await expect
    .poll(async () => Number((await page.getByTestId('line-0-rate').inputValue()).replaceAll(',', '')))
    .toBe(FREIGHT_INR);
  await page.getByTestId('invoice-number').fill(number);
  await page.getByTestId('charge-forward').check();
}

/** The shipper's back office approves the invoice, schedules it for today and pays it in two parts. */
async function approveAndPay(number: string, step: (status: string) => Promise<void>) {
  const invoice = await shipperInvoiceId(number);
  await owner.post(`/api/invoices/${invoice.id}/approve`);
  await step('approved');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await owner.post(`/api/invoices/${invoice.id}/schedule`, { scheduledOn: today });
  const part = 10_000;
  const stamp = String(Date.now()).slice(-10);
  await owner.post(`/api/invoices/${invoice.id}/payments`, {
    amountInr: part,
    paidOn: today,
    mode: 'neft',
    reference: `SBIN52${stamp}`,
  });
  await owner.post(`/api/invoices/${invoice.id}/payments`, {
    amountInr: (invoice.payablePaise - part * 100) / 100,
    paidOn: today,
    mode: 'rtgs',
    reference: `HDFCR5${stamp}`,
  });
  return { references: [`SBIN52${stamp}`, `HDFCR5${stamp}`], today };
}

beforeAll(async () => {
  app = await openApp({ viewport: { width: 390, height: 844 } });
  page = app.page;
  owner = await apiSessionOf(app.baseUrl, 'owner');
});
afterAll(async () => {
  // The demo transporter is shared with the other browser tests: they read the API's answers in English.
  const transporter = await apiSessionOf(suiteServer().baseUrl, 'transporter');
  await transporter.call('PUT', '/api/user/preferences', { language: 'en' });
  await app.close();
});

describe("the transporter's money on a phone", () => {
  const number = `TP/${Date.now() % 1_000_000}`;

  it('raises the invoice of a delivered order in the shared form, worded for the transporter', async () => {
    const order = await deliveredOrder();
    await app.signInAs('transporter', '/transporter/requests');
    await raiseFromMyOrders(order, number);
    // The form speaks to the transporter: it is paid what it bills, the shipper's terms are the shipper's.
    await page.getByText('Payable to you').waitFor();
    await page.getByText('You charge the GST and are paid it with the freight.').waitFor();
    await page.getByTestId('invoice-number').fill('');
    await page.getByTestId('invoice-save').click();
    await page.getByText('An invoice number has at most 16 letters, digits, "-" or "/"').waitFor();
    await page.getByTestId('invoice-number').fill(number);
    await expect.poll(() => page.getByTestId('figure-payable').textContent()).toBe(formatInr(4_592_000));
    await app.screenshot('portal-raise-invoice');

    await page.getByTestId('invoice-save').click();
    await app.expectPath('/transporter/invoices');
    await page.getByText(`Invoice ${number} submitted`).waitFor();
    await cardOf(number).waitFor();
    expect(await statusOf(number)).toBe('submitted');
    expect(await cardOf(number).getByTestId('invoice-industry').textContent()).toBeTruthy();
    await page.getByTestId('owed-by-industry').waitFor();
    expect(await page.getByTestId('portal-nav-transporter-invoices').getAttribute('aria-current')).toBe(
      'page',
    );
    // The shipper has it as the transporter's, audited as one it entered.
    const entered = await owner.get<{ source: string; status: string }>(
      `/api/invoices/${(await shipperInvoiceId(number)).id}`,
    );
    expect(entered).toMatchObject({ source: 'transporter', status: 'submitted' });
    // The order now waits on its invoice, not for one.
    await page.getByTestId('portal-nav-transporter-orders').click();
    await page
      .locator(`[data-testid="my-order"][data-order="${order.number}"]`)
      .getByTestId('order-see-invoices')
      .waitFor();
    await page.getByTestId('portal-nav-transporter-invoices').click();
    await cardOf(number).waitFor();
    await app.screenshot('portal-my-invoices');
  });

  it('sees it approved, then scheduled and paid, with each payment', async () => {
    const { references, today } = await approveAndPay(number, async (status) => {
      await app.reload();
      await expect.poll(() => statusOf(number)).toBe(status);
    });
    await app.reload();
    await expect.poll(() => statusOf(number)).toBe('paid');
    const card = cardOf(number);
    await card.getByTestId('invoice-scheduled').getByText(`Payment scheduled for ${today}`).waitFor();
    const receipts = card.getByTestId('invoice-receipts');
    for (const reference of references) await receipts.getByText(reference, { exact: false }).waitFor();
    expect(await card.getByTestId('invoice-paid').textContent()).toBe(formatInr(4_592_000));
    await card.scrollIntoViewIfNeeded();
    await app.screenshot('portal-invoice-paid');
  });

  it('a disputed invoice says why the moment it is disputed, and is corrected and submitted again', async () => {
    const order = await deliveredOrder();
    const transporter = await app.api();
    await transporter.post('/api/transporter/invoices', {
      orderId: order.id,
      number: disputed,
      issuedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
      chargeMode: 'reverse',
      irn: '',
      lines: [{ kind: 'freight', quantity: 1, rateInr: FREIGHT_INR + 2_500 }],
    });
    // My invoices stays open, unreloaded: the new invoice and then the shipper's dispute come over its socket.
    const card = cardOf(disputed);
    await card.waitFor();
    const { id } = await shipperInvoiceId(disputed);
    await owner.post(`/api/invoices/${id}/dispute`, { reason: 'Freight above the award' });
    await card.getByTestId('invoice-dispute-reason').getByText('Disputed: Freight above the award').waitFor();
    expect(await statusOf(disputed)).toBe('disputed');
    await card.scrollIntoViewIfNeeded();
    await app.screenshot('portal-invoice-disputed');

    await card.getByTestId('invoice-correct').click();
    await app.expectPath(`/transporter/invoices/${id}/correct`);
    await page.getByTestId('entry-dispute-reason').getByText('Disputed: Freight above the award').waitFor();
    // The form holds the invoice as it was sent: its number, and the freight the shipper disputes.
    expect(await page.getByTestId('invoice-number').inputValue()).toBe(disputed);
    await expect
      .poll(async () => Number((await page.getByTestId('line-0-rate').inputValue()).replaceAll(',', '')))
      .toBe(FREIGHT_INR + 2_500);
    await page.getByTestId('line-0-rate').fill(String(FREIGHT_INR));
    await page.getByTestId('invoice-save').click();
    await app.expectPath('/transporter/invoices');
    await page.getByText(`Invoice ${disputed} corrected and submitted again`).waitFor();
    await expect.poll(() => statusOf(disputed)).toBe('submitted');
    expect(await card.getByTestId('invoice-dispute-reason').count()).toBe(0);
    expect(await owner.get(`/api/invoices/${id}`)).toMatchObject({
      status: 'submitted',
      amountPaise: FREIGHT_INR * 100,
      disputeReason: null,
    });
    // Disputed once more, for the Hindi reader below; heard live again.
    await owner.post(`/api/invoices/${id}/dispute`, { reason: 'Toll receipt missing' });
    await expect.poll(() => statusOf(disputed)).toBe('disputed');
  });
});

describe('in Hindi', () => {
  const number = `TH/${Date.now() % 1_000_000}`;

  it('raises the invoice, sees it approved and paid', async () => {
    const order = await deliveredOrder();
    await app.switchLanguage('हिन्दी');
    await page.getByRole('heading', { name: 'मेरे इनवॉइस', level: 1 }).waitFor();
    await raiseFromMyOrders(order, number);
    await page.getByRole('heading', { name: 'इनवॉइस बनाएँ', level: 1 }).waitFor();
    await page.getByText('आपको देय').waitFor();
    await app.screenshot('portal-raise-invoice-hi');
    await page.getByTestId('invoice-save').click();
    await app.expectPath('/transporter/invoices');
    await cardOf(number).waitFor();

    await approveAndPay(number, async (status) => {
      await app.reload();
      await expect.poll(() => statusOf(number)).toBe(status);
      if (status === 'approved')
        expect(await cardOf(number).getByTestId('status-badge').textContent()).toBe('स्वीकृत');
    });
    await app.reload();
    await expect.poll(() => statusOf(number)).toBe('paid');
    expect(await cardOf(number).getByTestId('status-badge').textContent()).toBe('भुगतान हो गया');
    await page.getByRole('heading', { name: 'आपका बकाया, शिपर के अनुसार' }).waitFor();
    await app.screenshot('portal-my-invoices-hi');
  });

  it('corrects a disputed invoice in Hindi', async () => {
    await cardOf(disputed).getByTestId('invoice-correct').click();
    await page.getByRole('heading', { name: `इनवॉइस सुधारें ${disputed}`, level: 1 }).waitFor();
    await page.getByText('विवादित: Toll receipt missing').waitFor();
    await page.getByRole('button', { name: 'सुधरा इनवॉइस जमा करें' }).waitFor();
    await app.screenshot('portal-correct-invoice-hi');
    await page.getByTestId('portal-nav-transporter-invoices').click();
    await app.expectPath('/transporter/invoices');
  });

  it('downloads its paid invoices as a file', async () => {
    await page.getByTestId('invoices-status').selectOption('paid');
    await cardOf(number).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByTestId('export-button').click();
        await page.getByTestId('export-csv').click();
      })(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-invoices-paid-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf-8').replace(/^\uFEFF/, '');
    const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data as [
      string[],
      ...string[][],
    ];
    // In the reader's language, as every export.
    expect(header[0]).toBe('इनवॉइस संख्या');
    const numbers = rows.map((r) => r[0]);
    expect(numbers).toEqual(expect.arrayContaining([number]));
  });
});
