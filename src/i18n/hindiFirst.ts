import type { FirstTexts } from './englishFirst';
import hiAuth from './hi/auth.json';
import hiCommon from './hi/common.json';
import hiComponents from './hi/components.json';
import hiDashboard from './hi/dashboard.json';
import hiDomain from './hi/domain.json';
import hiErrors from './hi/errors.json';
import hiInsight from './hi/insight.json';
import hiLayout from './hi/layout.json';
import hiNotifications from './hi/notifications.json';
import hiPayments from './hi/payments.json';
import hiRoutes from './hi/routes.json';
import hiSignup from './hi/signup.json';
import hiValidation from './hi/validation.json';
import hiWhatsNew from './hi/whatsNew.json';

/** The Hindi texts of the first screens, area by area as englishFirst.ts. */
export const hiFirst: FirstTexts = {
  auth: hiAuth,
  common: hiCommon,
  components: hiComponents,
  dashboard: hiDashboard,
  domain: hiDomain,
  errors: hiErrors,
  insight: hiInsight,
  layout: hiLayout,
  notifications: hiNotifications,
  routes: hiRoutes,
  validation: hiValidation,
  signup: hiSignup,
  whatsNew: hiWhatsNew,
  payments: hiPayments,
};
