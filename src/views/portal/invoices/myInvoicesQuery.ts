/** The company's invoices, one cache entry per filter and page; a raised invoice refreshes them all. */
export const MY_INVOICES_KEY = ['portal', 'my-invoices'] as const;

/** One invoice of the company as its correction reads it; under the list's key, so news of it refreshes both. */
export const myInvoiceKey = (invoiceId: number) => [...MY_INVOICES_KEY, 'one', invoiceId] as const;
