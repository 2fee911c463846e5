import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enComponents from './en/components.json';
import enDashboard from './en/dashboard.json';
import enDomain from './en/domain.json';
import enErrors from './en/errors.json';
import enInsight from './en/insight.json';
import enLayout from './en/layout.json';
import enNotifications from './en/notifications.json';
import enPayments from './en/payments.json';
import enRoutes from './en/routes.json';
import enSignup from './en/signup.json';
import enValidation from './en/validation.json';
import enWhatsNew from './en/whatsNew.json';

/**
 * The English texts the first screens show (sign-in, the signed-in frame, the dashboard) and the messages of
 * the rules they run (validation): what a reader waits for before the app starts. The other areas are in
 * englishLater.ts, fetched with the first screen beyond these (loadCatalogue.ts).
 */
export const enFirst = {
  auth: enAuth,
  common: enCommon,
  components: enComponents,
  dashboard: enDashboard,
  domain: enDomain,
  errors: enErrors,
  insight: enInsight,
  layout: enLayout,
  notifications: enNotifications,
  routes: enRoutes,
  validation: enValidation,
  signup: enSignup,
  whatsNew: enWhatsNew,
  payments: enPayments,
};

export type FirstTexts = typeof enFirst;
