import { Company, type CompanyAddressInput } from '../domain/schemas/company';
import type { HttpClient } from './httpClient';

/** The industry's company details and the owner's change of its address; a new logo goes up through `transfer.logo`. */
export const companyApi = (http: HttpClient) => ({
  get: (signal?: AbortSignal) => http.get('/api/company', { schema: Company, signal }),
  saveAddress: (body: CompanyAddressInput) => http.put('/api/company/address', { schema: Company, body }),
  removeLogo: () => http.delete('/api/company/logo', { schema: Company }),
});
