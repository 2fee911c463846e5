import type { Catalogue } from './englishCatalogue';
import hiAuth from './hi/auth.json';
import hiCatalogue from './hi/catalogue.json';
import hiCommon from './hi/common.json';
import hiComponents from './hi/components.json';
import hiDashboard from './hi/dashboard.json';
import hiDevices from './hi/devices.json';
import hiDocuments from './hi/documents.json';
import hiDomain from './hi/domain.json';
import hiDriver from './hi/driver.json';
import hiErrors from './hi/errors.json';
import hiGate from './hi/gate.json';
import hiInsight from './hi/insight.json';
import hiLayout from './hi/layout.json';
import hiMail from './hi/mail.json';
import hiMasters from './hi/masters.json';
import hiNotifications from './hi/notifications.json';
import hiOrders from './hi/orders.json';
import hiParties from './hi/parties.json';
import hiPayments from './hi/payments.json';
import hiPeople from './hi/people.json';
import hiPlaces from './hi/places.json';
import hiPlan from './hi/plan.json';
import hiPortal from './hi/portal.json';
import hiProfile from './hi/profile.json';
import hiRequests from './hi/requests.json';
import hiRoutes from './hi/routes.json';
import hiSettings from './hi/settings.json';
import hiShare from './hi/share.json';
import hiSignup from './hi/signup.json';
import hiTracking from './hi/tracking.json';
import hiTransfer from './hi/transfer.json';
import hiTransporters from './hi/transporters.json';
import hiValidation from './hi/validation.json';
import hiWhatsNew from './hi/whatsNew.json';

/** The Hindi catalogue, area by area as the English one; the browser loads it only for a Hindi reader. */
export const hi: Catalogue = {
  auth: hiAuth,
  common: hiCommon,
  components: hiComponents,
  dashboard: hiDashboard,
  documents: hiDocuments,
  domain: hiDomain,
  driver: hiDriver,
  errors: hiErrors,
  gate: hiGate,
  insight: hiInsight,
  layout: hiLayout,
  mail: hiMail,
  masters: hiMasters,
  notifications: hiNotifications,
  orders: hiOrders,
  plan: hiPlan,
  profile: hiProfile,
  requests: hiRequests,
  routes: hiRoutes,
  settings: hiSettings,
  share: hiShare,
  tracking: hiTracking,
  validation: hiValidation,
  parties: hiParties,
  people: hiPeople,
  transporters: hiTransporters,
  signup: hiSignup,
  places: hiPlaces,
  catalogue: hiCatalogue,
  devices: hiDevices,
  transfer: hiTransfer,
  whatsNew: hiWhatsNew,
  payments: hiPayments,
  portal: hiPortal,
};
