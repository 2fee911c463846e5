import { createI18n } from './createI18n';
import domain from './en/domain.json';
import validation from './en/validation.json';

/**
 * English for what the shared rules say whoever reads them: schema messages and refusals (the API's field
 * errors and 409s), which word statuses too. Those two areas alone, so that the browser, which runs the same
 * rules, does not carry the whole English catalogue for them; the server's other English texts: english.ts.
 */
export const englishRules = createI18n('en', { en: { domain, validation } });
