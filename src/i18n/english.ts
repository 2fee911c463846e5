import { createI18n } from './createI18n';
import { en } from './englishCatalogue';

/**
 * One English instance for texts that are English whoever reads them: the API's messages (409 refusals,
 * field errors) and the schemas' messages outside the browser.
 */
export const english = createI18n('en', { en });
