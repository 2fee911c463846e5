/** The settings page's tabs, in order; the first is where /settings lands. Each is a built screen. */
export const SETTINGS_TABS = [{ value: 'tracking-alerts', label: 'Tracking alerts' }] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

export const DEFAULT_SETTINGS_TAB: SettingsTab = SETTINGS_TABS[0].value;

/** The tab a `:tab` route parameter names, or null for one that does not exist. */
export const settingsTab = (param: string | undefined): SettingsTab | null =>
  SETTINGS_TABS.find((tab) => tab.value === param)?.value ?? null;
