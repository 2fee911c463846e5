import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE } from '../../i18n/languages';
import { useFormat } from '../../i18n/useFormat';
import type { CellFormat } from './insightFormat';

export interface InsightWords extends CellFormat {
  /** A column's heading; one the catalogue does not know yet is shown by its key. */
  heading: (key: string) => string;
}

/** The words and number formats a figure is shown in, in the language on screen. */
export function useInsightWords(): InsightWords {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      t,
      format,
      locale: LOCALE[language],
      heading: (key: string) => t(`insight.columns.${key}`, { defaultValue: key }),
    }),
    [t, format, language],
  );
}
