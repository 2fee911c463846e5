import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { addDays } from '../../src/domain/calendarDay';
import { auditInvoice } from '../../src/domain/freightAudit';
import { type FreightLine, freightInvoiceTotals } from '../../src/domain/freightInvoice';
import { gstinStateCode } from '../../src/domain/gtaGst';
import type { InvoiceInput } from '../../src/domain/schemas/payments';
import type { Queryable } from '../db/database';
import { paymentTerms } from '../db/schema/billing';
import { industries } from '../db/schema/tenancy';
import { transporters } from '../db/schema/transporters';
import type { OrderRecord } from '../orders/orderRecord';
import { freightGstRatesOf } from './freightGstRates';

/**
 * What an invoice's body becomes once the order and its parties are known: the lines in paise, the GST of the
 * charge mode at the industry's rates (freightGstRates.ts) by the GTA rule of `domain/gtaGst.ts`, the payment terms
 * (the due date and the advance, `domain/paymentSchedule.ts`), and the audit against the order. Written on entry and again on each revision.
 */
export async function invoiceFigures(db: Queryable, order: OrderRecord, body: Omit<InvoiceInput, 'orderId'>) {
  const states = await gstStatesOf(db, order);
  const lines: FreightLine[] = body.lines.map((l) => ({
    kind: l.kind,
    quantity: l.quantity,
    ratePaise: l.rateInr,
  }));
  const totals = freightInvoiceTotals(lines, {
    chargeMode: body.chargeMode,
    rates: await freightGstRatesOf(db, order.industryId),
    ...states,
  });
  const term = await termsFor(db, order.industryId, order.transporterId);
  return {
    lines,
    amountPaise: totals.taxablePaise,
    chargeMode: body.chargeMode,
    ratePercent: totals.ratePercent,
    taxPaise: totals.taxPaise,
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    igstPaise: totals.igstPaise,
    placeOfSupply: totals.placeOfSupply,
    supplierStateCode: states.supplierStateCode,
    payablePaise: totals.payablePaise,
    paymentTermId: term?.id ?? null,
    advancePercent: term?.advancePercent ?? 0,
    issuedOn: body.issuedOn,
    dueOn: addDays(body.issuedOn, term?.days ?? 0),
    irn: body.irn,
    auditFlags: auditInvoice(lines, {
      awardedPaise: order.freightPaise,
      gateInAt: order.gateInAt,
      gateOutAt: order.gateOutAt,
    }),
  };
}

/**
 * The two registrations the GST rule of freight compares (`domain/gtaGst.ts`): the transporter's GSTIN state
 * (null when it has no GSTIN: unregistered) and the state of the industry's GSTIN, which the invoice is billed
 * to. Every industry has a GSTIN (sign-up requires one, `tenancy/newIndustry.ts`), so one without is a broken
 * record, not a case of the rule.
 */
export async function gstStatesOf(db: Queryable, order: Pick<OrderRecord, 'industryId' | 'transporterId'>) {
  const [parties] = await db
    .select({
      industryState: industries.stateCode,
      industryGstin: industries.gstin,
      transporterGstin: transporters.gstin,
    })
    .from(industries)
    .innerJoin(transporters, eq(transporters.id, order.transporterId))
    .where(eq(industries.id, order.industryId));
  const recipientStateCode =
    parties?.industryState ?? (parties?.industryGstin ? gstinStateCode(parties.industryGstin) : null);
  if (!recipientStateCode) throw new Error(`Industry ${order.industryId} has no GSTIN to bill freight to`);
  const transporterGstin = parties?.transporterGstin ?? null;
  return {
    supplierStateCode: transporterGstin ? gstinStateCode(transporterGstin) : null,
    recipientStateCode,
    transporterGstin,
  };
}

/** The transporter's own active terms, else the industry's active default; none means due on the day. */
export async function termsFor(db: Queryable, industryId: number, transporterId: number) {
  const [term] = await db
    .select({
      id: paymentTerms.id,
      name: paymentTerms.name,
      days: paymentTerms.days,
      advancePercent: paymentTerms.advancePercent,
    })
    .from(paymentTerms)
    .where(
      and(
        eq(paymentTerms.industryId, industryId),
        eq(paymentTerms.status, 'active'),
        or(eq(paymentTerms.transporterId, transporterId), isNull(paymentTerms.transporterId)),
      ),
    )
    // The transporter's own terms before the default.
    .orderBy(sql`${paymentTerms.transporterId} is null`)
    .limit(1);
  return term;
}
