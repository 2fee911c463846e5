import enAuth from './en/auth.json';
import enCatalogue from './en/catalogue.json';
import enCommon from './en/common.json';
import enComponents from './en/components.json';
import enDashboard from './en/dashboard.json';
import enDevices from './en/devices.json';
import enDocuments from './en/documents.json';
import enDomain from './en/domain.json';
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
import hiAuth from './hi/auth.json';
import hiCatalogue from './hi/catalogue.json';
import hiCommon from './hi/common.json';
import hiComponents from './hi/components.json';
import hiDashboard from './hi/dashboard.json';
import hiDevices from './hi/devices.json';
import hiDocuments from './hi/documents.json';
import hiDomain from './hi/domain.json';
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

/**
 * One catalogue per language, one file per area of the product (so that each area's texts are read and
 * translated together), assembled under the area's name: `t('tracking.board.title')`.
 */
export const en = {
  auth: enAuth,
  common: enCommon,
  components: enComponents,
  dashboard: enDashboard,
  documents: enDocuments,
  domain: enDomain,
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
};

export type Catalogue = typeof en;

export const hi = {
  auth: hiAuth,
  common: hiCommon,
  components: hiComponents,
  dashboard: hiDashboard,
  documents: hiDocuments,
  domain: hiDomain,
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
};
