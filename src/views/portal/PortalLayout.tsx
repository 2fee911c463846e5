import { AppShell, Box, Group, Image, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import logo from '../../assets/logo.svg';
import { linkTo } from '../../routes/links';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { OfferDecisions } from './OfferDecisions';
import { PortalMenu } from './PortalMenu';
import { PortalNav } from './PortalNav';
import { useOfferNews } from './useOfferNews';

/**
 * A transporter's frame: the company's name, the language and its account menu; no sidebar, plant or date
 * filters of a shipper, and the awards heard live. Phone first: one column, the header a single row at 390 px.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { decisions, dismiss } = useOfferNews();
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" data-testid="app-header">
          <a
            href={`#${linkTo('transporter-requests')}`}
            aria-label={t('portal.layout.home')}
            style={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none', minWidth: 0 }}
          >
            <Image src={logo} w={30} h={30} alt="" />
            <Text fw={700} size="md" c="dark" visibleFrom="sm">
              {t('portal.layout.portal')}
            </Text>
          </a>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch size="sm" />
            <PortalMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Box maw={880} mx="auto" data-testid="main-content">
          <PortalNav />
          <OfferDecisions decisions={decisions} dismiss={dismiss} />
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
