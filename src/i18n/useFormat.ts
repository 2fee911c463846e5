import { useTranslation } from 'react-i18next';
import { type Formatters, formattersFor } from './format';
import { DEFAULT_LANGUAGE, isLanguage } from './languages';

/** Number and INR formatters of the language on screen; a language switch re-renders their users. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
}
