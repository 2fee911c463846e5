/** The company's invoices, one cache entry per filter and page; a raised invoice refreshes them all. */
export const MY_INVOICES_KEY = ['portal', 'my-invoices'] as const;
