import { Business, type BusinessInput, type BusinessListQuery } from '../domain/schemas/business';
import {
  Package,
  type PackageInput,
  type PackageListQuery,
  Product,
  type ProductInput,
  type ProductListQuery,
} from '../domain/schemas/catalogue';
import { Party, type PartyInput, type PartyListQuery } from '../domain/schemas/party';
import { PaymentTerm, type PaymentTermInput, type PaymentTermListQuery } from '../domain/schemas/payments';
import {
  RequestSetting,
  type RequestSettingInput,
  type RequestSettingListQuery,
} from '../domain/schemas/requestSettings';
import { announcementsApi } from './announcements';
import { authApi } from './auth';
import { biddingWindowSettingsApi } from './biddingWindowSettings';
import { clientConfigApi } from './clientConfig';
import { clientContactsApi } from './clientContacts';
import { companyApi } from './company';
import { containersApi } from './containers';
import { devicesApi } from './devices';
import { driverApi } from './driver';
import { feedConnectionsApi } from './feedConnections';
import { formOptionsApi } from './formOptions';
import { freightGstSettingsApi } from './freightGstSettings';
import { gateApi } from './gate';
import { createHttpClient, type HttpClientOptions } from './httpClient';
import { ingestKeysApi } from './ingestKeys';
import { insightApi } from './insight';
import { invoicesApi } from './invoices';
import { masterApi } from './masterApi';
import { notificationsApi } from './notifications';
import { ordersApi } from './orders';
import { rolesApi, staffApi } from './people';
import { placesApi } from './places';
import { plantsApi } from './plants';
import { preferencesApi } from './preferences';
import { profileApi } from './profile';
import { pushApi } from './push';
import { requestsApi } from './requests';
import { shareApi } from './share';
import { signupApi } from './signup';
import { specApi } from './spec';
import { subscriptionApi } from './subscription';
import { tallyLedgerSettingsApi } from './tallyLedgerSettings';
import { trackingApi } from './tracking';
import { trackingSettingsApi } from './trackingSettings';
import { transferApi } from './transfer';
import { transportersApi } from './transporters';
import { webhooksApi } from './webhooks';

/** Every resource module bound to one HTTP client, so screens get them from one place (ApiProvider). */
export const createApiClient = (options: HttpClientOptions) => {
  const http = createHttpClient(options);
  return {
    auth: authApi(http),
    signup: signupApi(http),
    spec: specApi(http),
    subscription: subscriptionApi(http),
    plants: plantsApi(http),
    containers: containersApi(http),
    businesses: masterApi<Business, BusinessInput, BusinessListQuery>(http, '/api/businesses', Business),
    transporters: transportersApi(http),
    roles: rolesApi(http),
    staff: staffApi(http),
    products: masterApi<Product, ProductInput, ProductListQuery>(http, '/api/products', Product),
    packages: masterApi<Package, PackageInput, PackageListQuery>(http, '/api/packages', Package),
    paymentTerms: masterApi<PaymentTerm, PaymentTermInput, PaymentTermListQuery>(
      http,
      '/api/payment-terms',
      PaymentTerm,
    ),
    requestSettings: masterApi<RequestSetting, RequestSettingInput, RequestSettingListQuery>(
      http,
      '/api/request-settings',
      RequestSetting,
    ),
    clients: masterApi<Party, PartyInput, PartyListQuery>(http, '/api/clients', Party),
    vendors: masterApi<Party, PartyInput, PartyListQuery>(http, '/api/vendors', Party),
    clientContacts: clientContactsApi(http),
    places: placesApi(http),
    devices: devicesApi(http),
    insight: insightApi(http),
    formOptions: formOptionsApi(http),
    invoices: invoicesApi(http),
    clientConfig: clientConfigApi(http),
    tracking: trackingApi(http),
    trackingSettings: trackingSettingsApi(http),
    feedConnections: feedConnectionsApi(http),
    ingestKeys: ingestKeysApi(http),
    biddingWindowSettings: biddingWindowSettingsApi(http),
    freightGstSettings: freightGstSettingsApi(http),
    tallyLedgerSettings: tallyLedgerSettingsApi(http),
    webhooks: webhooksApi(http),
    share: shareApi(http),
    driver: driverApi(http, options),
    requests: requestsApi(http),
    orders: ordersApi(http),
    company: companyApi(http),
    gate: gateApi(http),
    notifications: notificationsApi(http),
    announcements: announcementsApi(http),
    push: pushApi(http),
    preferences: preferencesApi(http),
    profile: profileApi(http),
    transfer: transferApi(options),
    /**
     * The client itself, for an API only lazy screens call: the transporter portal's (views/portal/usePortalApi.ts)
     * stays out of the shipper's first screens.
     */
    http,
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
