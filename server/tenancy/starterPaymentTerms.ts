/**
 * The default payment terms every industry starts with (the demo's and a newly registered one's): 30 days of
 * credit, as Indian freight is commonly paid, so that an invoice is not due the day it is entered. The owner
 * changes them, or adds a transporter's own, in the payment-terms master.
 */
export const STARTER_PAYMENT_TERMS = { name: 'Standard terms', days: 30 } as const;
