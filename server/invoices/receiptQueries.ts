import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Page } from '../../src/domain/schemas/list';
import type { InvoiceListQuery, ReceiptRow } from '../../src/domain/schemas/payments';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/likePattern';
import { cappedCount, matchingRows } from '../db/listPage';
import { invoices, receipts } from '../db/schema/billing';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { transporters } from '../db/schema/transporters';
import { invoiceSearch, listFilters, searchedFor, visible } from './invoiceQueries';

/**
 * The payments against the invoices the invoice list's filters select (status, plant, transporter, a search of
 * the invoice, order, transporter or payment reference), paid between its dates: an accountant books a payment
 * on the day it was made, whatever the invoice's date. Oldest first, as a ledger reads, whatever the list's sort.
 */
export async function listReceipts(
  db: Queryable,
  user: SignedInUser,
  query: InvoiceListQuery,
): Promise<Page<ReceiptRow>> {
  const where = and(
    ...visible(user),
    ...listFilters(query, {
      status: invoices.status,
      day: receipts.paidOn,
      plantId: orders.plantId,
      transporterId: invoices.transporterId,
    }),
    ...(query.search
      ? [
          searchedFor(await invoiceSearch(db, industryOf(user), query.search), [
            ilike(receipts.reference, likePattern(query.search)),
          ]),
        ]
      : []),
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        receipt: receipts,
        invoiceNumber: invoices.number,
        issuedOn: invoices.issuedOn,
        orderId: orders.id,
        orderNumber: orders.number,
        plantId: plants.id,
        plantName: plants.name,
        transporterId: transporters.id,
        transporterName: transporters.name,
      })
      .from(receipts)
      .innerJoin(invoices, eq(invoices.id, receipts.invoiceId))
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(plants, eq(plants.id, orders.plantId))
      .innerJoin(transporters, eq(transporters.id, invoices.transporterId))
      .where(where)
      .orderBy(asc(receipts.paidOn), asc(receipts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(
      db,
      matchingRows(db)
        .from(receipts)
        .innerJoin(invoices, eq(invoices.id, receipts.invoiceId))
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .innerJoin(transporters, eq(transporters.id, invoices.transporterId))
        .where(where),
    ),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.receipt.id,
      number: r.receipt.number,
      amountPaise: r.receipt.amountPaise,
      paidOn: r.receipt.paidOn,
      mode: r.receipt.mode,
      reference: r.receipt.reference,
      createdAt: r.receipt.createdAt.toISOString(),
      invoice: { id: r.receipt.invoiceId, number: r.invoiceNumber, issuedOn: r.issuedOn },
      order: { id: r.orderId, number: r.orderNumber },
      plant: { id: r.plantId, name: r.plantName },
      transporter: { id: r.transporterId, name: r.transporterName },
    })),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}
