import 'i18next';
import type { Catalogue } from './englishCatalogue';

// Keys are checked against the English catalogue: a `t('…')` of a missing key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
