import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { invoices } from '../../server/db/schema/billing';
import { businesses, clients, vendors } from '../../server/db/schema/parties';
import { subscriptionInvoices } from '../../server/db/schema/subscriptionBilling';
import { industries } from '../../server/db/schema/tenancy';
import { transporters } from '../../server/db/schema/transporters';
import { resultRows } from '../../server/tracking/batchSql';
import { freightInvoiceTotals } from '../../src/domain/freightInvoice';
import { checkGstin } from '../../src/domain/gstin';
import { gstinStateCode } from '../../src/domain/gtaGst';
import { cloneSeededDatabase } from './harness';

/**
 * The demo as a reader of its documents sees it: every GSTIN it prints is one the GST system could have issued,
 * and every freight invoice is taxed by the rule of src/domain/gtaGst.ts between the two registrations.
 */

let database: OpenedDatabase;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

describe('the demo’s GSTINs', () => {
  it('pass the check character, as the forms would have them', async () => {
    const db = database.db;
    const gstins = [
      ...(await db.select({ gstin: industries.gstin }).from(industries)),
      ...(await db.select({ gstin: transporters.gstin }).from(transporters)),
      ...(await db.select({ gstin: businesses.gstin }).from(businesses)),
      ...(await db.select({ gstin: clients.gstin }).from(clients)),
      ...(await db.select({ gstin: vendors.gstin }).from(vendors)),
      ...(await db.select({ gstin: subscriptionInvoices.sellerGstin }).from(subscriptionInvoices)),
      ...(await db.select({ gstin: subscriptionInvoices.buyerGstin }).from(subscriptionInvoices)),
    ].flatMap((row) => (row.gstin ? [row.gstin] : []));
    expect(gstins.length).toBeGreaterThan(40);
    expect(gstins.filter((gstin) => !checkGstin(gstin).valid)).toEqual([]);
    // Every demo industry has one: its freight is billed to it.
    expect(await db.$count(industries, sql`${industries.gstin} is null`)).toBe(0);
  });
});

describe('the demo’s freight invoices', () => {
  it('are taxed by the rule: IGST from a transporter of another state, CGST + SGST from one of the industry’s', async () => {
    const rows = await database.db
      .select({ invoice: invoices, industryGstin: industries.gstin, transporterGstin: transporters.gstin })
      .from(invoices)
      .innerJoin(industries, eq(industries.id, invoices.industryId))
      .innerJoin(transporters, eq(transporters.id, invoices.transporterId));
    expect(rows.length).toBeGreaterThan(20);
    for (const { invoice, industryGstin, transporterGstin } of rows) {
      const place = gstinStateCode(industryGstin!);
      const supplier = transporterGstin ? gstinStateCode(transporterGstin) : null;
      expect(invoice.placeOfSupply).toBe(place);
      expect(invoice.supplierStateCode).toBe(supplier);
      const interState = supplier !== null && supplier !== place;
      expect(invoice.igstPaise > 0, invoice.number).toBe(interState);
      expect(invoice.cgstPaise > 0 && invoice.cgstPaise === invoice.sgstPaise, invoice.number).toBe(
        !interState,
      );
      const totals = freightInvoiceTotals(invoice.lines, {
        chargeMode: invoice.chargeMode,
        rates: { reverseChargePercent: invoice.ratePercent, forwardChargePercent: invoice.ratePercent },
        supplierStateCode: supplier,
        recipientStateCode: place,
      });
      expect(invoice).toMatchObject({
        amountPaise: totals.taxablePaise,
        taxPaise: totals.taxPaise,
        cgstPaise: totals.cgstPaise,
        sgstPaise: totals.sgstPaise,
        igstPaise: totals.igstPaise,
        payablePaise: totals.payablePaise,
      });
    }
    // Transporters of Madhya Pradesh and of other states both bill the demo industry of Madhya Pradesh.
    const kinds = new Set(rows.map(({ invoice }) => (invoice.igstPaise > 0 ? 'IGST' : 'CGST + SGST')));
    expect([...kinds].sort()).toEqual(['CGST + SGST', 'IGST']);
  });

  it('the database refuses an invoice split against its place of supply', async () => {
    const [invoice] = await database.db
      .select()
      .from(invoices)
      .where(sql`${invoices.igstPaise} > 0`)
      .limit(1);
    const half = Math.floor(invoice!.taxPaise / 2);
    await expect(
      database.db
        .update(invoices)
        .set({ igstPaise: 0, cgstPaise: half, sgstPaise: invoice!.taxPaise - half })
        .where(eq(invoices.id, invoice!.id)),
    ).rejects.toMatchObject({ cause: { constraint: 'invoices_place_of_supply' } });
  });
});

describe('the migration that records the place of supply', () => {
  it('fills it in for the invoices before it and splits again those split otherwise, their tax and payable kept', async () => {
    const db = database.db;
    const before = await db
      .select({
        id: invoices.id,
        taxPaise: invoices.taxPaise,
        payablePaise: invoices.payablePaise,
        paidPaise: invoices.paidPaise,
        placeOfSupply: invoices.placeOfSupply,
        supplierStateCode: invoices.supplierStateCode,
        igstPaise: invoices.igstPaise,
      })
      .from(invoices)
      .orderBy(invoices.id);
    // The invoices as the demo had them before it: no states, every one split within one state.
    await db.execute(sql`alter table invoices drop constraint invoices_place_of_supply`);
    await db.execute(sql`alter table invoices drop column place_of_supply, drop column supplier_state_code`);
    await db.execute(
      sql`update invoices set igst_paise = 0, cgst_paise = tax_paise / 2, sgst_paise = tax_paise - tax_paise / 2`,
    );
    const migration = readFileSync(
      new URL('../../server/db/migrations/0037_invoice_place_of_supply.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const after = resultRows<{
      id: number;
      tax_paise: string;
      payable_paise: string;
      paid_paise: string;
      place_of_supply: string;
      supplier_state_code: string | null;
      igst_paise: string;
      cgst_paise: string;
      sgst_paise: string;
    }>(await db.execute(sql`select * from invoices order by id`));
    expect(
      after.map((row) => ({
        id: row.id,
        taxPaise: Number(row.tax_paise),
        payablePaise: Number(row.payable_paise),
        paidPaise: Number(row.paid_paise),
        placeOfSupply: row.place_of_supply,
        supplierStateCode: row.supplier_state_code,
        igstPaise: Number(row.igst_paise),
      })),
    ).toEqual(before);
    for (const row of after)
      expect(Number(row.cgst_paise) + Number(row.sgst_paise) + Number(row.igst_paise)).toBe(
        Number(row.tax_paise),
      );
  });
});
