import { type AnyColumn, and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  InvoiceDetail,
  InvoiceListQuery,
  InvoicePage,
  InvoiceRow,
} from '../../src/domain/schemas/payments';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/likePattern';
import { pointingAtNamed } from '../db/listSearch';
import { invoices, receipts } from '../db/schema/billing';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { transporters } from '../db/schema/transporters';
import { notFound } from '../errors/httpError';
import { indianDate } from '../indianDate';
import type { InvoiceRecord } from './invoiceWrite';

/** The industry's invoices a user may see: a plant user only those of their plants' orders. */
export function visible(user: SignedInUser): SQL[] {
  const scope = plantScope(user, orders.plantId);
  return [...invoicesOfIndustry(industryOf(user)), ...(scope ? [scope] : [])];
}

/** Every invoice of one industry, whoever asks: for a link the industry signed (server/documents/documentLinks.ts). */
export const invoicesOfIndustry = (industryId: number): SQL[] => [eq(invoices.industryId, industryId)];

/**
 * The search box of the invoice and payment lists: the invoice's number, its order's, or its transporter's name
 * (looked up first, as every list's name search is: server/db/listSearch.ts), with any more columns given.
 */
export async function invoiceSearch(db: Queryable, text: string, more: AnyColumn[] = []): Promise<SQL> {
  const pattern = likePattern(text);
  const named = await pointingAtNamed(
    db,
    [{ column: invoices.transporterId, table: transporters, id: transporters.id, name: transporters.name }],
    pattern,
  );
  return or(
    ilike(invoices.number, pattern),
    ilike(orders.number, pattern),
    ...more.map((column) => ilike(column, pattern)),
    ...named,
  )!;
}

/** One invoice the user may see, with its order (locked for a write), or 404 as for one that does not exist. */
export async function findInvoice(
  db: Queryable,
  user: SignedInUser,
  id: number,
  options: { lock?: boolean } = {},
) {
  return findInvoiceWithin(db, visible(user), id, options);
}

/** One invoice within `scope` (`visible`, `invoicesOfIndustry`), with its order (locked for a write), or 404. */
export async function findInvoiceWithin(
  db: Queryable,
  scope: SQL[],
  id: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, id), ...scope));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('This invoice');
  return row;
}

const rowColumns = {
  id: invoices.id,
  number: invoices.number,
  financialYear: invoices.financialYear,
  source: invoices.source,
  status: invoices.status,
  orderId: orders.id,
  orderNumber: orders.number,
  direction: orders.direction,
  plantId: plants.id,
  plantName: plants.name,
  transporterId: transporters.id,
  transporterName: transporters.name,
  transporterGstin: transporters.gstin,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  chargeMode: invoices.chargeMode,
  ratePercent: invoices.ratePercent,
  amountPaise: invoices.amountPaise,
  taxPaise: invoices.taxPaise,
  cgstPaise: invoices.cgstPaise,
  sgstPaise: invoices.sgstPaise,
  igstPaise: invoices.igstPaise,
  irn: invoices.irn,
  payablePaise: invoices.payablePaise,
  paidPaise: invoices.paidPaise,
  flagged: sql<boolean>`jsonb_array_length(${invoices.auditFlags}) > 0`,
};

const joined = (db: Queryable) =>
  db
    .select(rowColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(transporters, eq(transporters.id, invoices.transporterId));

type Selected = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const toRow = (r: Selected): InvoiceRow => ({
  id: r.id,
  number: r.number,
  financialYear: r.financialYear,
  source: r.source,
  status: r.status,
  order: { id: r.orderId, number: r.orderNumber, direction: r.direction },
  plant: { id: r.plantId, name: r.plantName },
  transporter: { id: r.transporterId, name: r.transporterName, gstin: r.transporterGstin },
  issuedOn: r.issuedOn,
  dueOn: r.dueOn,
  chargeMode: r.chargeMode,
  ratePercent: r.ratePercent,
  amountPaise: r.amountPaise,
  taxPaise: r.taxPaise,
  cgstPaise: r.cgstPaise,
  sgstPaise: r.sgstPaise,
  igstPaise: r.igstPaise,
  irn: r.irn,
  payablePaise: r.payablePaise,
  paidPaise: r.paidPaise,
  flagged: r.flagged,
});

const SORTS = {
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  number: invoices.number,
  payablePaise: invoices.payablePaise,
} as const;

/** Outstanding paise of the invoices whose days past due (on `today`; negative while not due) are in range. */
const outstandingPastDue = (today: string, from: number | null, to: number | null) => {
  const days = sql`(${today}::date - ${invoices.dueOn})`;
  const lower = from === null ? sql`true` : sql`${days} >= ${from}`;
  const upper = to === null ? sql`true` : sql`${days} <= ${to}`;
  return sql<number>`coalesce(sum(${invoices.payablePaise} - ${invoices.paidPaise}) filter (where ${lower} and ${upper}), 0)`.mapWith(
    Number,
  );
};

/**
 * The invoices the filters select (plant, transporter, status, the invoice's dates, a search of its number,
 * order or transporter), a page of them, and their totals with the outstanding amount by days past due today.
 */
export async function listInvoices(
  db: Queryable,
  user: SignedInUser,
  query: InvoiceListQuery,
  now = new Date(),
): Promise<InvoicePage> {
  const where = and(
    ...visible(user),
    ...(query.status === 'all' ? [] : [eq(invoices.status, query.status)]),
    ...(query.plant ? [eq(orders.plantId, query.plant)] : []),
    ...(query.transporter ? [eq(invoices.transporterId, query.transporter)] : []),
    ...(query.from ? [gte(invoices.issuedOn, query.from)] : []),
    ...(query.to ? [lte(invoices.issuedOn, query.to)] : []),
    ...(query.search ? [await invoiceSearch(db, query.search)] : []),
  );
  const direction = query.order === 'desc' ? desc : asc;
  const today = indianDate(now);
  const [rows, [summary]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(direction(SORTS[query.sort]), direction(invoices.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        payablePaise: sql<number>`coalesce(sum(${invoices.payablePaise}), 0)`.mapWith(Number),
        paidPaise: sql<number>`coalesce(sum(${invoices.paidPaise}), 0)`.mapWith(Number),
        notDue: outstandingPastDue(today, null, -1),
        days0to30: outstandingPastDue(today, 0, 30),
        days31to60: outstandingPastDue(today, 31, 60),
        days61to90: outstandingPastDue(today, 61, 90),
        over90: outstandingPastDue(today, 91, null),
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(transporters, eq(transporters.id, invoices.transporterId))
      .where(where),
  ]);
  const s = summary!;
  return {
    rows: rows.map(toRow),
    // The summary sums every matching invoice, so its count is exact already.
    total: s.total,
    totalCapped: false,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      payablePaise: s.payablePaise,
      paidPaise: s.paidPaise,
      outstandingPaise: s.payablePaise - s.paidPaise,
      ageing: {
        notDue: s.notDue,
        days0to30: s.days0to30,
        days31to60: s.days31to60,
        days61to90: s.days61to90,
        over90: s.over90,
      },
    },
  };
}

export async function invoiceDetail(db: Queryable, invoice: InvoiceRecord): Promise<InvoiceDetail> {
  const [[row], paid] = await Promise.all([
    joined(db).where(eq(invoices.id, invoice.id)),
    db.select().from(receipts).where(eq(receipts.invoiceId, invoice.id)).orderBy(asc(receipts.id)),
  ]);
  return {
    ...toRow(row!),
    lines: invoice.lines,
    advancePercent: invoice.advancePercent,
    disputeReason: invoice.disputeReason,
    scheduledOn: invoice.scheduledOn,
    auditFlags: invoice.auditFlags,
    receipts: paid.map((r) => ({
      id: r.id,
      amountPaise: r.amountPaise,
      paidOn: r.paidOn,
      mode: r.mode,
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
