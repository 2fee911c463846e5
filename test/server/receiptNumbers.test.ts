import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../../server/db/schema/billing';
import { industries } from '../../server/db/schema/tenancy';
import { DEMO_INDUSTRY_NAME, SECOND_INDUSTRY_NAME } from '../../server/db/seed/demoAccounts';
import { nextReceiptNumbers } from '../../server/invoices/receiptNumbers';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const industryNamed = async (name: string) =>
  (await app.database.db.select().from(industries).where(eq(industries.name, name)))[0]!.id;

describe('receipt numbers', () => {
  it("start at RCPT-000001 for a company's first receipt, whatever other companies hold", async () => {
    const db = app.database.db;
    expect((await db.select().from(receipts)).length).toBeGreaterThan(0);
    const second = await industryNamed(SECOND_INDUSTRY_NAME);
    expect(await nextReceiptNumbers(db, second, 2)).toEqual(['RCPT-000001', 'RCPT-000002']);
    expect(await nextReceiptNumbers(db, second, 1)).toEqual(['RCPT-000003']);
  });

  it('go on after the highest number a company holds, so none is issued twice', async () => {
    const db = app.database.db;
    const demo = await industryNamed(DEMO_INDUSTRY_NAME);
    const held = await db
      .select({ number: receipts.number })
      .from(receipts)
      .where(eq(receipts.industryId, demo));
    const highest = Math.max(...held.map((r) => Number(r.number.slice('RCPT-'.length))));
    expect(held.map((r) => r.number)).toContain(`RCPT-${String(highest).padStart(6, '0')}`);
    expect(await nextReceiptNumbers(db, demo, 1)).toEqual([`RCPT-${String(highest + 1).padStart(6, '0')}`]);
  });
});
