import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../src/domain/schemas/list';
import type {
  IndustryOwed,
  TransporterInvoice,
  TransporterInvoiceDetail,
  TransporterInvoiceDraft,
  TransporterInvoicePage,
  TransporterInvoiceQuery,
} from '../../src/domain/schemas/transporterInvoices';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows } from '../db/listPage';
import { invoices, receipts } from '../db/schema/billing';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { industries } from '../db/schema/tenancy';
import { notFound } from '../errors/httpError';
import { indianDate } from '../indianDate';
import { findOrderOfTransporter } from '../orders/orderRecord';
import { invoiceDraft } from './invoiceDrafts';
import { receiptOfInvoice } from './invoiceQueries';

/**
 * A transporter company's invoices as its portal reads them, of every industry that works with it and never
 * another company's: every condition starts from `invoices.transporter_id`, read by its own index (migration
 * 0048), since a company's invoices span industries.
 */

const ofCompany = (transporterId: number) => eq(invoices.transporterId, transporterId);

const listFilters = (transporterId: number, query: TransporterInvoiceQuery): SQL =>
  and(
    ofCompany(transporterId),
    ...(query.status === 'all' ? [] : [eq(invoices.status, query.status)]),
    ...(query.industry ? [eq(invoices.industryId, query.industry)] : []),
  )!;

const paise = (sum: SQL) => sql<number>`coalesce(${sum}, 0)`.mapWith(Number);
const outstanding = sql`${invoices.payablePaise} - ${invoices.paidPaise}`;

/** What each industry owes the company on `today`, over all its invoices, the largest outstanding first. */
async function owedByIndustry(db: Queryable, transporterId: number, today: string): Promise<IndustryOwed[]> {
  const rows = await db
    .select({
      industryId: invoices.industryId,
      industryName: industries.name,
      invoices: sql<number>`count(*)::int`,
      payablePaise: paise(sql`sum(${invoices.payablePaise})`),
      paidPaise: paise(sql`sum(${invoices.paidPaise})`),
      overduePaise: paise(sql`sum(${outstanding}) filter (where ${invoices.dueOn} < ${today}::date)`),
      disputedPaise: paise(sql`sum(${outstanding}) filter (where ${invoices.status} = 'disputed')`),
    })
    .from(invoices)
    .innerJoin(industries, eq(industries.id, invoices.industryId))
    .where(ofCompany(transporterId))
    .groupBy(invoices.industryId, industries.name);
  return rows
    .map((r) => ({
      industry: { id: r.industryId, name: r.industryName },
      invoices: r.invoices,
      payablePaise: r.payablePaise,
      paidPaise: r.paidPaise,
      outstandingPaise: r.payablePaise - r.paidPaise,
      overduePaise: r.overduePaise,
      disputedPaise: r.disputedPaise,
    }))
    .sort(
      (a, b) => b.outstandingPaise - a.outstandingPaise || a.industry.name.localeCompare(b.industry.name),
    );
}

/** The payments against some invoices, oldest first, by invoice. */
async function receiptsOf(db: Queryable, invoiceIds: number[]) {
  const paid = new Map<number, TransporterInvoice['receipts']>();
  if (invoiceIds.length === 0) return paid;
  const rows = await db
    .select()
    .from(receipts)
    .where(inArray(receipts.invoiceId, invoiceIds))
    .orderBy(asc(receipts.paidOn), asc(receipts.id));
  for (const r of rows) paid.set(r.invoiceId, [...(paid.get(r.invoiceId) ?? []), receiptOfInvoice(r)]);
  return paid;
}

/** The company's invoices under `where`, latest invoice date first, each with its industry, order and payments. */
async function companyInvoices(db: Queryable, where: SQL, window: { limit: number; offset: number }) {
  const rows = await db
    .select({
      invoice: invoices,
      industryName: industries.name,
      orderNumber: orders.number,
      direction: orders.direction,
      plantId: plants.id,
      plantName: plants.name,
    })
    .from(invoices)
    .innerJoin(industries, eq(industries.id, invoices.industryId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .where(where)
    .orderBy(desc(invoices.issuedOn), desc(invoices.id))
    .limit(window.limit)
    .offset(window.offset);
  const paid = await receiptsOf(
    db,
    rows.map((r) => r.invoice.id),
  );
  return rows.map(({ invoice: i, ...r }) => ({
    row: {
      id: i.id,
      number: i.number,
      financialYear: i.financialYear,
      source: i.source,
      status: i.status,
      industry: { id: i.industryId, name: r.industryName },
      order: { id: i.orderId, number: r.orderNumber, direction: r.direction },
      plant: { id: r.plantId, name: r.plantName },
      issuedOn: i.issuedOn,
      dueOn: i.dueOn,
      chargeMode: i.chargeMode,
      ratePercent: i.ratePercent,
      amountPaise: i.amountPaise,
      taxPaise: i.taxPaise,
      cgstPaise: i.cgstPaise,
      sgstPaise: i.sgstPaise,
      igstPaise: i.igstPaise,
      payablePaise: i.payablePaise,
      paidPaise: i.paidPaise,
      irn: i.irn,
      disputeReason: i.disputeReason,
      scheduledOn: i.scheduledOn,
      advancePercent: i.advancePercent,
      receipts: paid.get(i.id) ?? [],
    } satisfies TransporterInvoice,
    lines: i.lines,
  }));
}

/** A page of the company's invoices (by status and industry), latest invoice date first, each with its payments. */
export async function transporterInvoiceRows(
  db: Queryable,
  transporterId: number,
  query: TransporterInvoiceQuery,
): Promise<Page<TransporterInvoice>> {
  const where = listFilters(transporterId, query);
  const [rows, counted] = await Promise.all([
    companyInvoices(db, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    cappedCount(db, matchingRows(db).from(invoices).where(where)),
  ]);
  return {
    rows: rows.map((r) => r.row),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One invoice of the company with its lines, as its correction starts; another company's is 404. */
export async function transporterInvoice(
  db: Queryable,
  transporterId: number,
  id: number,
): Promise<TransporterInvoiceDetail> {
  const [found] = await companyInvoices(db, and(ofCompany(transporterId), eq(invoices.id, id))!, {
    limit: 1,
    offset: 0,
  });
  if (!found) throw notFound('This invoice');
  return { ...found.row, lines: found.lines };
}

/** The portal's page: the company's invoices under the filters, and what each industry owes it on `now`'s day. */
export async function transporterInvoices(
  db: Queryable,
  transporterId: number,
  query: TransporterInvoiceQuery,
  now: Date,
): Promise<TransporterInvoicePage> {
  const [page, owed] = await Promise.all([
    transporterInvoiceRows(db, transporterId, query),
    owedByIndustry(db, transporterId, indianDate(now)),
  ]);
  return { ...page, owed };
}

/**
 * What the company's invoice of one of its orders is raised against: the shipper's own draft of it (award, GST
 * rates and states, payment terms), and the industry it is for. Another company's order is 404, as any read
 * of a record that is not the reader's.
 */
export async function transporterInvoiceDraft(
  db: Queryable,
  transporterId: number,
  orderId: number,
): Promise<TransporterInvoiceDraft> {
  const order = await findOrderOfTransporter(db, transporterId, orderId);
  const [[industry], draft] = await Promise.all([
    db
      .select({ id: industries.id, name: industries.name })
      .from(industries)
      .where(eq(industries.id, order.industryId)),
    invoiceDraft(db, order),
  ]);
  return { ...draft, industry: industry! };
}
