import { PaymentTerm, type PaymentTermInput, type PaymentTermListQuery } from '../domain/schemas/payments';
import type { HttpClient } from './httpClient';
import { masterApi } from './masterApi';

/** Payment terms: the six routes of every master. */
export const paymentTermsApi = (http: HttpClient) =>
  masterApi<PaymentTerm, PaymentTermInput, PaymentTermListQuery>(http, '/api/payment-terms', PaymentTerm);
