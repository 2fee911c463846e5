import enAuth from './en/auth.json';
import enCatalogue from './en/catalogue.json';
import enCommon from './en/common.json';
import enComponents from './en/components.json';
import enDashboard from './en/dashboard.json';
import enDevices from './en/devices.json';
import enDocuments from './en/documents.json';
import enDomain from './en/domain.json';
import enDriver from './en/driver.json';
import enErrors from './en/errors.json';
import enGate from './en/gate.json';
import enInsight from './en/insight.json';
import enLayout from './en/layout.json';
import enMail from './en/mail.json';
import enMasters from './en/masters.json';
import enNotifications from './en/notifications.json';
import enOrders from './en/orders.json';
import enParties from './en/parties.json';
import enPayments from './en/payments.json';
import enPeople from './en/people.json';
import enPlaces from './en/places.json';
import enPlan from './en/plan.json';
import enPortal from './en/portal.json';
import enProfile from './en/profile.json';
import enRequests from './en/requests.json';
import enRoutes from './en/routes.json';
import enSettings from './en/settings.json';
import enShare from './en/share.json';
import enSignup from './en/signup.json';
import enTracking from './en/tracking.json';
import enTransfer from './en/transfer.json';
import enTransporters from './en/transporters.json';
import enValidation from './en/validation.json';
import enWhatsNew from './en/whatsNew.json';

/**
 * The English catalogue: one file per area of the product (so that each area's texts are read and translated
 * together), assembled under the area's name: `t('tracking.board.title')`. Every other language has the same
 * shape (`Catalogue`); English is the fallback and the API's own language, so the browser always holds it.
 */
export const en = {
  auth: enAuth,
  common: enCommon,
  components: enComponents,
  dashboard: enDashboard,
  documents: enDocuments,
  domain: enDomain,
  driver: enDriver,
  errors: enErrors,
  gate: enGate,
  insight: enInsight,
  layout: enLayout,
  mail: enMail,
  masters: enMasters,
  notifications: enNotifications,
  orders: enOrders,
  plan: enPlan,
  profile: enProfile,
  requests: enRequests,
  routes: enRoutes,
  settings: enSettings,
  share: enShare,
  tracking: enTracking,
  validation: enValidation,
  parties: enParties,
  people: enPeople,
  transporters: enTransporters,
  signup: enSignup,
  places: enPlaces,
  catalogue: enCatalogue,
  devices: enDevices,
  transfer: enTransfer,
  whatsNew: enWhatsNew,
  payments: enPayments,
  portal: enPortal,
};

export type Catalogue = typeof en;
