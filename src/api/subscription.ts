import {
  Checkout,
  CheckoutResult,
  PlanCatalogue,
  type RazorpayConfirmBody,
  SubscriptionOverview,
  type TestOutcomeBody,
} from '../domain/schemas/subscription';
import type { HttpClient } from './httpClient';

/** Plans, the joining fee and their payment (server/http/subscriptionRoutes.ts). */
export const subscriptionApi = (http: HttpClient) => ({
  catalogue: (signal?: AbortSignal) => http.get('/api/plans', { schema: PlanCatalogue, signal }),
  overview: (signal?: AbortSignal) => http.get('/api/subscription', { schema: SubscriptionOverview, signal }),
  /** A plan (with the joining fee while unpaid), or the joining fee alone with `planId` null. */
  checkout: (planId: number | null) =>
    http.post('/api/subscription/checkout', { schema: Checkout, body: { planId } }),
  simulate: (id: number, outcome: TestOutcomeBody['outcome']) =>
    http.post(`/api/subscription/checkout/${id}/test-outcome`, { schema: CheckoutResult, body: { outcome } }),
  confirm: (id: number, payment: RazorpayConfirmBody) =>
    http.post(`/api/subscription/checkout/${id}/confirm`, { schema: CheckoutResult, body: payment }),
});

export type SubscriptionApi = ReturnType<typeof subscriptionApi>;
