import { Stack, Tabs } from '@mantine/core';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ScreenProps } from '../../app/screenLoader';
import { linkTo } from '../../routes/links';
import { PageHeader } from '../components/PageHeader';
import { BiddingWindowTab } from './BiddingWindowTab';
import { PackagesTab } from './catalogue/PackagesTab';
import { ProductsTab } from './catalogue/ProductsTab';
import { CompanyTab } from './company/CompanyTab';
import { DevicesTab } from './devices/DevicesTab';
import { FreightGstTab } from './FreightGstTab';
import { FeedsTab } from './feeds/FeedsTab';
import { IngestKeysTab } from './ingestKeys/IngestKeysTab';
import { DEFAULT_SETTINGS_TAB, SETTINGS_TABS, type SettingsTab, settingsTab } from './settingsTabs';
import { TrackingAlertsTab } from './TrackingAlertsTab';
import { TallyLedgersTab } from './tally/TallyLedgersTab';
import { WebhooksTab } from './webhooks/WebhooksTab';

const TAB_CONTENT: Record<SettingsTab, ComponentType> = {
  'tracking-alerts': TrackingAlertsTab,
  'bidding-window': BiddingWindowTab,
  'freight-gst': FreightGstTab,
  'tally-ledgers': TallyLedgersTab,
  products: ProductsTab,
  packages: PackagesTab,
  devices: DevicesTab,
  feeds: FeedsTab,
  'ingest-keys': IngestKeysTab,
  company: CompanyTab,
  webhooks: WebhooksTab,
};

/** /settings/:tab?: the industry's settings, one tab each; the tab lives in the address so it can be linked. */
export function SettingsPage({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const tab = settingsTab(params.tab);
  const target =
    params.tab === undefined
      ? linkTo('settings', { tab: DEFAULT_SETTINGS_TAB })
      : tab
        ? null
        : linkTo('not-found');

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  if (!tab) return null;
  const Content = TAB_CONTENT[tab];
  return (
    <Stack gap={0}>
      <PageHeader title={title} description={t('settings.description')} />
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(linkTo('settings', { tab: next }))}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {SETTINGS_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`settings-tab-${value}`}>
              {t(`settings.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab}>
          <Content />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
