import { CheckIcon, Menu } from '@mantine/core';
import { LANGUAGES } from '../../i18n/languages';
import { useLanguageChoice } from './useLanguageChoice';

/**
 * The same choice as items of a menu (a phone's header has no room for the switch), the current language
 * ticked: a menu may hold only items, so the switch's radio group (LanguageSwitch.tsx) cannot go in one. A file
 * of its own, so the sign-in card's switch does not bring the menu's code.
 */
export function LanguageMenuItems({ hiddenFrom }: { hiddenFrom: 'xs' }) {
  const { t, current, choose, name } = useLanguageChoice();
  return (
    <>
      <Menu.Label hiddenFrom={hiddenFrom}>{t('common.language.label')}</Menu.Label>
      {LANGUAGES.map((language) => (
        <Menu.Item
          key={language}
          hiddenFrom={hiddenFrom}
          onClick={() => choose(language)}
          leftSection={<CheckIcon size={12} visibility={language === current ? 'visible' : 'hidden'} />}
          aria-current={language === current ? 'true' : undefined}
          data-testid={`language-${language}`}
        >
          {name(language)}
        </Menu.Item>
      ))}
      <Menu.Divider hiddenFrom={hiddenFrom} />
    </>
  );
}
