import { inArray } from 'drizzle-orm';
import type { InvoiceListQuery, InvoiceRow, ReceiptRow } from '../../src/domain/schemas/payments';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { transporters } from '../db/schema/transporters';
import { listInvoices } from '../invoices/invoiceQueries';
import { listReceipts } from '../invoices/receiptQueries';
import { tallyLedgersOf } from './tallyLedgerStore';
import { TallyLedgers, type TallyParty } from './tallyMasters';
import {
  isBookable,
  type LedgerRef,
  ledgersOf,
  paymentVoucher,
  purchaseVoucher,
  type TallyVoucher,
  voucherXml,
} from './tallyVouchers';
import { tallyEnvelope } from './tallyXml';

/** Rows read from the database at a time, as the sheet exports do. */
const PAGE_SIZE = 5_000;

/** The invoice list's filters, without its paging: what a Tally file is asked for. */
export type TallyFileQuery = Omit<InvoiceListQuery, 'page' | 'pageSize'>;

/** Every row of a paged list, a page at a time. */
async function* everyRow<Row>(read: (page: number) => Promise<{ rows: Row[] }>): AsyncGenerator<Row> {
  for (let page = 1; ; page++) {
    const { rows } = await read(page);
    yield* rows;
    if (rows.length < PAGE_SIZE) return;
  }
}

/** The list's approved invoices as purchases, then the payments against its invoices, as the lists read them. */
async function* vouchersOf(
  db: Queryable,
  user: SignedInUser,
  query: TallyFileQuery,
  now: Date,
): AsyncGenerator<TallyVoucher> {
  const paged = (page: number): InvoiceListQuery => ({ ...query, page, pageSize: PAGE_SIZE });
  for await (const invoice of everyRow<InvoiceRow>((page) => listInvoices(db, user, paged(page), now)))
    if (isBookable(invoice)) yield purchaseVoucher(invoice);
  for await (const receipt of everyRow<ReceiptRow>((page) => listReceipts(db, user, paged(page))))
    yield paymentVoucher(receipt);
}

/** The transporters of these ids as their ledgers are made. */
async function partiesOf(db: Queryable, ids: readonly number[]): Promise<TallyParty[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: transporters.id,
      name: transporters.name,
      code: transporters.code,
      gstin: transporters.gstin,
    })
    .from(transporters)
    .where(inArray(transporters.id, [...ids]));
}

const refKey = (ref: LedgerRef) => ('role' in ref ? ref.role : `transporter:${ref.transporterId}`);

const transporterIds = (refs: Iterable<LedgerRef>) =>
  [...refs].flatMap((ref) => ('transporterId' in ref ? [ref.transporterId] : []));

/**
 * `GET /api/invoices/tally`'s file: the ledger masters its vouchers post to, then the vouchers, under the
 * industry's ledger names. The lists are read twice, a page at a time: first for the ledgers (before the answer
 * starts, so a failure is an error answer rather than a cut file), then for the vouchers as the file streams,
 * so that the masters come first without the vouchers being held. A voucher whose transporter first appeared
 * between the two readings gets that ledger's master just before it.
 */
export async function tallyFile(
  db: Queryable,
  user: SignedInUser,
  query: TallyFileQuery,
  now: Date,
): Promise<AsyncIterable<string>> {
  const names = await tallyLedgersOf(db, industryOf(user));
  const ledgers = new TallyLedgers(names);
  const used = new Map<string, LedgerRef>();
  for await (const voucher of vouchersOf(db, user, query, now))
    for (const ref of ledgersOf(voucher)) used.set(refKey(ref), ref);
  ledgers.learn(await partiesOf(db, transporterIds(used.values())));

  return tallyEnvelope(
    names.companyName,
    (async function* () {
      yield ledgers.mastersOf(used.values());
      for await (const voucher of vouchersOf(db, user, query, now)) {
        const refs = ledgersOf(voucher);
        const unknown = transporterIds(refs).filter((id) => !ledgers.knows(id));
        if (unknown.length > 0) ledgers.learn(await partiesOf(db, unknown));
        yield ledgers.mastersOf(refs) + voucherXml(voucher, ledgers);
      }
    })(),
  );
}
