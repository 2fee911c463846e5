/**
 * The settings page's tabs, in order; the first is where /settings lands. Each is a built screen, named by
 * `settings.tabs.<tab>`.
 */
export const SETTINGS_TABS = [
  'tracking-alerts',
  'bidding-window',
  'freight-gst',
  'tally-ledgers',
  'products',
  'packages',
  'devices',
  'company',
  'ingest-keys',
  'feeds',
  'webhooks',
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const DEFAULT_SETTINGS_TAB: SettingsTab = SETTINGS_TABS[0];

/** The tab a `:tab` route parameter names, or null for one that does not exist. */
export const settingsTab = (param: string | undefined): SettingsTab | null =>
  SETTINGS_TABS.find((tab) => tab === param) ?? null;
