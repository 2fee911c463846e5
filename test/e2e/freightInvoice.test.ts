import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupeesInWords } from '../../src/domain/amountInWords';
import { taxAt } from '../../src/domain/gst';
import { formatInr } from '../../src/domain/money';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { readXlsx } from '../support/importFiles';

/**
 * A delivered order's invoice from entry to payment: the shipper types the transporter's invoice, which bills
 * more than the award, from the order's page; the audit flags it on /payment-summary, the shipper disputes it
 * and enters the corrected one in the same form; it is approved, scheduled, paid in part and then in full,
 * each payment with its receipt, and the accountants' files carry it. Then a new invoice from the list, on a
 * phone, and the GST rates of freight in Settings.
 */

let app: App;
let page: App['page'];
let owner: ApiSession;
let order: { id: number; number: string; freightPaise: number };
let invoice: { id: number; number: string };

const panel = () => page.getByTestId(`invoice-panel-${invoice.id}`);
const rupees = (paise: number) => String(paise / 100);

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  owner = await apiSessionOf(app.baseUrl, 'owner');
  const delivered = await owner.get<{ rows: { id: number; number: string; freightPaise: number }[] }>(
    '/api/orders?direction=outbound&tab=delivered&pageSize=25',
  );
  order = delivered.rows[0]!;
  invoice = { id: 0, number: `E2E/${Date.now() % 1_000_000}` };
  await app.signInAs('owner');
});

async function openInvoice() {
  await app.open('/payment-summary');
  await page.getByPlaceholder('Search invoice, order or transporter').fill(invoice.number);
  const row = page.getByTestId('data-table-row').filter({ hasText: invoice.number });
  // The search's answer, on a busy machine seconds away: the list shows every invoice until it comes.
  await expect.poll(() => page.getByTestId('data-table-row').count()).toBe(1);
  await row.getByRole('button', { name: 'Show details' }).click();
  await panel().waitFor();
}

/** A file the page downloads when `click` runs, as its name and bytes. */
async function downloaded(click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

describe('a freight invoice entered by the shipper', () => {
  it('is typed from the delivered order, its figures and the audit following each input', async () => {
    await app.open(`/order/outbound/${order.id}`);
    await page.getByTestId('order-enter-invoice').waitFor();
    // The invoice is entered, never merely marked: the order offers no step that makes it invoiced.
    expect(await page.getByRole('button', { name: 'Record invoice' }).count()).toBe(0);
    await page.getByTestId('order-enter-invoice').click();
    await app.expectPath(`/payment-summary/new/${order.id}`);
    await page.getByTestId('invoice-form').waitFor();
    // Freight starts at the award; nothing is flagged yet.
    await expect.poll(() => page.getByTestId('line-0-rate').inputValue()).toMatch(/\d/);
    expect(Number((await page.getByTestId('line-0-rate').inputValue()).replaceAll(',', ''))).toBe(
      order.freightPaise / 100,
    );
    expect(await page.getByTestId('entry-flags').count()).toBe(0);

    // Saving with no number is refused on the field, before anything is sent.
    await page.getByTestId('invoice-save').click();
    await page.getByText('An invoice number has at most 16 letters, digits, "-" or "/"').waitFor();
    await app.screenshot('invoice-entry-refused');

    await page.getByTestId('invoice-number').fill(invoice.number);
    await page.getByTestId('charge-forward').check();
    // ₹2,500 above the award, and a charge added then taken off again.
    const claimed = order.freightPaise + 2_500_00;
    await page.getByTestId('line-0-rate').fill(rupees(claimed));
    await page.getByTestId('add-line').click();
    await page.getByTestId('add-line-other').click();
    await page.getByTestId('line-1-rate').fill('100');
    await expect
      .poll(() => page.getByTestId('figure-taxable').textContent())
      .toBe(formatInr(claimed + 100_00));
    await page.getByTestId('line-1-remove').click();
    await expect.poll(() => page.getByTestId('figure-taxable').textContent()).toBe(formatInr(claimed));
    // Forward charge at the default 12 %: the transporter is owed the tax too.
    await expect
      .poll(() => page.getByTestId('figure-payable').textContent())
      .toBe(formatInr(claimed + taxAt(claimed, 12)));
    await page
      .getByTestId('entry-flags')
      .getByText(/is ₹2,500.00 above the award/)
      .waitFor();
    await app.screenshot('invoice-entry');

    await page.getByTestId('invoice-save').click();
    await app.expectPath('/payment-summary');
    await page.getByText(`Invoice ${invoice.number} entered`).waitFor();
    const listed = await owner.get<{ rows: { id: number }[] }>(
      `/api/invoices?search=${encodeURIComponent(invoice.number)}`,
    );
    invoice.id = listed.rows[0]!.id;
    const [entered] = [
      await owner.get<{ source: string; payablePaise: number }>(`/api/invoices/${invoice.id}`),
    ];
    expect(entered).toMatchObject({ source: 'shipper', payablePaise: claimed + taxAt(claimed, 12) });
  });

  it('flags the overcharge, and the shipper disputes it with a reason', async () => {
    await openInvoice();
    // The demo industry is registered in Madhya Pradesh: its freight's place of supply, whoever carries it.
    await panel()
      .getByTestId('invoice-place-of-supply')
      .getByText('Place of supply: Madhya Pradesh (23) · Tax payable on reverse charge: No')
      .waitFor();
    await panel()
      .getByTestId('audit-flags')
      .getByText(/is ₹2,500.00 above the award/)
      .waitFor();
    await page.getByTestId('total-outstanding').waitFor();
    await app.screenshot('invoice-flagged');
    await panel().getByTestId('invoice-dispute').click();
    // A dispute loses nothing: the dialog says what follows, not that data will be lost.
    await page.getByText('The transporter is told your reason and can send a corrected invoice.').waitFor();
    expect(await page.getByText('You will not be able to recover the data!').count()).toBe(0);
    await page.getByTestId('reason-input').fill('Freight above the award');
    await page.getByTestId('reason-confirm').click();
    await panel().getByText('Disputed: Freight above the award').waitFor();
  });

  it('the corrected invoice is entered in the same form and submitted again', async () => {
    await panel().getByTestId('invoice-revise').click();
    await app.expectPath(`/payment-summary/edit/${invoice.id}`);
    await page.getByTestId('entry-dispute-reason').getByText('Freight above the award').waitFor();
    expect(await page.getByTestId('invoice-number').inputValue()).toBe(invoice.number);
    await page.getByTestId('line-0-rate').fill(rupees(order.freightPaise));
    await expect.poll(() => page.getByTestId('entry-flags').count()).toBe(0);
    await page.getByTestId('invoice-save').click();
    await app.expectPath('/payment-summary');
    await page.getByText(`Invoice ${invoice.number} corrected and submitted again`).waitFor();
  });

  it('raises no flag, is approved, scheduled, and paid in two parts, each with its receipt', async () => {
    await openInvoice();
    await panel().getByText('The invoice agrees with the award and the gate times.').waitFor();
    await panel().getByTestId('invoice-approve').click();
    await panel().getByTestId('invoice-schedule').click();
    await panel().getByTestId('payment-amount').waitFor();

    const payable = (await owner.get<{ payablePaise: number }>(`/api/invoices/${invoice.id}`)).payablePaise;
    const part = Math.floor(payable / 200);
    await panel().getByTestId('payment-amount').fill(rupees(part));
    await panel().getByTestId('payment-reference').fill('SBIN525012345678');
    await panel().getByTestId('payment-save').click();
    await panel()
      .getByTestId('receipts')
      .getByText(/SBIN525012345678/)
      .waitFor();

    // The form offers what is still owed: the rest, in one click. A UTR already recorded is refused under its
    // field, and nothing is paid.
    await panel().getByTestId('payment-reference').fill('sbin525012345678');
    await panel().getByTestId('payment-save').click();
    await panel()
      .getByText('This UTR or cheque number is already recorded for another payment of your industry')
      .waitFor();
    expect(
      await panel()
        .getByTestId('receipts')
        .getByText(/SBIN525012345678/)
        .count(),
    ).toBe(1);
    await panel().getByTestId('payment-reference').fill('HDFCR52025070600');
    await panel().getByTestId('payment-save').click();
    await panel()
      .getByTestId('receipts')
      .getByText(/HDFCR52025070600/)
      .waitFor();
    await panel().getByTestId('invoice-close').waitFor();
    const paid = await owner.get<{ status: string; paidPaise: number; receipts: { number: string }[] }>(
      `/api/invoices/${invoice.id}`,
    );
    expect(paid).toMatchObject({ status: 'paid', paidPaise: payable });
    expect(paid.receipts).toHaveLength(2);
    // Each receipt is listed under its number in the industry's series, one after the other.
    const [firstReceipt, secondReceipt] = paid.receipts.map((r) => r.number);
    expect(Number(secondReceipt!.slice('RCPT-'.length))).toBe(
      Number(firstReceipt!.slice('RCPT-'.length)) + 1,
    );
    await panel()
      .getByTestId('receipts')
      .getByText(new RegExp(`^${secondReceipt} ·`))
      .waitFor();
    await app.screenshot('invoice-paid');

    // The invoice and each payment print as PDFs, saved under their numbers; the receipt says its amount in words.
    const pdf = (name: RegExp) => downloaded(() => panel().getByRole('button', { name }).click());
    const printed = await pdf(new RegExp(`^Download PDF: ${invoice.number}$`));
    expect(printed.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(printed.name).toBe(`freight-invoice-${invoice.number.replace(/[^a-z0-9-]+/gi, '-')}.pdf`);
    const receipt = await pdf(new RegExp(`^Download PDF: ${secondReceipt}$`));
    expect(receipt.name).toBe(`receipt-${secondReceipt}.pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(receipt.bytes)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toContain(rupeesInWords(payable - part));
  });

  it("goes into the accountants' files under the list's filters: CSV, Excel and Tally vouchers", async () => {
    await openInvoice();
    const menu = async (item: string) =>
      downloaded(async () => {
        await page.getByTestId('export-button').click();
        await page.getByTestId(`export-${item}`).click();
      });

    const invoices = await menu('invoices-csv');
    expect(invoices.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(invoices.bytes.toString('utf-8').replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(2);
    const [header, row] = rows as [string[], string[]];
    expect(row[header.indexOf('Invoice number')]).toBe(invoice.number);
    expect(row[header.indexOf('Outstanding')]).toBe('0');

    const payments = await menu('payments-xlsx');
    expect(payments.name).toMatch(/^payments-.*\.xlsx$/);
    const [, ...paid] = await readXlsx(payments.bytes);
    expect(paid.map((r) => r[3])).toEqual(['SBIN525012345678', 'HDFCR52025070600']);

    const tally = await menu('tally');
    expect(tally.name).toMatch(/^tally-vouchers-.*\.xml$/);
    const xml = tally.bytes.toString('utf-8');
    expect(xml).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
    expect(xml.match(/VCHTYPE="Purchase"/g)).toHaveLength(1);
    expect(xml.match(/VCHTYPE="Payment"/g)).toHaveLength(2);
    expect(xml).toContain(`<VOUCHERNUMBER>${invoice.number}</VOUCHERNUMBER>`);
    expect(xml).toContain('<REFERENCE>HDFCR52025070600</REFERENCE>');
  });
});

describe('a new invoice from the list', () => {
  it('picks a delivered order waiting for its invoice, on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const waiting = await owner.get<{ id: number; number: string }[]>('/api/invoice-drafts');
    const next = waiting.find((o) => o.id !== order.id)!;
    await app.open('/payment-summary');
    await page.getByTestId('invoice-new').click();
    await app.expectPath('/payment-summary/new');
    await page.getByTestId('invoice-order-picker').fill(next.number);
    await page.getByRole('option', { name: new RegExp(`^${next.number} ·`) }).click();
    await app.expectPath(`/payment-summary/new/${next.id}`);
    await page.getByTestId('invoice-form').waitFor();
    await page.getByTestId('figure-payable').waitFor();
    await app.screenshot('invoice-entry-phone');
    // The order the invoice was entered for waits no more.
    await app.open(`/payment-summary/new/${order.id}`);
    await page.getByTestId('entry-already-invoiced').waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});

describe('the GST rates of freight', () => {
  it('a change is confirmed with what it changes, saved, and reset to the defaults', async () => {
    await app.open('/settings/freight-gst');
    await page.getByTestId('freight-gst-forwardChargePercent').fill('18');
    await page.getByTestId('freight-gst-save').click();
    const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
    await dialog.getByTestId('freight-gst-changes').getByText('Forward charge: 12 % → 18 %').waitFor();
    await app.screenshot('freight-gst-confirm');
    await page.getByTestId('save-confirm').click();
    await page
      .getByTestId('freight-gst-origin')
      .getByText(/^Saved/)
      .waitFor();
    const saved = await owner.get<{ values: { forwardChargePercent: number } }>('/api/settings/freight-gst');
    expect(saved.values.forwardChargePercent).toBe(18);

    await page.getByTestId('freight-gst-reset').click();
    await page.getByTestId('reset-confirm').click();
    await page.getByTestId('freight-gst-origin').getByText('Defaults').waitFor();
    const reset = await owner.get<{ isDefault: boolean }>('/api/settings/freight-gst');
    expect(reset.isDefault).toBe(true);
  });
});
