import { randomId } from '@mantine/hooks';
import type { FreightLine, FreightLineKind } from '../../../domain/freightInvoice';
import type { GstChargeMode } from '../../../domain/gtaGst';
import { paiseToRupees, rupeesToPaise } from '../../../domain/money';
import type { InvoiceDetail, InvoiceDraft } from '../../../domain/schemas/payments';

/** One line as the form holds it: an empty number box is '' (as Mantine's NumberInput reports it). */
export interface LineValues {
  /** The form's own handle of the line (React's key), never sent. */
  key: string;
  kind: FreightLineKind;
  quantity: number | '';
  rateInr: number | '';
}

/** The invoice form's values, under the API's field names so that field errors land on their inputs. */
export interface InvoiceFormValues {
  number: string;
  issuedOn: string;
  chargeMode: GstChargeMode;
  irn: string;
  lines: LineValues[];
}

/**
 * A new invoice of an order: dated today, under reverse charge (how most transporters bill road freight), its
 * freight line the award: the rate per vehicle × the order's one vehicle.
 */
export const newInvoiceValues = (draft: InvoiceDraft, today: string): InvoiceFormValues => ({
  number: '',
  issuedOn: today,
  chargeMode: 'reverse',
  irn: '',
  lines: [
    { key: randomId(), kind: 'freight', quantity: 1, rateInr: paiseToRupees(draft.order.freightPaise) },
  ],
});

/** A disputed invoice back in the form, to be corrected (the shipper's detail or the transporter's own). */
export const invoiceValuesOf = (
  invoice: Pick<InvoiceDetail, 'number' | 'issuedOn' | 'chargeMode' | 'irn' | 'lines'>,
): InvoiceFormValues => ({
  number: invoice.number,
  issuedOn: invoice.issuedOn,
  chargeMode: invoice.chargeMode,
  irn: invoice.irn ?? '',
  lines: invoice.lines.map((line) => ({
    key: randomId(),
    kind: line.kind,
    quantity: line.quantity,
    rateInr: paiseToRupees(line.ratePaise),
  })),
});

/** A line added to the form: one unit, its rate still to be typed. */
export const blankLine = (kind: FreightLineKind): LineValues => ({
  key: randomId(),
  kind,
  quantity: 1,
  rateInr: '',
});

/** The body the API takes, once the schema has accepted the values. */
export const invoiceBodyOf = ({ lines, ...values }: InvoiceFormValues) => ({
  ...values,
  lines: lines.map(({ key: _, ...line }) => ({
    ...line,
    quantity: Number(line.quantity),
    rateInr: Number(line.rateInr),
  })),
});

/**
 * The lines as far as they can be counted while typing: a line without a whole quantity or a rate counts as
 * nothing yet, so the totals follow the inputs without waiting for the form to be valid.
 */
export const countableLines = (lines: readonly LineValues[]): FreightLine[] =>
  lines.flatMap((line) =>
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.rateInr === 'number' &&
    line.rateInr >= 0
      ? [{ kind: line.kind, quantity: line.quantity, ratePaise: rupeesToPaise(line.rateInr) }]
      : [],
  );
