import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';

/**
 * A delivered order's invoice from entry to payment: the transporter bills more than the award, the audit
 * flags it on /payment-summary, the shipper disputes it, the corrected invoice is approved, scheduled, paid in
 * part and then in full, each payment with its receipt.
 */

let app: App;
let page: App['page'];
let owner: ApiSession;
let invoice: { id: number; number: string; awardPaise: number };

const panel = () => page.getByTestId(`invoice-panel-${invoice.id}`);
const body = (orderId: number, number: string, ratePaise: number) => ({
  orderId,
  number,
  issuedOn: new Date().toISOString().slice(0, 10),
  chargeMode: 'forward',
  lines: [{ kind: 'freight', quantity: 1, rateInr: ratePaise / 100 }],
});

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  owner = await apiSessionOf(app.baseUrl, 'owner');
  const delivered = await owner.get<{ rows: { id: number; freightPaise: number }[] }>(
    '/api/orders?direction=outbound&tab=delivered&pageSize=25',
  );
  const order = delivered.rows[0]!;
  const number = `E2E/${Date.now() % 1_000_000}`;
  // ₹2,500 above the award.
  const entered = await owner.post<{ id: number }>(
    '/api/invoices',
    body(order.id, number, order.freightPaise + 2_500_00),
  );
  invoice = { id: entered.id, number, awardPaise: order.freightPaise };
  await app.signInAs('owner');
});

async function openInvoice() {
  await app.open('/payment-summary');
  await page.getByPlaceholder('Search invoice, order or transporter').fill(invoice.number);
  const row = page.getByTestId('data-table-row').filter({ hasText: invoice.number });
  await expect.poll(() => page.getByTestId('data-table-row').count()).toBe(1);
  await row.getByRole('button', { name: 'Show details' }).click();
  await panel().waitFor();
}

describe('a freight invoice on /payment-summary', () => {
  it('flags the overcharge, and the shipper disputes it with a reason', async () => {
    await openInvoice();
    await panel()
      .getByTestId('audit-flags')
      .getByText(/is ₹2,500.00 above the award/)
      .waitFor();
    await page.getByTestId('total-outstanding').waitFor();
    await app.screenshot('invoice-flagged');
    await panel().getByTestId('invoice-dispute').click();
    await page.getByTestId('reason-input').fill('Freight above the award');
    await page.getByTestId('reason-confirm').click();
    await panel().getByText('Disputed: Freight above the award').waitFor();
  });

  it('the corrected invoice raises no flag, is approved, scheduled, and paid in two parts', async () => {
    // The transporter's corrected invoice, at the award (entered through the API).
    const [detail] = [await owner.get<{ order: { id: number } }>(`/api/invoices/${invoice.id}`)];
    const revised = await owner.call('PUT', `/api/invoices/${invoice.id}`, {
      ...body(detail.order.id, invoice.number, invoice.awardPaise),
      orderId: undefined,
    });
    expect(revised.status).toBe(200);
    await openInvoice();
    await panel().getByText('The invoice agrees with the award and the gate times.').waitFor();
    await panel().getByTestId('invoice-approve').click();
    await panel().getByTestId('invoice-schedule').click();
    await panel().getByTestId('payment-amount').waitFor();

    const payable = (await owner.get<{ payablePaise: number }>(`/api/invoices/${invoice.id}`)).payablePaise;
    const part = Math.floor(payable / 200) / 100;
    await panel().getByTestId('payment-amount').fill(String(part));
    await panel().getByTestId('payment-reference').fill('SBIN525012345678');
    await panel().getByTestId('payment-save').click();
    await panel()
      .getByTestId('receipts')
      .getByText(/SBIN525012345678/)
      .waitFor();

    // The form offers what is still owed: the rest, in one click.
    await panel().getByTestId('payment-reference').fill('HDFCR52025070600');
    await panel().getByTestId('payment-save').click();
    await panel()
      .getByTestId('receipts')
      .getByText(/HDFCR52025070600/)
      .waitFor();
    await panel().getByTestId('invoice-close').waitFor();
    const paid = await owner.get<{ status: string; paidPaise: number; receipts: unknown[] }>(
      `/api/invoices/${invoice.id}`,
    );
    expect(paid).toMatchObject({ status: 'paid', paidPaise: payable });
    expect(paid.receipts).toHaveLength(2);
    await app.screenshot('invoice-paid');

    // The invoice and each payment print as PDFs, saved under their numbers.
    const save = async (name: RegExp) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel().getByRole('button', { name }).click(),
      ]);
      expect(
        readFileSync((await download.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      return download.suggestedFilename();
    };
    expect(await save(new RegExp(`^Download PDF: ${invoice.number}$`))).toBe(
      `freight-invoice-${invoice.number.replace(/[^a-z0-9-]+/gi, '-')}.pdf`,
    );
    expect(await save(/^Download PDF: HDFCR52025070600$/)).toMatch(/^receipt-RCPT-\d{6}\.pdf$/);
  });
});
