import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enComponents from './en/components.json';
import enErrors from './en/errors.json';
import enRoutes from './en/routes.json';
import enSignup from './en/signup.json';
import enValidation from './en/validation.json';

/**
 * The English texts the sign-in page shows, with those of what every screen holds (the error boundary, the
 * banners, the language switch, the titles), and the messages of the rules the forms run (validation): what a
 * reader waits for before the app starts. The signed-in frame and the dashboard bring theirs (englishFrame.ts),
 * the screens beyond them the rest (englishLater.ts), as loadCatalogue.ts fetches them.
 */
export const enFirst = {
  auth: enAuth,
  common: enCommon,
  components: enComponents,
  errors: enErrors,
  routes: enRoutes,
  validation: enValidation,
  signup: enSignup,
};

export type FirstTexts = typeof enFirst;
