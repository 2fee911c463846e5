import type { GstChargeMode } from '../../../domain/gtaGst';
import type { RouteId } from '../../../routes/routeTable';

/**
 * Who fills the invoice form in: the shipper typing a transporter's invoice from its paper, or the transporter
 * raising its own in its portal. The form, its figures and its rules are the same; what it says to the person,
 * where it goes once saved and which cached lists the invoice changes are theirs.
 */
export type InvoiceAuthor = 'shipper' | 'transporter';

interface AuthorSide {
  /** The form's texts that speak to the one filling it in (catalogue keys). */
  wording: {
    form: string;
    numberNote: string;
    chargeModes: Record<GstChargeMode, string>;
    figuresNote: string;
    reverseChargeNote: string;
    dueOnTheDay: string;
    payable: string;
    submit: string;
    /** The flash once a new invoice is in, with its `number`. */
    entered: string;
  };
  /** Where the form goes once the invoice is in, and where "Cancel" goes back to. */
  saved: RouteId;
  cancel: RouteId;
  /** The query keys of the lists an invoice changes. */
  changes: readonly (readonly string[])[];
}

export const INVOICE_AUTHORS = {
  shipper: {
    wording: {
      form: 'payments.entry.form',
      numberNote: 'payments.entry.numberNote',
      chargeModes: {
        reverse: 'payments.entry.chargeModes.reverse.description',
        forward: 'payments.entry.chargeModes.forward.description',
      },
      figuresNote: 'payments.entry.figuresNote',
      reverseChargeNote: 'payments.entry.reverseChargeNote',
      dueOnTheDay: 'payments.entry.dueOnTheDay',
      payable: 'payments.detail.payable',
      submit: 'payments.entry.submit',
      entered: 'payments.entry.entered',
    },
    saved: 'payment-summary',
    cancel: 'payment-summary',
    changes: [['invoices'], ['orders']],
  },
  transporter: {
    wording: {
      form: 'portal.invoice.form',
      numberNote: 'portal.invoice.numberNote',
      chargeModes: {
        reverse: 'portal.invoice.chargeModes.reverse',
        forward: 'portal.invoice.chargeModes.forward',
      },
      figuresNote: 'portal.invoice.figuresNote',
      reverseChargeNote: 'portal.invoice.reverseChargeNote',
      dueOnTheDay: 'portal.invoice.dueOnTheDay',
      payable: 'portal.invoice.payable',
      submit: 'portal.invoice.submit',
      entered: 'portal.invoice.submitted',
    },
    saved: 'transporter-invoices',
    cancel: 'transporter-orders',
    // Its orders and its invoices, both under the portal's keys.
    changes: [['portal']],
  },
} as const satisfies Record<InvoiceAuthor, AuthorSide>;
