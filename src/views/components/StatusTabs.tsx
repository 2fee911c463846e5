import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lifecycleLabel } from '../../i18n/lifecycleLabel';

interface StatusTabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
}

/** A list's status tabs ("All", then one per status); keyboard arrows move between them (Mantine Tabs). */
export function StatusTabs<T extends string>({ tabs, value, onChange }: StatusTabsProps<T>) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const tab = tabs.find((candidate) => candidate === next);
        if (tab) onChange(tab);
      }}
      mb="md"
    >
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
            {lifecycleLabel(t, tab)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
