import { SegmentedControl } from '@mantine/core';
import { LANGUAGES } from '../../i18n/languages';
import { useLanguageChoice } from './useLanguageChoice';

/** English / हिन्दी, side by side: the header's switch. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, current, choose, name } = useLanguageChoice();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('common.language.label')}
      value={current}
      onChange={choose}
      data={LANGUAGES.map((language) => ({ value: language, label: name(language) }))}
      data-testid="language-switch"
    />
  );
}
