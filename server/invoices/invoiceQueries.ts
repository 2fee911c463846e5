import { type AnyColumn, and, asc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  InvoiceDetail,
  InvoiceListQuery,
  InvoicePage,
  InvoiceRow,
  InvoiceSummary,
} from '../../src/domain/schemas/payments';
import { DIRECTIONS } from '../../src/domain/statuses';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { searchPattern } from '../db/likePattern';
import {
  type Alternative,
  type CappedTotal,
  cappedCountOfAny,
  idsOfAny,
  type PageWindow,
  pageIds,
  pageWindow,
  rowsOfPage,
} from '../db/listPage';
import { numberHolds, pointingAtNamed, startsAsNumbers } from '../db/listSearch';
import { invoiceDayTotals, invoices, invoiceTotals, receipts } from '../db/schema/billing';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { transporters } from '../db/schema/transporters';
import { notFound } from '../errors/httpError';
import { indianDate } from '../indianDate';
import { orderNumberPrefix } from '../orders/orderNumbers';
import type { InvoiceRecord } from './invoiceWrite';

/** The industry's invoices a user may see: a plant user only those of their plants' orders. */
export function visible(user: SignedInUser): SQL[] {
  const scope = plantScope(user, orders.plantId);
  return [...invoicesOfIndustry(industryOf(user)), ...(scope ? [scope] : [])];
}

/** Every invoice of one industry, whoever asks: for a link the industry signed (server/documents/documentLinks.ts). */
export const invoicesOfIndustry = (industryId: number): SQL[] => [eq(invoices.industryId, industryId)];

/**
 * The conditions "the invoice is of an order that meets `conditions`" (its plant's), on `invoices` alone, so that
 * a list's page and count read the invoices' own indexes (db/listPage.ts): a semi-join, one order an invoice.
 */
const ofOrders = (conditions: (SQL | undefined)[]): SQL[] => {
  const met = and(...conditions);
  return met
    ? [sql`exists (select 1 from ${orders} where ${orders.id} = ${invoices.orderId} and ${met})`]
    : [];
};

/**
 * "The order's number holds the text": a text that starts as one direction's numbers do (OUT-25) is a start of
 * the order's number kept on the invoice, read by its own indexes (a year's start newest first by the invoice's
 * date: `nearest`); any other text is looked for anywhere in the orders' numbers, by their trigram index.
 */
function orderNumberHolds(db: Queryable, industryId: number, text: string): Alternative {
  const direction = DIRECTIONS.find((d) => startsAsNumbers(text, orderNumberPrefix(d)));
  if (direction)
    return numberHolds(invoices.orderNumber, text, orderNumberPrefix(direction), [invoices.issuedOn]);
  const numbered = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.industryId, industryId), ilike(orders.number, searchPattern(text))));
  return { where: inArray(invoices.orderId, numbered) };
}

/**
 * What the search box of the invoice and payment lists finds, as the alternatives any of which a found invoice
 * meets, on `invoices` alone, each read by its own index (db/listPage.ts): the invoice's number from its start
 * (`upper(number) text_pattern_ops`: each transporter numbers its own way, in either case), its order's number
 * as the orders list matches it (`orderNumberHolds`), or its transporter's name (looked up first, as every
 * list's names are).
 */
export async function invoiceSearch(db: Queryable, industryId: number, text: string): Promise<Alternative[]> {
  const named = await pointingAtNamed(
    db,
    [{ column: invoices.transporterId, table: transporters, id: transporters.id, name: transporters.name }],
    searchPattern(text),
  );
  return [
    numberHolds(sql`upper(${invoices.number})`, text, '', [invoices.issuedOn]),
    orderNumberHolds(db, industryId, text),
    ...named.map((where) => ({ where })),
  ];
}

/** The invoices a search finds, or whose `more` conditions hold (a payment's reference). */
export const searchedFor = (search: readonly Alternative[], more: SQL[] = []): SQL =>
  or(...search.map((alternative) => alternative.where), ...more)!;

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

/** Where a table the invoice lists read keeps what their filters compare; a totals table by day has no plant. */
interface FilteredColumns {
  status: AnyColumn;
  /** The date `from` and `to` bound: the invoice's, or a payment's in the payments list. */
  day: AnyColumn;
  plantId?: AnyColumn;
  transporterId?: AnyColumn;
}

/**
 * The list's filters but the search and the reader's plants, on the columns of the table read: status, plant,
 * transporter and dates. A table without plant or transporter columns is read only when neither is filtered on.
 */
export function listFilters(query: InvoiceListQuery, c: FilteredColumns): SQL[] {
  const column = (found: AnyColumn | undefined) => {
    if (!found) throw new Error('This table has no column for the filter');
    return found;
  };
  return [
    ...(query.status === 'all' ? [] : [eq(c.status, query.status)]),
    ...(query.plant ? [eq(column(c.plantId), query.plant)] : []),
    ...(query.transporter ? [eq(column(c.transporterId), query.transporter)] : []),
    ...(query.from ? [gte(c.day, query.from)] : []),
    ...(query.to ? [lte(c.day, query.to)] : []),
  ];
}

/** The columns an invoice summary sums: every invoice's (a count of 1 each), or a totals table's. */
interface Summed {
  invoices: SQL;
  payablePaise: AnyColumn;
  paidPaise: AnyColumn;
  dueOn: AnyColumn;
}

const eachInvoice: Summed = {
  invoices: sql`1`,
  payablePaise: invoices.payablePaise,
  paidPaise: invoices.paidPaise,
  dueOn: invoices.dueOn,
};

const totalledIn = (t: typeof invoiceTotals | typeof invoiceDayTotals): Summed => ({
  invoices: sql`${t.invoices}`,
  payablePaise: t.payablePaise,
  paidPaise: t.paidPaise,
  dueOn: t.dueOn,
});

const paise = (sum: SQL) => sql<number>`coalesce(${sum}, 0)`.mapWith(Number);

/** The list's totals and its outstanding by days past due on `today`, summed over `c`. */
function summaryColumns(c: Summed, today: string) {
  const days = sql`(${today}::date - ${c.dueOn})`;
  const outstanding = (where: SQL) =>
    paise(sql`sum(${c.payablePaise} - ${c.paidPaise}) filter (where ${where})`);
  return {
    total: paise(sql`sum(${c.invoices})`),
    payablePaise: paise(sql`sum(${c.payablePaise})`),
    paidPaise: paise(sql`sum(${c.paidPaise})`),
    notDue: outstanding(sql`${days} < 0`),
    days0to30: outstanding(sql`${days} between 0 and 30`),
    days31to60: outstanding(sql`${days} between 31 and 60`),
    days61to90: outstanding(sql`${days} between 61 and 90`),
    over90: outstanding(sql`${days} > 90`),
  };
}

type Summary = Record<keyof ReturnType<typeof summaryColumns>, number>;

/**
 * The totals of the invoices the filters select (but a search), read from `invoice_day_totals` when no plant or
 * transporter narrows them, else from `invoice_totals`, which hold every filter but the search: a list of a
 * million invoices sums a few hundred or a few thousand rows.
 */
async function filteredSummary(
  db: Queryable,
  user: SignedInUser,
  query: InvoiceListQuery,
  today: string,
): Promise<Summary> {
  const scope = plantScope(user, invoiceTotals.plantId);
  const byDay = !scope && !query.plant && !query.transporter;
  const t = byDay ? invoiceDayTotals : invoiceTotals;
  const [summary] = await db
    .select(summaryColumns(totalledIn(t), today))
    .from(t)
    .where(
      and(
        eq(t.industryId, industryOf(user)),
        scope,
        ...listFilters(
          query,
          byDay
            ? { status: t.status, day: t.issuedOn }
            : {
                status: t.status,
                day: t.issuedOn,
                plantId: invoiceTotals.plantId,
                transporterId: invoiceTotals.transporterId,
              },
        ),
      ),
    );
  return summary!;
}

const summaryOf = (s: Summary): InvoiceSummary => ({
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
});

/**
 * A search's count, capped as every list's, and the totals of the invoices it finds when they are within the
 * cap, summed one by one (ten thousand at most). Past the cap there are none: summing the half a million
 * invoices a year's number start finds takes seconds, and the screen asks for a narrower search instead.
 */
async function searchedTotals(
  db: Queryable,
  where: SQL | undefined,
  search: readonly Alternative[],
  today: string,
): Promise<CappedTotal & { summary: InvoiceSummary | null }> {
  const counted = await cappedCountOfAny(db, invoices, invoices.id, where, search);
  if (counted.totalCapped) return { ...counted, summary: null };
  const [summed] = await db
    .select(summaryColumns(eachInvoice, today))
    .from(invoices)
    .where(sql`${invoices.id} in (${idsOfAny(db, invoices, invoices.id, where, search)})`);
  return { ...counted, summary: summaryOf(summed!) };
}

/**
 * The invoices the filters select (plant, transporter, status, the invoice's dates, a search of its number,
 * order or transporter), a page of them, and their totals with the outstanding amount by days past due today:
 * a search's count is capped, and its totals left out past the cap (`searchedTotals`).
 */
export async function listInvoices(
  db: Queryable,
  user: SignedInUser,
  query: InvoiceListQuery,
  now: Date,
): Promise<InvoicePage> {
  const where = and(
    ...invoicesOfIndustry(industryOf(user)),
    ...listFilters(
      { ...query, plant: undefined },
      { status: invoices.status, day: invoices.issuedOn, transporterId: invoices.transporterId },
    ),
    ...ofOrders([
      plantScope(user, orders.plantId),
      query.plant ? eq(orders.plantId, query.plant) : undefined,
    ]),
  );
  const search = query.search ? await invoiceSearch(db, industryOf(user), query.search) : undefined;
  const today = indianDate(now);
  const read = async (window: PageWindow) => {
    const page = pageIds(db, invoices, invoices.id, where, window, search);
    const rows = await joined(db)
      .innerJoin(page, eq(page.id, invoices.id))
      .orderBy(...window.orderBy);
    return rows.map(toRow);
  };
  const [rows, totals] = await Promise.all([
    rowsOfPage(pageWindow(query, SORTS[query.sort], invoices.id), read),
    search
      ? searchedTotals(db, where, search, today)
      : filteredSummary(db, user, query, today).then((s) => ({
          // The totals count every invoice the filters select: exact, however many.
          total: s.total,
          totalCapped: false,
          summary: summaryOf(s),
        })),
  ]);
  return { rows, ...totals, page: query.page, pageSize: query.pageSize };
}

export async function invoiceDetail(db: Queryable, invoice: InvoiceRecord): Promise<InvoiceDetail> {
  const [[row], paid] = await Promise.all([
    joined(db).where(eq(invoices.id, invoice.id)),
    db.select().from(receipts).where(eq(receipts.invoiceId, invoice.id)).orderBy(asc(receipts.id)),
  ]);
  return {
    ...toRow(row!),
    placeOfSupply: invoice.placeOfSupply,
    supplierStateCode: invoice.supplierStateCode,
    lines: invoice.lines,
    advancePercent: invoice.advancePercent,
    disputeReason: invoice.disputeReason,
    scheduledOn: invoice.scheduledOn,
    auditFlags: invoice.auditFlags,
    receipts: paid.map(receiptOfInvoice),
  };
}

/** A payment as an invoice's answer lists it, to the shipper and to the transporter alike. */
export const receiptOfInvoice = (r: typeof receipts.$inferSelect) => ({
  id: r.id,
  number: r.number,
  amountPaise: r.amountPaise,
  paidOn: r.paidOn,
  mode: r.mode,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
});
