import type { FirstTexts } from './englishFirst';
import hiAuth from './hi/auth.json';
import hiCommon from './hi/common.json';
import hiComponents from './hi/components.json';
import hiErrors from './hi/errors.json';
import hiRoutes from './hi/routes.json';
import hiSignup from './hi/signup.json';
import hiValidation from './hi/validation.json';

/** The Hindi texts of the sign-in page and of what every screen holds, area by area as englishFirst.ts. */
export const hiFirst: FirstTexts = {
  auth: hiAuth,
  common: hiCommon,
  components: hiComponents,
  errors: hiErrors,
  routes: hiRoutes,
  validation: hiValidation,
  signup: hiSignup,
};
