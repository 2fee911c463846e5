import { Company } from '../domain/schemas/company';
import type { HttpClient } from './httpClient';

/** The industry's company details; a new logo goes up through `transfer.logo`. */
export const companyApi = (http: HttpClient) => ({
  get: (signal?: AbortSignal) => http.get('/api/company', { schema: Company, signal }),
  removeLogo: () => http.delete('/api/company/logo', { schema: Company }),
});
