/** The company's query key: the tab reads it, the logo's editor writes the server's answer into it. */
export const COMPANY_QUERY = ['company'] as const;
