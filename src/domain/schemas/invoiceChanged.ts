import { z } from 'zod';

/**
 * A shipper took a step on one of a transporter company's invoices (approved, disputed, scheduled, paid in part
 * or whole), or the company corrected one: its portal reads its invoices again, so the news carries no figure
 * (nor the invoice's status: the list read again has it). Apart from the portal's invoice schemas, which every
 * screen's socket events would otherwise load.
 */
export const InvoiceChangedEvent = z.object({ invoiceId: z.number().int() });
