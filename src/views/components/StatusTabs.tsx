import { Tabs } from '@mantine/core';
import { lifecycleLabel } from '../components/lifecycleLabel';

interface StatusTabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
}

/** A list's status tabs ("All", then one per status); keyboard arrows move between them (Mantine Tabs). */
export function StatusTabs<T extends string>({ tabs, value, onChange }: StatusTabsProps<T>) {
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const tab = tabs.find((t) => t === next);
        if (tab) onChange(tab);
      }}
      mb="md"
    >
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
            {lifecycleLabel(tab)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
